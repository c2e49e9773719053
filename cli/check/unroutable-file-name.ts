/**
 * unroutable-file-name: a page whose route is made from its file and folder names, one of which
 * cannot be a URL path segment (`%2e%2e.md`, `a?b.md`, a folder name holding a newline). The page
 * would take another page's route, or one no browser can ask for; and a control character in
 * any content file's path (a partial's too) would reach the bundler's generated code. Said at the
 * file, once for its first such name.
 */
import { controlCharacterIn, quoted, unroutableCharacter, unroutableName } from '../../schema/urls.ts';
import { diagnostic } from '../diagnostics/create.ts';
import type { Check } from './context.ts';

interface Routed {
  /** site-relative */
  source: string;
  /** the path inside its content folder, whose names make the route */
  relPath: string;
  /** a frontmatter slug makes the route instead of the names: then only what no path may hold counts */
  slug: boolean;
}

function finding(file: string, relPath: string, slug: boolean) {
  const names = relPath.split('/');
  names[names.length - 1] = names[names.length - 1].replace(/\.[^.]*$/, '');
  for (const name of names) {
    // With a slug only what no path may hold counts (unroutableCharacter says a control character first).
    const problem = slug ? controlCharacterIn(name) && unroutableCharacter(name) : unroutableName(name);
    if (!problem) continue;
    return diagnostic({
      code: 'unroutable-file-name',
      message: `the name ${quoted(name)} in ${quoted(file)} ${problem.message}, so it cannot be part of the page's URL`,
      file,
      place: { line: 1, column: 1 },
      note: problem.hint,
    });
  }
  return undefined;
}

export const unroutableFileName: Check = ({ model }) => {
  const routed: Routed[] = [
    ...[...model.docs, ...model.drafts].map((doc) => ({ source: doc.source, relPath: doc.relPath, slug: doc.frontmatter.slug !== undefined })),
    ...model.blogPosts.map((post) => ({ source: post.source, relPath: post.source, slug: (post.parsed.frontmatter as { slug?: unknown }).slug !== undefined })),
    ...model.pages.map((page) => ({ source: page.source, relPath: page.source, slug: (page.parsed.frontmatter as { slug?: unknown }).slug !== undefined })),
  ];
  const partials = [...model.partials.values()].flat().map((partial) => ({ source: partial.path, relPath: partial.path, slug: true }));
  const seen = new Set<string>();
  const out = [];
  for (const { source, relPath, slug } of [...routed, ...partials]) {
    if (seen.has(source)) continue;
    seen.add(source);
    const found = finding(source, relPath, slug);
    if (found) out.push(found);
  }
  return out;
};
