/**
 * load (config): the raw config module → a validated SiteConfig, or diagnostics. A Docusaurus
 * config is mapped first (./docusaurus/); its notes (info lines, a deprecation warning) come
 * with the valid config as `diagnostics` and are reported with the run's findings.
 */
import path from 'node:path';
import { type SiteConfig, siteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { type KeyOrigin, locateKeyPath, locateQuoted, sourceKeyPath } from '../diagnostics/position.ts';
import { zodIssuesToDiagnostics } from '../diagnostics/zod-issues.ts';
import { toPosix } from '../core/paths.ts';
import { CONFIG_NAMES, DOCUSAURUS_CONFIG_NAMES, isDocusaurusConfig, type LoadedModule } from '../core/raw-site.ts';
import { mapDocusaurusConfig } from './docusaurus/index.ts';

export interface LoadedConfig {
  config?: SiteConfig;
  /** site-relative config file name */
  file: string;
  text: string;
  diagnostics: Diagnostic[];
  /** where a Docusaurus config's sections were read from (see KeyOrigin); none for docs-cli's own config */
  origins?: readonly KeyOrigin[];
}

/**
 * A session's results by module: `watch` reloads a config module only when its text changed and
 * passes the same object otherwise, so the config stays the same object and what is remembered
 * per config downstream (loaded files) stays valid.
 */
export type ConfigMemory = WeakMap<LoadedModule, { siteDir: string; result: LoadedConfig }>;

export function loadConfig(siteDir: string, raw: LoadedModule | null, memory?: ConfigMemory): LoadedConfig {
  if (!raw) return validate(siteDir, raw);
  const known = memory?.get(raw);
  if (known && known.siteDir === siteDir) return known.result;
  const result = validate(siteDir, raw);
  memory?.set(raw, { siteDir, result });
  return result;
}

function validate(siteDir: string, raw: LoadedModule | null): LoadedConfig {
  if (!raw) {
    return {
      file: CONFIG_NAMES[0],
      text: '',
      diagnostics: [
        diagnostic({
          code: 'invalid-config',
          message: `no config file found in ${siteDir}`,
          file: CONFIG_NAMES[0],
          note: `create one of ${CONFIG_NAMES.join(', ')}, or check a Docusaurus site (${DOCUSAURUS_CONFIG_NAMES.join(', ')})`,
        }),
      ],
    };
  }
  const file = toPosix(path.relative(siteDir, raw.file));
  if (raw.error) {
    return {
      file,
      text: raw.text,
      diagnostics: [
        diagnostic({ code: 'invalid-config', message: `the config could not be loaded: ${raw.error.message}`, file, place: {
          line: raw.error.line ?? 1,
          column: raw.error.column ?? 1,
        } }),
      ],
    };
  }
  const docusaurus = isDocusaurusConfig(raw.file) ? mapDocusaurusConfig(raw.value, file, raw.text) : undefined;
  if (docusaurus && !docusaurus.config) return { file, text: raw.text, diagnostics: docusaurus.diagnostics };
  const input = docusaurus ? docusaurus.config : raw.value;
  const result = siteConfig.safeParse(input);
  if (!result.success) {
    const origins = docusaurus?.origins ?? [];
    return {
      file,
      text: raw.text,
      diagnostics: zodIssuesToDiagnostics(result.error, siteConfig, {
        file,
        code: 'invalid-config',
        input,
        locate: (p) => locateKeyPath(raw.text, sourceKeyPath(origins, p)),
      }),
    };
  }
  const config = result.data;
  config.checks.moduleAliases = siteRelativeAliases(siteDir, config.checks.moduleAliases);
  return { config, file, text: raw.text, diagnostics: [...moduleNotes(raw, file), ...(docusaurus?.diagnostics ?? [])], origins: docusaurus?.origins ?? [] };
}

/** Alias targets as site-relative paths (a config gives absolute ones, `path.resolve(__dirname, …)`); `../…` leads out of the site. */
function siteRelativeAliases(siteDir: string, aliases: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(aliases).map(([alias, target]) => [alias, toPosix(path.relative(siteDir, path.resolve(siteDir, target))) || '.']));
}

/** What evaluating the module left unknown: the packages that stood in, the keys its syntax tree could not give. */
function moduleNotes(raw: LoadedModule, file: string): Diagnostic[] {
  const notes: Diagnostic[] = [];
  if (raw.standIns?.length) {
    const names = raw.standIns.map((name) => `"${name}"`).join(', ');
    notes.push(
      diagnostic({
        code: 'package-stand-in',
        message: `not installed, so stood in by an inert value: ${names} (install the site's dependencies to use the real ${raw.standIns.length === 1 ? 'package' : 'packages'})`,
        file,
        place: locateQuoted(raw.text, raw.standIns[0]) ?? { line: 1, column: 1 },
      }),
    );
  }
  if (raw.partial) {
    const { reason, unknown, missing } = raw.partial;
    const listed = unknown.length > 12 ? `${unknown.slice(0, 12).join(', ')} and ${unknown.length - 12} more` : unknown.join(', ');
    const read = `its literal parts were read${unknown.length ? `; not known: ${listed}` : ''}`;
    // A file of the site's that is not there: Docusaurus cannot load the config either, and fails.
    notes.push(
      missing
        ? diagnostic({
            code: 'config-file-missing',
            message: `the config reads ${missing.file}${missing.from ? ` (named in ${missing.from})` : ''}, which does not exist: Docusaurus cannot load the config without it (is it written by a build step? run that first); ${read}`,
            file,
            place: missing.line !== undefined && missing.column !== undefined ? { line: missing.line, column: missing.column } : (locateQuoted(raw.text, missing.file) ?? { line: 1, column: 1 }),
          })
        : diagnostic({ code: 'config-partly-read', message: `the config could not be evaluated (${reason}): ${read}`, file }),
    );
  }
  return notes;
}
