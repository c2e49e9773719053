/**
 * What the parse results say about the whole site, said once: the code languages no highlighter
 * knows (one `info` note listing them, where Docusaurus says nothing, rather than a warning per
 * block) and how many links are computed by code. Light: it loads no parser.
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { diagnostic } from '../diagnostics/create.ts';

/** One note naming every unknown language with its first place, at the first of them; undefined when there are none. */
export function unknownLanguagesNote(docs: Iterable<ParsedDoc | undefined>): Diagnostic | undefined {
  const first = new Map<string, { file: string; line: number; column: number }>();
  for (const doc of docs) {
    for (const { language, line, column } of doc?.unknownLanguages ?? []) if (!first.has(language)) first.set(language, { file: doc!.path, line, column });
  }
  if (first.size === 0) return undefined;
  const [at] = first.values();
  const list = [...first].map(([language, place]) => `${language === '' ? '(none)' : `\`${language}\``} (${place.file}:${place.line})`).join(', ');
  return diagnostic({
    code: 'unknown-language',
    message: `code blocks in ${first.size === 1 ? 'a language' : `${first.size} languages`} no highlighter knows are shown as plain text: ${list}`,
    file: at.file,
    place: { line: at.line, column: at.column },
    actual: [...first.keys()].join(', '),
    note: 'Prism and Shiki names are both known (`objectivec`, `sh`, `jsx`, `yml`, …); check the spelling, or use `text`',
  });
}

/** How many links of the site are computed by code and so not checked. */
export function computedLinkCount(docs: Iterable<ParsedDoc | undefined>): number {
  let count = 0;
  for (const doc of docs) count += doc?.computedLinks ?? 0;
  return count;
}
