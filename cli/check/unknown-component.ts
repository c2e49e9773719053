/**
 * unknown-component: a page's JSX names a component the site does not have, which would fail at
 * render time. A page may name the renderer's built-in components (schema/site-components.ts),
 * the keys of the site's components map (read from its text, never run), the Markdown partials
 * it imports and, in compile mode, what its own ESM imports or exports. A map whose keys only code decides turns the check off
 * for the site, said once in an `info` line.
 */
import { builtInComponents, COMPONENTS_MAP_FILES } from '../../schema/site-components.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { closest, listOrClosest } from '../diagnostics/suggest.ts';
import type { SiteModel } from '../model/types.ts';
import { readComponentsMap } from '../parse/components-map.ts';
import type { Check } from './context.ts';
import { renderedPages } from './rendered-pages.ts';

/** The names available, all when they are few, else the closest to the one written (as unknown-doc-id lists ids). */
function availableNames(name: string, available: readonly string[]): string {
  const names = listOrClosest(name, available).map((candidate) => `<${candidate}>`).join(', ');
  return available.length <= 10 ? `the components available: ${names}` : `the closest of ${available.length} components available: ${names}`;
}

function hint(model: SiteModel): string {
  const own = COMPONENTS_MAP_FILES.find((file) => file.exported === 'components');
  const where = model.componentsMap?.path ?? `${COMPONENTS_MAP_FILES[0].path} (or ${own?.path})`;
  const compile = model.config.markdown.mdxCode === 'compile' ? ', or import it in the page' : '';
  return `add the component to the site's components map, ${where}${compile}`;
}

export const unknownComponent: Check = ({ model }) => {
  const map = model.componentsMap ? readComponentsMap(model.componentsMap.path, model.componentsMap.text, model.componentsMap.exported) : { names: [] };
  if ('reason' in map) {
    return [
      diagnostic({
        code: 'unread-components-map',
        message: `the components map was not read: ${map.reason}; the components pages name are not checked`,
        file: model.componentsMap?.path ?? '',
        place: map.at,
        note: 'write the map as an object literal of names (it may spread `@theme-original/MDXComponents`)',
      }),
    ];
  }
  const site = new Set<string>([...builtInComponents(), ...map.names]);
  const out: Diagnostic[] = [];
  for (const page of renderedPages(model)) {
    if (!page.components) continue;
    // The Markdown partials it imports render in its body in both modes (cli/emit/partials.ts); in compile mode, all its ESM binds.
    const own = new Set([...(page.localNames ?? []), ...(page.partials ?? []).map((partial) => partial.name)]);
    for (const use of page.components) {
      if (site.has(use.name) || own.has(use.name)) continue;
      const available = [...new Set([...site, ...own])];
      const guess = closest(use.name, available);
      const mean = guess.length > 0 ? ` (did you mean <${guess[0]}>?)` : '';
      out.push(
        diagnostic({
          code: 'unknown-component',
          message: `unknown component <${use.name}>${mean}; ${availableNames(use.name, available)}`,
          file: page.path,
          place: { line: use.line, column: use.column },
          actual: use.name,
          expected: guess,
          note: hint(model),
        }),
      );
    }
  }
  return out;
};
