/**
 * model (file links): `./other.md`, `../guides/x.mdx#anchor`, `/path.md` and `@site/…` links
 * resolved to the routes of the docs they name, with Docusaurus's lookup order. Links to
 * non-Markdown files that exist next to the page become asset links.
 */
import path from 'node:path';
import { docsInstancesOf, type SiteConfig } from '../../schema/config.ts';
import { isExternalUrl } from '../../schema/paths.ts';
import type { LinkInfo } from '../core/parsed-doc.ts';

export interface FileLinkResolution {
  /** the route (plus query and hash) the link now points to; undefined when nothing matched */
  href?: string;
  /** the link names a Markdown file (so a failure is a broken-markdown-link) */
  markdown: boolean;
  /** the link names an asset file next to the page */
  asset?: string;
}

const MARKDOWN_FILE = /\.mdx?$/i;

function splitUrl(url: string): { pathname: string; suffix: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { pathname: url, suffix: '' } : { pathname: url.slice(0, cut), suffix: url.slice(cut) };
}

function decode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * A candidate that climbs out of the site is refused, unless it stays in a docs folder the
 * config puts outside the site (a monorepo's `../docs`).
 */
function insideOf(config: SiteConfig): (candidate: string) => string | undefined {
  const outsideRoots = docsInstancesOf(config)
    .map((instance) => path.posix.normalize(instance.path).replace(/\/$/, ''))
    .filter((root) => root === '..' || root.startsWith('../'));
  return (candidate) => {
    if (!(candidate.startsWith('../') || candidate === '..')) return candidate;
    return outsideRoots.some((root) => candidate.startsWith(`${root}/`)) ? candidate : undefined;
  };
}

/** Resolves one link of the page at `sourcePath`; undefined when it is not a file link at all. */
export function resolveFileLink(
  link: Pick<LinkInfo, 'url' | 'markdown'>,
  sourcePath: string,
  config: SiteConfig,
  docsBySource: { get(source: string): { permalink: string } | undefined },
  assets: { has(file: string): boolean },
): FileLinkResolution | undefined {
  if (isExternalUrl(link.url) || link.url === '' || link.url.startsWith('#')) return undefined;
  const { pathname, suffix } = splitUrl(link.url);
  const file = decode(pathname);
  const fromDir = path.posix.dirname(sourcePath);
  const inside = insideOf(config);
  const docsDir = path.posix.normalize(config.docs === false ? '.' : config.docs.path).replace(/\/$/, '');

  if (MARKDOWN_FILE.test(file)) {
    let candidates: string[];
    if (file.startsWith('@site/')) candidates = [file.slice('@site/'.length)];
    else if (file.startsWith('/')) candidates = [path.posix.join(docsDir, file), file.slice(1)];
    else if (file.startsWith('./') || file.startsWith('../')) candidates = [path.posix.join(fromDir, file)];
    else candidates = [path.posix.join(fromDir, file), path.posix.join(docsDir, file), file];
    for (const candidate of candidates.map((c) => inside(path.posix.normalize(c)))) {
      const doc = candidate && docsBySource.get(candidate);
      if (doc) return { href: doc.permalink + suffix, markdown: true };
    }
    return { markdown: true };
  }
  // Only Markdown links can name neighbouring files; JSX links are routes.
  if (!link.markdown || file.startsWith('/') || file === '' || !/\.[a-z\d]+$/i.test(file)) return undefined;
  const candidate = inside(path.posix.normalize(path.posix.join(fromDir, file)));
  if (candidate && assets.has(candidate)) return { href: `/__assets/${candidate}${suffix}`, markdown: false, asset: candidate };
  return undefined;
}
