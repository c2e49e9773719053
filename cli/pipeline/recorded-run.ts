/**
 * The quick way to an unchanged site's findings: when the config and sidebars modules of the
 * last run still stand (their sources and the environment variables they read are unchanged)
 * and the content has the last run's fingerprint, that run's record is the answer. Nothing is
 * evaluated, validated or parsed, so neither esbuild nor the schemas nor the parser load.
 * Anything else and the caller runs the pipeline (./run.ts).
 */
import path from 'node:path';
import { toPosix } from '../core/paths.ts';
import type { LoadedModule, RawContent } from '../core/raw-site.ts';
import { offerModules } from '../io/import-module.ts';
import type { ApiSources } from '../io/read-api-reference.ts';
import { readConfig, readContent } from '../io/read-site.ts';
import { type RunRecord, readRunRecord } from '../io/run-record.ts';
import { runFingerprint } from '../load/fingerprint.ts';
import type { Built, Reused } from './result.ts';
import type { BuildSession } from './session.ts';

/** The texts findings can point into, for code frames: the config, every content file and the sidebars file. */
export function readTexts(root: string, config: LoadedModule, raw: RawContent): Map<string, string> {
  const texts = new Map<string, string>([[toPosix(path.relative(root, config.file)), config.text]]);
  for (const file of raw.files) texts.set(file.path, file.bytes.toString('utf8'));
  for (const module of sidebarModules(raw)) texts.set(toPosix(path.relative(root, module.file)), module.text);
  return texts;
}

export async function recordedRun(session: BuildSession, siteDir: string, recordFile: string, accept: (record: RunRecord) => Promise<boolean> | boolean = () => true): Promise<Reused | undefined> {
  const record = await readRunRecord(recordFile);
  if (!record?.config || !record.modules) return undefined;
  offerModules(session.modules, record.modules);
  const root = path.resolve(siteDir);
  const rawConfig = await readConfig(root, session.modules);
  if (!rawConfig || !record.modules.includes(rawConfig)) return undefined;
  const config = record.config;
  const raw = await readContent(root, config, session.modules);
  if (sidebarModules(raw).some((module) => !record.modules?.includes(module))) return undefined;
  let apiParts: string[] = [];
  if (config.apiReference) {
    const { apiSourceParts, readApiSources } = await import('../io/read-api-reference.ts');
    const sources: ApiSources | undefined = await readApiSources(root, config.apiReference);
    apiParts = apiSourceParts(config.apiReference, sources);
  }
  const fingerprint = runFingerprint({ tool: process.env.DOCS_CLI_BUILD_ID ?? '', config: rawConfig, content: raw, apiSources: apiParts });
  if (!fingerprint || fingerprint !== record.fingerprint || !(await accept(record))) {
    session.prefetched = { module: rawConfig, config, raw };
    return undefined;
  }
  return { kind: 'reused', config, fingerprint, diagnostics: record.diagnostics, texts: readTexts(root, rawConfig, raw), exitCode: record.exitCode, stats: record.stats };
}

/** Every sidebars module the site read: the default docs instance's, then the other instances' and versions'. */
export function sidebarModules(raw: RawContent): LoadedModule[] {
  return [...(raw.sidebars ? [raw.sidebars] : []), ...(raw.moreSidebars ?? []).map((more) => more.module)];
}

/** What a run's record keeps so that the next run can take the quick way. */
export function recordedInputs(result: Built): Pick<RunRecord, 'modules' | 'config'> {
  const { config: configModule, sidebars } = result.modules;
  const modules = [configModule, ...sidebars].filter((m): m is LoadedModule => Boolean(m?.inputs));
  // Every module must stand for the quick way: one that must be evaluated again means the long way.
  const complete = configModule.inputs && sidebars.every((module) => module.inputs);
  return complete ? { modules, config: result.config } : {};
}
