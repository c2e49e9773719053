/**
 * render (its second half): a rendered route laid into the site's HTML shell as Docusaurus lays
 * it: the site's `ssrTemplate` or core's own, compiled by core, with the head Helmet collected,
 * the tags plugins inject (the colour-mode script before first paint among them), the one
 * stylesheet, and the client bundle, which is an ES module: `type="module"` (deferred, as
 * Docusaurus's `defer` scripts are) in place of the template's classic scripts.
 */
import path from 'node:path';
import { escapeHtml } from '../prerender/head.ts';
import type { DocusaurusInstall } from './install.ts';
import type { SiteProps } from './load-site.ts';
import type { RenderedRoute } from './server-render.ts';

interface TemplateModule {
  compileSSGTemplate: (template: string) => Promise<(data: unknown) => string>;
}

export interface ShellAssets {
  /** the client entry, relative to the site's base URL */
  entry: string;
  /** the one stylesheet, relative to the base URL */
  stylesheet?: string;
}

/**
 * What a page's shell is made of beside the route: plain data, so that a render thread can lay
 * pages into it too.
 */
export interface ShellData {
  /** the site's `ssrTemplate`, or core's own */
  template: string;
  baseUrl: string;
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
  stylesheets: string[];
  noIndex?: boolean;
  version: string;
}

/** The shell's data for a loaded site and its client bundle's assets. */
export function shellDataOf(install: DocusaurusInstall, props: SiteProps, assets: ShellAssets): ShellData {
  const ssg = path.join(install.coreDir, 'lib', 'ssg');
  const siteConfig = props.siteConfig as SiteProps['siteConfig'] & { ssrTemplate?: string; noIndex?: boolean };
  const { DOCUSAURUS_VERSION } = install.siteRequire('@docusaurus/utils') as { DOCUSAURUS_VERSION: string };
  const entry = `<script type="module" src="${escapeHtml(props.baseUrl + assets.entry)}"></script>`;
  return {
    template: siteConfig.ssrTemplate ?? (install.siteRequire(path.join(ssg, 'ssgTemplate.html.js')) as { default: string }).default,
    baseUrl: props.baseUrl,
    headTags: `${props.headTags}\n${entry}`,
    preBodyTags: props.preBodyTags,
    postBodyTags: props.postBodyTags,
    stylesheets: assets.stylesheet ? [assets.stylesheet] : [],
    ...(siteConfig.noIndex !== undefined ? { noIndex: siteConfig.noIndex } : {}),
    version: DOCUSAURUS_VERSION,
  };
}

/** The page for a rendered route, as `docusaurus build` writes it (before minifying). */
export async function pageShell(install: DocusaurusInstall, shell: ShellData): Promise<(route: Pick<RenderedRoute, 'html' | 'head'>) => string> {
  const { compileSSGTemplate } = install.siteRequire(path.join(install.coreDir, 'lib', 'ssg', 'ssgTemplate.js')) as TemplateModule;
  const template = await compileSSGTemplate(shell.template);
  return (route) => {
    const internal = route.head;
    return template({
      appHtml: route.html,
      baseUrl: shell.baseUrl,
      htmlAttributes: internal.htmlAttributes,
      bodyAttributes: internal.bodyAttributes,
      headTags: shell.headTags,
      preBodyTags: shell.preBodyTags,
      postBodyTags: shell.postBodyTags,
      metaAttributes: [internal.title, internal.meta, internal.link, internal.script].filter(Boolean),
      scripts: [],
      stylesheets: shell.stylesheets,
      noIndex: shell.noIndex,
      version: shell.version,
    });
  };
}
