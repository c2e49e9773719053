/**
 * The fingerprint of everything a run reads: the tool's versions, the config (its text and
 * its evaluated value, so environment variables count), the sidebars and versions files, every content file's
 * path and bytes, the lists of assets, static files and escaping links, the site's components map, and the API reference
 * sources. Two runs with one fingerprint produce the same diagnostics and artifacts, so the
 * second can reuse the first's (see cli/io/run-record.ts).
 */
import { createHash } from 'node:crypto';
import { SCHEMA_VERSION } from '../../schema/version.ts';
import type { LoadedModule, RawContent } from '../core/raw-site.ts';
import { GENERATOR_VERSION, PARSE_VERSION, PIPELINE_VERSION } from '../core/version.ts';

export interface RunInputs {
  /** what built the tool itself (cli/bin.js: the compiled bundle's or the newest source's mtime) */
  tool: string;
  config: LoadedModule;
  content: RawContent;
  /** texts the API reference is generated from, when configured */
  apiSources: string[];
}

function moduleIdentity(module: LoadedModule): string {
  return JSON.stringify([module.file, module.text, module.value ?? null, module.error ?? null]);
}

/** undefined when an input cannot be fingerprinted (a config value that is not JSON): such a run is never reused. */
export function runFingerprint(inputs: RunInputs): string | undefined {
  const hash = createHash('sha256');
  const part = (value: string | Buffer) => {
    hash.update(`${typeof value === 'string' ? Buffer.byteLength(value) : value.length}:`);
    hash.update(value);
  };
  try {
    part([GENERATOR_VERSION, PIPELINE_VERSION, PARSE_VERSION, SCHEMA_VERSION, inputs.tool].join('/'));
    part(moduleIdentity(inputs.config));
    part(inputs.content.sidebars ? moduleIdentity(inputs.content.sidebars) : 'no sidebars');
    // The docs versions and the sidebars of the other instances and versions.
    part(JSON.stringify(inputs.content.versionsFiles ?? []));
    for (const more of inputs.content.moreSidebars ?? []) part(`${more.instance}\0${more.version}\0${moduleIdentity(more.module)}`);
  } catch {
    return undefined;
  }
  for (const file of inputs.content.files) {
    part(file.path);
    part(file.bytes);
  }
  part(JSON.stringify([inputs.content.assets, inputs.content.staticFiles, inputs.content.outside, inputs.content.componentsMap ?? null]));
  for (const source of inputs.apiSources) part(source);
  return hash.digest('hex');
}
