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
export function outsideDocsRoots(config: SiteConfig): string[] {
  return docsInstancesOf(config)
    .map((instance) => path.posix.normalize(instance.path).replace(/\/$/, ''))
    .filter((root) => root === '..' || root.startsWith('../'));
}

function insideOf(outsideRoots: readonly string[], siteFolder?: string): (candidate: string) => string | undefined {
  return (candidate) => {
    if (!(candidate.startsWith('../') || candidate === '..')) return candidate;
    // From a docs folder beside the site, `../website/static/x.png` climbs out and back into the site.
    if (siteFolder && candidate.startsWith(`${siteFolder}/`)) return candidate.slice(siteFolder.length + 1);
    return outsideRoots.some((root) => candidate.startsWith(`${root}/`)) ? candidate : undefined;
  };
}

/** Where a page's file links are looked up: its plugin's content folder (a docs version's, the blog's, the pages'), and the static directories. */
export interface FileLinkScope {
  /** site-relative, no trailing slash ('.' for the site folder) */
  folder: string;
  /** the static directories, site-relative, no trailing slash: a file link into one is a link to the static file */
  staticDirectories: readonly string[];
  staticFiles: { has(url: string): boolean };
  /** docs folders the config puts outside the site (see outsideDocsRoots) */
  outsideRoots: readonly string[];
  /** the site folder as reached from beside it (`../website`), see LoadedContent.siteFolder */
  siteFolder?: string;
}

/**
 * Resolves one link of the page at `sourcePath`; undefined when it is not a file link at all.
 * `docsBySource` answers only for the files of the page's own plugin (docs instance and version,
 * blog or pages): as in Docusaurus, a file link never crosses into another.
 */
export function resolveFileLink(
  link: Pick<LinkInfo, 'url' | 'markdown'>,
  sourcePath: string,
  scope: FileLinkScope,
  docsBySource: { get(source: string): { permalink: string } | undefined },
  assets: { has(file: string): boolean },
): FileLinkResolution | undefined {
  if (isExternalUrl(link.url) || link.url === '' || link.url.startsWith('#')) return undefined;
  const { pathname, suffix } = splitUrl(link.url);
  const file = decode(pathname);
  const fromDir = path.posix.dirname(sourcePath);
  const inside = insideOf(scope.outsideRoots, scope.siteFolder);
  const docsDir = scope.folder;

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
  // A file of a static directory reached by a relative path (`../static/img/x.png`): the URL it is served at.
  for (const dir of candidate ? scope.staticDirectories : []) {
    const prefix = dir === '.' ? '' : `${dir}/`;
    if (!candidate?.startsWith(prefix)) continue;
    const url = `/${candidate.slice(prefix.length)}`;
    if (scope.staticFiles.has(url)) return { href: url + suffix, markdown: false, asset: candidate };
  }
  return undefined;
}
