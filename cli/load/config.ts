/** load (config): the raw config module → a validated SiteConfig, or diagnostics. */
import path from 'node:path';
import { type SiteConfig, siteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { locateKeyPath } from '../diagnostics/position.ts';
import { zodIssuesToDiagnostics } from '../diagnostics/zod-issues.ts';
import { toPosix } from '../core/paths.ts';
import { CONFIG_NAMES, type LoadedModule } from '../core/raw-site.ts';

export interface LoadedConfig {
  config?: SiteConfig;
  /** site-relative config file name */
  file: string;
  text: string;
  diagnostics: Diagnostic[];
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
          note: `create one of ${CONFIG_NAMES.join(', ')}`,
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
  const result = siteConfig.safeParse(raw.value);
  if (!result.success) {
    return {
      file,
      text: raw.text,
      diagnostics: zodIssuesToDiagnostics(result.error, siteConfig, {
        file,
        code: 'invalid-config',
        input: raw.value,
        locate: (p) => locateKeyPath(raw.text, p),
      }),
    };
  }
  return { config: result.data, file, text: raw.text, diagnostics: [] };
}
