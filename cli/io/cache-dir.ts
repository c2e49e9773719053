/** Where the caches (parse results, run records, search indexes) go by default: `.docs-cli/cache` beside the out directory. */
import path from 'node:path';

export function defaultCacheDir(outDir: string): string {
  return path.join(path.dirname(path.resolve(outDir)), '.docs-cli', 'cache');
}
