/**
 * model (component uses): the site's own components an MDX page imports and renders (`import
 * Pill from '@components/Pill'`, then `<Pill type="shadow" />`). Docusaurus renders them in the
 * page, so the links and ids they render are the page's, as a partial's are. Each use is read with
 * the literal props it is given, so that a link made from a prop is known
 * (`useBaseUrl(\`reference/glossary#${type}\`)`); the code is read, never run.
 */
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { RenderedPartial } from './partials.ts';
import { importedFile, readComponentUse, type ScriptMemory } from './react-pages.ts';

/** Each page's component uses with what they render, by the page's source (pages that render none are absent). */
export function componentUses(
  pages: Iterable<{ source: string; parsed: ParsedDoc }>,
  texts: ReadonlyMap<string, string>,
  aliases: Readonly<Record<string, string>>,
  memory: ScriptMemory,
): Map<string, RenderedPartial[]> {
  const out = new Map<string, RenderedPartial[]>();
  for (const page of pages) {
    const modules = page.parsed.componentModules;
    if (!modules || !page.parsed.components) continue;
    const found: RenderedPartial[] = [];
    const seen = new Set<string>();
    for (const use of page.parsed.components) {
      const specifier = modules[use.name];
      const file = specifier === undefined ? undefined : importedFile(page.source, specifier, texts, aliases);
      if (file === undefined) continue;
      const props = use.props ?? {};
      // The same props give the same links: one reading per page.
      const key = `${file}\0${JSON.stringify(props)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ path: file, parsed: readComponentUse(file, texts.get(file) ?? '', props, memory) });
    }
    if (found.length > 0) out.set(page.source, found);
  }
  return out;
}
