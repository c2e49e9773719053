/**
 * The quick way to an unchanged site's findings: when the config and sidebars modules of the
 * last run still stand (their sources and the environment variables they read are unchanged)
 * and the content has the last run's fingerprint, that run's record is the answer. Nothing is
 * evaluated, validated or parsed, so neither esbuild nor the schemas nor the parser load.
 * Anything else and the caller runs the pipeline (cli/commands/pipeline.ts).
 */
import path from 'node:path';
import type { ApiSources } from '../io/read-api-reference.ts';
import { offerModules } from '../io/import-module.ts';
import { readConfig, readContent } from '../io/read-site.ts';
import { type RunRecord, readRunRecord } from '../io/run-record.ts';
import { runFingerprint } from '../load/fingerprint.ts';
import type { BuildSession } from '../pipeline/session.ts';
import type { PipelineResult } from './pipeline.ts';

export async function recordedRun(session: BuildSession, siteDir: string, recordFile: string, accept: (record: RunRecord) => Promise<boolean> | boolean = () => true): Promise<PipelineResult | undefined> {
  const record = await readRunRecord(recordFile);
  if (!record?.config || !record.modules) return undefined;
  offerModules(session.modules, record.modules);
  const root = path.resolve(siteDir);
  const rawConfig = await readConfig(root, session.modules);
  if (!rawConfig || !record.modules.includes(rawConfig)) return undefined;
  const config = record.config;
  const raw = await readContent(root, config, session.modules);
  if (raw.sidebars && !record.modules.includes(raw.sidebars)) return undefined;
  let apiParts: string[] = [];
  if (config.apiReference) {
    const { apiSourceParts, readApiSources } = await import('../io/read-api-reference.ts');
    const sources: ApiSources | undefined = await readApiSources(root, config.apiReference);
    apiParts = apiSourceParts(config.apiReference, sources);
  }
  const fingerprint = runFingerprint({ tool: process.env.DOCS_CLI_BUILD_ID ?? '', config: rawConfig, content: raw, apiSources: apiParts });
  if (!fingerprint || fingerprint !== record.fingerprint || !(await accept(record))) return undefined;
  const texts = new Map<string, string>([[path.relative(root, rawConfig.file).split(path.sep).join('/'), rawConfig.text]]);
  for (const file of raw.files) texts.set(file.path, file.bytes.toString('utf8'));
  if (raw.sidebars) texts.set(path.relative(root, raw.sidebars.file).split(path.sep).join('/'), raw.sidebars.text);
  return { config, diagnostics: record.diagnostics, texts, exitCode: record.exitCode, stats: record.stats, fingerprint, reused: true };
}

/** What a run's record keeps so that the next run can take the quick way. */
export function recordedInputs(result: PipelineResult): Pick<RunRecord, 'modules' | 'config'> {
  const modules = [result.rawConfig, result.raw?.sidebars].filter((m): m is NonNullable<typeof m> => Boolean(m?.inputs));
  // Both modules must stand for the quick way: one that must be evaluated again means the long way.
  const complete = result.rawConfig?.inputs && (!result.raw?.sidebars || result.raw.sidebars.inputs);
  return complete && result.config ? { modules, config: result.config } : {};
}
