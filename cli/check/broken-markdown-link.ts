/** broken-markdown-link: a link to a `.md`/`.mdx` file that is not a (non-draft) doc. */
import path from 'node:path';
import { diagnostic } from '../diagnostics/create.ts';
import { pathSuggester } from '../diagnostics/suggest.ts';
import type { Check } from './context.ts';
import { keptFinding, sameList } from './kept-finding.ts';

export const brokenMarkdownLink: Check = ({ links, model, memory }) => {
  // A partial's file link is judged for each page that renders it, but it is one link of one file.
  const seen = new Set<string>();
  const broken = links.filter((link) => {
    if (link.status !== 'no-markdown-file') return false;
    if (link.where === undefined) return true;
    const key = `${link.file}\0${link.at.line}:${link.at.column}\0${link.written}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (broken.length === 0) return [];
  const suggest = pathSuggester(model.docs.map((d) => d.source), 3, memory.suggestions);
  return broken.map((link) => {
    let guess = memory.guesses.get(link);
    if (guess === undefined) {
      guess = path.posix.normalize(path.posix.join(path.posix.dirname(link.file), link.written.replace(/[?#].*$/, '')));
      memory.guesses.set(link, guess);
    }
    const answer = suggest(guess);
    return keptFinding(memory.brokenMarkdownLink, link, answer, sameList, () => {
      const suggestions = answer.map((s) => {
        const rel = path.posix.relative(path.posix.dirname(link.file), s);
        return rel.startsWith('.') ? rel : `./${rel}`;
      });
      return diagnostic({
        code: 'broken-markdown-link',
        message: `Markdown link to ${link.written} names no doc`,
        file: link.file,
        place: { start: link.at, end: link.end },
        route: link.route,
        actual: link.written,
        expected: suggestions,
        note: suggestions.length ? `did you mean ${suggestions[0]}?` : 'link to an existing .md/.mdx file of the docs folder (drafts do not count)',
      });
    });
  });
};
