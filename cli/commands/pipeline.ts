/**
 * The pipeline as the commands run it: read (disk) → load → parse (cached, on workers) →
 * model → check, and the artifacts when asked for. This is the edge where I/O happens; the
 * stages it calls are pure.
 */
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { runChecks } from '../check/index.ts';
import { buildArtifacts } from '../emit/artifacts.ts';
import { type GeneratedContent, generateApiReference, pointAtDeclarations, withGenerated } from '../generate/api-reference.ts';
import { readApiReference } from '../io/read-api-reference.ts';
import { cacheKey, ParseCache } from '../io/parse-cache.ts';
import { readConfig, readContent } from '../io/read-site.ts';
import { loadConfig } from '../load/config.ts';
import { loadContent } from '../load/content.ts';
import { buildModel } from '../model/index.ts';
import { resolveLinks } from '../model/links.ts';
import type { SiteModel } from '../model/types.ts';
import type { ParseOptions } from '../parse/index.ts';
import { parseMany } from '../parse/pool.ts';
import type { ParsedDoc } from '../parse/types.ts';

export interface PipelineOptions {
  cacheDir?: string;
  /** a cache kept across runs (watch); takes precedence over cacheDir */
  cache?: ParseCache;
  artifacts: boolean;
  /** called as files finish parsing (not for cache hits) */
  onProgress?: (done: number, total: number) => void;
}

export interface PipelineResult {
  config?: SiteConfig;
  model?: SiteModel;
  diagnostics: Diagnostic[];
  /** file texts for code frames */
  texts: Map<string, string>;
  artifacts?: Map<string, string>;
  /** 2: the config is unusable; 1: content errors; 0: fine */
  exitCode: 0 | 1 | 2;
  stats: { files: number; parsed: number; cached: number; routes: number };
}

export function parseOptionsFor(config: SiteConfig): ParseOptions {
  return { themes: { light: config.themeConfig.codeHighlight.lightTheme, dark: config.themeConfig.codeHighlight.darkTheme } };
}

export function defaultCacheDir(outDir: string): string {
  return path.join(path.dirname(path.resolve(outDir)), '.docs-cli', 'cache');
}

export async function runPipeline(siteDir: string, options: PipelineOptions): Promise<PipelineResult> {
  const root = path.resolve(siteDir);
  const rawConfig = await readConfig(root);
  const loaded = loadConfig(root, rawConfig);
  const texts = new Map<string, string>([[loaded.file, loaded.text]]);
  const stats = { files: 0, parsed: 0, cached: 0, routes: 0 };
  if (!loaded.config) return { diagnostics: loaded.diagnostics, texts, exitCode: 2, stats };
  const config = loaded.config;

  let content = loadContent(config, await readContent(root, config), root);
  // Generated content: the API reference, as virtual docs that go through every stage below.
  let generated: GeneratedContent | undefined;
  if (config.apiReference) {
    const source = await readApiReference(root, config.apiReference, options.cache?.dir ?? options.cacheDir);
    generated = generateApiReference({ source, options: config.apiReference, docs: config.docs, configFile: loaded.file, configText: loaded.text });
    content = withGenerated(content, generated);
  }
  for (const [file, text] of content.texts) texts.set(file, text);
  stats.files = content.sources.length;

  const parseOptions = parseOptionsFor(config);
  const cache = options.cache ?? (options.cacheDir ? new ParseCache(options.cacheDir) : undefined);
  const parsed = new Map<string, ParsedDoc>();
  const misses = [];
  const keys = new Map<string, string>();
  const hits = await Promise.all(
    content.sources.map(async (source) => {
      const key = cacheKey(source, parseOptions);
      keys.set(source.path, key);
      return [source, cache ? await cache.get(key) : undefined] as const;
    }),
  );
  for (const [source, hit] of hits) {
    if (hit) {
      parsed.set(source.path, hit);
      if (options.cache) options.cache.remember(keys.get(source.path)!, hit);
    } else misses.push(source);
  }
  stats.cached = parsed.size;
  stats.parsed = misses.length;
  const writes: Promise<void>[] = [];
  await parseMany(misses, parseOptions, (doc) => {
    parsed.set(doc.path, doc);
    options.onProgress?.(parsed.size - stats.cached, misses.length);
    if (cache) writes.push(cache.set(keys.get(doc.path)!, doc));
  });
  await Promise.all(writes);
  options.cache?.retain(keys.values());

  const { model, diagnostics: modelDiagnostics } = buildModel({ config, configFile: loaded.file, configText: loaded.text, content, parsed });
  stats.routes = model.routes.length;
  const { links, rewrites } = resolveLinks(model);
  const parseDiagnostics = content.sources.flatMap((s) => parsed.get(s.path)?.diagnostics ?? []);
  const checked = runChecks(model, links, [...content.diagnostics, ...parseDiagnostics, ...modelDiagnostics]);
  const diagnostics = generated ? pointAtDeclarations(checked, generated.origins) : checked;
  const exitCode = diagnostics.some((d) => d.level === 'error') ? 1 : 0;
  return {
    config,
    model,
    diagnostics,
    texts,
    artifacts: options.artifacts ? buildArtifacts(model, rewrites, cache?.searchIndex) : undefined,
    exitCode,
    stats,
  };
}
