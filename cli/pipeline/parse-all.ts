/**
 * pipeline (parse): every source's parse result, from the session's memory or the cache when
 * they have it, else parsed on the workers. Without artifacts only what the checks read is
 * parsed (no highlighting, page bodies or search blocks), but a full entry a build left in the
 * cache serves as well.
 */
import { docsInstancesOf, type SiteConfig } from '../../schema/config.ts';
import { ADMONITIONS } from '../../schema/mdx-directives.ts';
import type { ParseOptions } from '../core/parse-options.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import type { BuildSession } from './session.ts';

export function parseOptionsFor(config: SiteConfig): ParseOptions {
  const options: ParseOptions = { themes: { light: config.themeConfig.codeHighlight.lightTheme, dark: config.themeConfig.codeHighlight.darkTheme }, limits: config.limits };
  // Only what differs from the parser's defaults, so that the cache keys of a site that sets none stay as they were.
  if (config.markdown.mdxCode === 'compile') options.mdxCode = 'compile';
  if (!config.markdown.mdx1Compat.comments) options.htmlComments = false;
  const admonitions = admonitionKeywords(config);
  if (admonitions) options.admonitions = admonitions;
  if (config.markdown.math) options.math = true;
  if (Object.keys(config.componentProps).length > 0) options.componentProps = config.componentProps;
  return options;
}

/**
 * The admonition keywords of the docs instances' `admonitions` options, all instances together
 * (a page is parsed once, whatever instance reads it); undefined when none sets any.
 */
function admonitionKeywords(config: SiteConfig): string[] | undefined {
  const options = docsInstancesOf(config).flatMap((instance) => (instance.admonitions ? [instance.admonitions] : []));
  if (options.length === 0) return undefined;
  const keywords = new Set<string>(options.every((o) => !o.extendDefaults) ? [] : ADMONITIONS);
  for (const option of options) for (const keyword of option.keywords) keywords.add(keyword);
  return [...keywords];
}

export interface ParseAllOptions {
  artifacts: boolean;
  /** called as files finish parsing (not for cache hits) */
  onProgress?: (done: number, total: number) => void;
  /** called once what is cached has been found, just before the rest is parsed */
  beforeParsing?: () => void;
  /** keep a worker after the parse (a one-off build makes its search files on it) */
  keepWorker: boolean;
}

export interface ParsedAll {
  /** by source path */
  parsed: Map<string, ParsedDoc>;
  /** how many were parsed, and how many came from memory or the cache */
  counts: { parsed: number; cached: number };
}

export async function parseAll(session: BuildSession, config: SiteConfig, sources: readonly SourceFile[], options: ParseAllOptions): Promise<ParsedAll> {
  const { cache } = session;
  const fullOptions = parseOptionsFor(config);
  // A check reads the pages' search text only to compare the site's search synonyms with it.
  const searchBlocks = config.themeConfig.search.synonyms.length > 0;
  const parseOptions: ParseOptions = options.artifacts ? fullOptions : { ...fullOptions, findingsOnly: true, ...(searchBlocks ? { searchBlocks } : {}) };
  const parsed = new Map<string, ParsedDoc>();
  const misses: SourceFile[] = [];
  const keys = new Map<string, string>();
  // Entries in memory (watch: every unchanged file) are taken at once; only the rest wait for the disk.
  const lookups: Promise<readonly [SourceFile, ParsedDoc | undefined]>[] = [];
  for (const source of sources) {
    if (!cache) {
      misses.push(source);
      continue;
    }
    const key = cache.key(source, parseOptions);
    keys.set(source.path, key);
    const fullKey = parseOptions === fullOptions ? undefined : cache.key(source, fullOptions);
    const inMemory = (fullKey && cache.peek(fullKey)) || cache.peek(key);
    if (inMemory) parsed.set(source.path, inMemory);
    else lookups.push((async () => [source, (fullKey && (await cache.get(fullKey))) || (await cache.get(key))] as const)());
  }
  for (const [source, hit] of await Promise.all(lookups)) {
    if (hit) {
      parsed.set(source.path, hit);
      if (session.keep) cache!.remember(keys.get(source.path)!, hit);
    } else misses.push(source);
  }
  const cached = parsed.size;
  options.beforeParsing?.();
  // Many new entries go into one pack file; whatever was parsed is kept even when a later file fails.
  cache?.batch(misses.length);
  try {
    await session.workers.parseMany(
      misses,
      parseOptions,
      (doc, head) => {
        parsed.set(doc.path, doc);
        options.onProgress?.(parsed.size - cached, misses.length);
        cache?.set(keys.get(doc.path)!, doc, head);
      },
      options.keepWorker,
    );
  } finally {
    cache?.flush();
  }
  // A session that keeps holds in memory only what its latest run used.
  if (session.keep) cache?.retain(keys.values());
  return { parsed, counts: { parsed: misses.length, cached } };
}
