/**
 * Pages whose body is the site's code (a page artifact's `module`: compiled MDX, src/pages React
 * pages) as modules of the bundles. `virtual:docs-page-modules` maps each module to its lazy
 * import (one chunk per route); the site's .md/.mdx files are compiled with @mdx-js/rollup after
 * the parser's source rewrites (schema/), with remark-docusaurus.ts making the body the artifact
 * shows, and take their components from provider.tsx. An import of a `@theme/` or `@docusaurus/`
 * module docs-cli does not provide is a build error naming it and the file.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Element } from 'hast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Plugin } from 'vite';
import type { AssetsArtifact, ConfigArtifact, ContentArtifact, HastNode } from '../../../schema/artifacts.ts';
import { blankHtmlComments } from '../../../schema/html-comments.ts';
import { preprocess } from '../../../schema/mdx-preprocess.ts';
import { docusaurusModuleNames } from './docusaurus-modules.ts';
import { modulePages } from './page-modules.ts';
import { remarkDocusaurus } from './remark-docusaurus.ts';

export const PAGE_MODULES = 'virtual:docs-page-modules';
const PROVIDER = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'theme', 'content', 'mdx-provider.tsx');
const MARKDOWN = /\.mdx?$/i;

/** What the compiled pages need from the artifacts: routes and assets by source, and each module page's highlighted code. */
export interface SiteIndex {
  /** site-relative source → the URL the artifacts give it (a page's route, an asset's URL) */
  urls: Map<string, string>;
  /** site-relative module path → its page's highlighted code blocks, in document order */
  codeBlocks: Map<string, Element[]>;
  /** the site-relative module paths, in route order */
  modules: string[];
}

/** The highlighted `<pre>`s of a page body (the code handler gives each a `dataLanguage`), in document order. */
export function highlightedBlocks(body: { children?: HastNode[] }): Element[] {
  const out: Element[] = [];
  const visit = (nodes: readonly HastNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'pre' && node.properties?.dataLanguage !== undefined) out.push(node as unknown as Element);
      else visit(node.children);
    }
  };
  visit(body.children ?? []);
  return out;
}

export function readSiteIndex(outDir: string): SiteIndex {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as T;
  // In data mode no page is a module (cli/emit) and no file of the site is compiled: no page's data is read.
  if (read<ConfigArtifact>('config.json').config.markdown.mdxCode !== 'compile') return { urls: new Map(), codeBlocks: new Map(), modules: [] };
  const content = read<ContentArtifact>('content.json');
  const urls = new Map<string, string>();
  for (const page of [...content.docs, ...content.pages, ...content.blogPosts]) urls.set(page.source, page.permalink);
  for (const asset of read<AssetsArtifact>('assets.json').assets) urls.set(asset.source, asset.url);
  const pages = modulePages(outDir);
  const codeBlocks = new Map(pages.map((page) => [page.module!, highlightedBlocks(page.body)]));
  const modules = pages.map((page) => page.module!);
  return { urls, codeBlocks, modules };
}

/** A URL written in a file of the site → the site's URL for the file it names, when the artifacts know it. */
export function siteUrl(index: SiteIndex, siteDir: string, url: string, file: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('/') || url === '') return undefined;
  const cut = url.search(/[?#]/);
  const written = cut === -1 ? url : url.slice(0, cut);
  let target: string;
  try {
    target = path.relative(siteDir, path.resolve(path.dirname(file), decodeURI(written))).split(path.sep).join('/');
  } catch {
    return undefined;
  }
  const to = index.urls.get(target);
  return to === undefined ? undefined : to + (cut === -1 ? '' : url.slice(cut));
}

/** The virtual module: each module path → its lazy import. */
export function pageModulesSource(siteDir: string, modules: readonly string[]): string {
  const entries = modules.map((module) => `  ${JSON.stringify(module)}: () => import(${JSON.stringify(path.join(siteDir, module))}),`);
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** The error of an import of a theme or Docusaurus module docs-cli does not provide. */
export function unknownModuleMessage(source: string, importer: string | undefined, siteDir: string): string {
  const where = importer ? path.relative(siteDir, importer.split('?')[0]) : 'a page';
  return `unknown module "${source}" imported by ${where}: docs-cli provides ${docusaurusModuleNames().join(', ')}`;
}

export function mdxPages(options: { siteDir: string; outDir: string; format: 'mdx' | 'md' | 'detect'; htmlComments: boolean }): Plugin[] {
  const { outDir } = options;
  // Vite's module ids are real paths.
  const siteDir = existsSync(options.siteDir) ? realpathSync(options.siteDir) : options.siteDir;
  let index: SiteIndex | undefined;
  const siteIndex = () => {
    index ??= readSiteIndex(outDir);
    return index;
  };
  const inSite = (id: string) => MARKDOWN.test(id.split('?')[0]) && id.startsWith(siteDir + path.sep);
  const resolvedModules = `\0${PAGE_MODULES}`;
  const rewrites: Plugin = {
    name: 'docs-mdx-source',
    enforce: 'pre',
    // The dev server's artifacts change as `watch` rebuilds them: read again, and when the list of
    // module pages changes (a page gains or loses its code) the browser reloads with the new list.
    configureServer(server) {
      server.watcher.add(outDir);
      // A rebuild writes many files: the list is read again once, after the last of them.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reread = () => {
        const before = index?.modules.join('\n');
        index = undefined;
        if (before === undefined || before === siteIndex().modules.join('\n')) return;
        const module = server.moduleGraph.getModuleById(resolvedModules);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      const changed = (file: string) => {
        if (!file.startsWith(outDir + path.sep) || !file.endsWith('.json')) return;
        clearTimeout(timer);
        timer = setTimeout(reread, 50);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
    },
    resolveId(source, importer) {
      if (source === PAGE_MODULES) return resolvedModules;
      // Aliases resolve the modules docs-cli provides before any plugin: what reaches here is unknown.
      if (/^@(theme|docusaurus)\//.test(source)) this.error(unknownModuleMessage(source, importer, siteDir));
      return undefined;
    },
    load(id) {
      if (id === resolvedModules) return pageModulesSource(siteDir, siteIndex().modules);
      return undefined;
    },
    // The parser's rewrites (`:::tip Title`, `{#id}`, HTML comments), so that MDX reads the page as the parser did.
    transform(code, id) {
      if (!inSite(id)) return undefined;
      const mdxFormat = options.format === 'mdx' || (options.format === 'detect' && /\.mdx$/i.test(id));
      const text = mdxFormat && options.htmlComments ? blankHtmlComments(code) : code;
      // This compiler runs only in compile mode (see above), where `mdx-code-block` fences are the page's MDX.
      return { code: preprocess(text, mdxFormat ? 'mdx' : 'md', { unwrapMdxCodeBlocks: true }), map: null };
    },
  };
  const compile = mdx({
    include: [new RegExp(`^${siteDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/.*\\.mdx?$`, 'i')],
    format: options.format === 'detect' ? 'detect' : options.format,
    providerImportSource: PROVIDER,
    remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm, remarkDirective, [remarkDocusaurus, { resolveUrl: (url: string, file: string) => siteUrl(siteIndex(), siteDir, url, file), codeBlocks: (file: string) => siteIndex().codeBlocks.get(path.relative(siteDir, file).split(path.sep).join('/')) }]],
  }) as Plugin;
  return [rewrites, { ...compile, enforce: 'pre' }];
}
