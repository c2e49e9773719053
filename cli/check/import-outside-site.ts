/**
 * path-outside-site (imports): a page imports a Markdown file from outside the site
 * (`import S from '../../outside/_part.md'`). docs-cli reads nothing outside the site, so the
 * partial is neither checked nor rendered: said at the import, in both MDX modes, by `check`
 * as by `build --site` (which would otherwise fail at render time in data mode, or in the
 * bundler in compile mode). A docs folder the config puts beside the site (`../docs`) is inside
 * it here: its partials are read, and one that is not there is no more
 * reported than one missing in the site folder (a plugin docs-cli does not run may write it, as
 * typedoc writes API pages).
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { diagnostic } from '../diagnostics/create.ts';
import { outsideDocsRoots } from '../model/markdown-links.ts';
import { partialPathOf } from '../model/partials.ts';
import type { Check } from './context.ts';
import { renderedPages } from './rendered-pages.ts';

const climbsOut = (target: string) => target === '..' || target.startsWith('../') || target.startsWith('/');

export const importOutsideSite: Check = ({ model }) => {
  const read = new Set<string>();
  for (const list of model.partials.values()) for (const partial of list) read.add(partial.path);
  const roots = outsideDocsRoots(model.config);
  const inDocsBeside = (target: string) => roots.some((root) => target.startsWith(`${root}/`));
  const out: Diagnostic[] = [];
  for (const page of renderedPages(model)) {
    for (const partial of page.partials ?? []) {
      const target = partialPathOf(page.path, partial.source);
      if (!climbsOut(target) || read.has(target) || inDocsBeside(target)) continue;
      out.push(
        diagnostic({
          code: 'path-outside-site',
          message: `the import of "${partial.source}" names a file outside the site (${target}); it is not read, checked or rendered`,
          file: page.path,
          place: { line: partial.line, column: partial.column },
          actual: partial.source,
          note: 'move the partial into the site, beside the pages that import it',
        }),
      );
    }
  }
  return out;
};
