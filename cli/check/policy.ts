/**
 * Levels are applied once, at the end: the four Docusaurus options and onUnsafeContent map
 * throw → error, warn → warn, ignore → dropped. Everything else (unknown ids, schema errors) keeps its level.
 */
import type { ReportingLevel, SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';

const OPTION_BY_CODE: Partial<Record<Diagnostic['code'], keyof Pick<SiteConfig, 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks' | 'onDuplicateRoutes' | 'onUnsafeContent'>>> = {
  'broken-link': 'onBrokenLinks',
  'broken-anchor': 'onBrokenAnchors',
  'broken-markdown-link': 'onBrokenMarkdownLinks',
  'duplicate-route': 'onDuplicateRoutes',
  'unsafe-html': 'onUnsafeContent',
  'unsafe-url': 'onUnsafeContent',
};

const LEVEL: Record<ReportingLevel, Diagnostic['level'] | undefined> = { throw: 'error', warn: 'warn', ignore: undefined };

export function applyPolicy(diagnostics: Diagnostic[], config: SiteConfig): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const option = OPTION_BY_CODE[d.code];
    if (!option) {
      out.push(d);
      continue;
    }
    const level = LEVEL[config[option]];
    if (level) out.push({ ...d, level });
  }
  return out;
}
