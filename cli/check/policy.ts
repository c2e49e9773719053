/**
 * Levels are applied once, at the end: a code whose level a config option sets (its `option` in
 * schema/diagnostic-codes.ts: the four Docusaurus options and onUnsafeContent) maps throw → error,
 * warn → warn, log → info (printed, never counted), ignore → dropped. Every other finding keeps the level it was made with.
 */
import { type ReportingLevel, reportingLevelOf, type SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { type CodeDefinition, DIAGNOSTIC_CODES } from '../../schema/diagnostic-codes.ts';

const LEVEL: Record<ReportingLevel, Diagnostic['level'] | undefined> = { throw: 'error', warn: 'warn', log: 'info', ignore: undefined };

export function applyPolicy(diagnostics: Diagnostic[], config: SiteConfig): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const { option }: CodeDefinition = DIAGNOSTIC_CODES[d.code];
    if (!option) {
      out.push(d);
      continue;
    }
    const level = LEVEL[reportingLevelOf(config, option)];
    if (level) out.push({ ...d, level });
  }
  return out;
}
