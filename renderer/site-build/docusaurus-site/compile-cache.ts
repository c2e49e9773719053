/**
 * Compiled Markdown kept across builds: a file whose compile would come out the same is never
 * compiled twice. A compile's output depends on the file (its text, its path and query), on the
 * loaders and options the site's plugins give (the site's config file, the versions of its
 * plugins and of Docusaurus, docs-cli's own way of compiling) and on the link data mdx-loader
 * resolves Markdown links with (every route of the site): the key hashes all of them, so an
 * edit of one page recompiles that page, and a page added or removed (its route) or a new config
 * recompiles them all. What the plugins' own files do (a local remark plugin edited in place) is
 * not in the key: `--no-cache` compiles everything again.
 *
 * One file per entry, written whole by a rename; after a complete build the entries it did not use
 * go, so the cache holds one site's compiles, not every build's.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Raised when the compiled form changes shape (the inline-require imports, the export shape). */
const COMPILE_VERSION = 1;

/** The compiles of one loaded site (a locale): what every compile of it depends on is in its key. */
export interface CompileCache {
  /** the cached compile of `resource` (its path and query) whose text is `source`, if any */
  get: (resource: string, source: string) => Promise<string | undefined>;
  set: (resource: string, source: string, code: string) => Promise<void>;
}

export interface CompileCacheStore {
  forSite: (siteKey: string) => CompileCache;
  /** removes the entries this build did not use (call once every locale is built) */
  prune: () => Promise<void>;
}

const hash = (...parts: string[]) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex');
};

/** What every compile of the site depends on beside its own file. */
export function siteCompileKey(parts: { configText: string; coreVersion: string; pluginVersions: unknown; routes: readonly string[] }): string {
  return hash(String(COMPILE_VERSION), parts.configText, parts.coreVersion, JSON.stringify(parts.pluginVersions), JSON.stringify([...parts.routes].sort()));
}

export function compileCacheStore(dir: string): CompileCacheStore {
  const used = new Set<string>();
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    forSite(siteKey) {
      const keyOf = (resource: string, source: string) => hash(siteKey, resource, source);
      return {
        async get(resource, source) {
          const key = keyOf(resource, source);
          try {
            const code = await readFile(fileOf(key), 'utf8');
            used.add(key);
            return code;
          } catch {
            return undefined;
          }
        },
        async set(resource, source, code) {
          const key = keyOf(resource, source);
          const file = fileOf(key);
          await mkdir(path.dirname(file), { recursive: true });
          const temporary = `${file}.${process.pid}.tmp`;
          await writeFile(temporary, code);
          await rename(temporary, file);
          used.add(key);
        },
      };
    },
    async prune() {
      let shards: string[];
      try {
        shards = await readdir(dir);
      } catch {
        return;
      }
      for (const shard of shards) {
        for (const name of await readdir(path.join(dir, shard)).catch(() => [] as string[])) {
          if (!used.has(name)) await rm(path.join(dir, shard, name), { force: true });
        }
      }
    },
  };
}

/** No cache (`--no-cache`): every file compiled. */
export const NO_CACHE: CompileCache = { get: async () => undefined, set: async () => undefined };
