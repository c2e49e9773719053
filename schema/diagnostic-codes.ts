/**
 * Every code a finding can carry, each with its level, the config option that sets that level
 * instead (the four Docusaurus options and onUnsafeContent, applied once by cli/check/policy.ts)
 * and where it is documented. A code that is a warning in some cases and an error in others
 * (a slug that climbs above its root, TypeDoc's own warnings) says so where it is reported.
 */
import type { ReportingOption } from './config.ts';

/** The table of every code in the README's Checks section. */
const CHECKS = 'README.md#checks';
/** The README section on checking a Docusaurus site with no docs.config. */
const DOCUSAURUS = 'README.md#docusaurus-sites';

export interface CodeDefinition {
  /** `info`: a note said once, never counted as a warning or error (schema/diagnostic.ts) */
  level: 'error' | 'warn' | 'info';
  option?: ReportingOption;
  /** where the code is documented, relative to the package */
  url: string;
}

export const DIAGNOSTIC_CODES = {
  'broken-link': { level: 'error', option: 'onBrokenLinks', url: CHECKS },
  // A relative URL in a post's excerpt that a blog list page showing it breaks (a broken link to Docusaurus).
  'broken-excerpt-link': { level: 'error', option: 'onBrokenLinks', url: CHECKS },
  'broken-anchor': { level: 'warn', option: 'onBrokenAnchors', url: CHECKS },
  'broken-markdown-link': { level: 'warn', option: 'onBrokenMarkdownLinks', url: CHECKS },
  'duplicate-route': { level: 'warn', option: 'onDuplicateRoutes', url: CHECKS },
  'duplicate-doc-id': { level: 'error', url: CHECKS },
  'unknown-doc-id': { level: 'error', url: CHECKS },
  'unknown-sidebar-id': { level: 'error', url: CHECKS },
  'invalid-navbar-item': { level: 'error', url: CHECKS },
  'invalid-frontmatter': { level: 'error', url: CHECKS },
  'unknown-frontmatter-key': { level: 'warn', url: CHECKS },
  'invalid-config': { level: 'error', url: CHECKS },
  'invalid-sidebars': { level: 'error', url: CHECKS },
  'invalid-category': { level: 'error', url: CHECKS },
  'parse-error': { level: 'error', url: CHECKS },
  'content-too-large': { level: 'error', url: CHECKS },
  'content-too-deep': { level: 'error', url: CHECKS },
  'unsupported-mdx': { level: 'error', url: CHECKS },
  'unsafe-url': { level: 'error', option: 'onUnsafeContent', url: CHECKS },
  'unsafe-html': { level: 'error', option: 'onUnsafeContent', url: CHECKS },
  'reserved-id': { level: 'error', url: CHECKS },
  'unknown-component': { level: 'error', url: CHECKS },
  'unroutable-file-name': { level: 'error', url: CHECKS },
  // build --site: the bundler refused the site's code, or a page failed to render (renderer/site-build/site-diagnostics.ts).
  'bundle-error': { level: 'error', url: CHECKS },
  'render-error': { level: 'error', url: CHECKS },
  // build --site: a site plugin (its config's sitePlugins) did not load, or one of its hooks failed (renderer/site-build/site-plugin.ts).
  'site-plugin-error': { level: 'error', url: CHECKS },
  // The site's components map whose names only its code decides: the check above is off for the site.
  'unread-components-map': { level: 'info', url: CHECKS },
  'unknown-language': { level: 'info', url: CHECKS },
  // A word a search synonym rule finds that no page has (themeConfig.search.synonyms): the rule finds nothing with it.
  'unused-search-synonym': { level: 'warn', url: CHECKS },
  'path-outside-site': { level: 'error', url: CHECKS },
  'invalid-encoding': { level: 'error', url: CHECKS },
  'binary-file': { level: 'error', url: CHECKS },
  'empty-file': { level: 'warn', url: CHECKS },
  'missing-content': { level: 'error', url: CHECKS },
  // The blog's notes, at the level its options set (onInlineAuthors, onInlineTags, onUntruncatedBlogPosts).
  'inline-blog-author': { level: 'warn', url: CHECKS },
  'inline-blog-tag': { level: 'warn', url: CHECKS },
  'untruncated-blog-post': { level: 'warn', url: CHECKS },
  // A Docusaurus config (docusaurus.config.*): what docs-cli reads of it differently, said once.
  'deprecated-config': { level: 'warn', url: DOCUSAURUS },
  'unknown-plugin': { level: 'info', url: DOCUSAURUS },
  'plugin-not-run': { level: 'info', url: DOCUSAURUS },
  'package-stand-in': { level: 'info', url: DOCUSAURUS },
  'config-partly-read': { level: 'info', url: DOCUSAURUS },
  // A file of the site's own its config reads or requires is missing: Docusaurus cannot load the config.
  'config-file-missing': { level: 'error', url: DOCUSAURUS },
  'locales-ignored': { level: 'info', url: DOCUSAURUS },
  // build --site with the site's own Docusaurus (renderer/docusaurus-site/): an install that cannot
  // build it (a version outside the supported range), and what the site's Docusaurus or a plugin
  // threw while loading the site or after its pages were written (postBuild).
  'docusaurus-install': { level: 'error', url: DOCUSAURUS },
  'docusaurus-error': { level: 'error', url: DOCUSAURUS },
  // A route docs-cli's model and the site's own Docusaurus build disagree on (renderer/site-build/docusaurus-site/route-agreement.ts).
  'route-disagreement': { level: 'info', url: DOCUSAURUS },
  // A plugin's configureWebpack part the bundle does not run (a loader of another kind, a webpack plugin).
  'webpack-not-applied': { level: 'warn', url: DOCUSAURUS },
  // A src/pages React page in `data` MDX mode: its code never runs, so the page shows no body.
  'react-page-not-rendered': { level: 'info', url: DOCUSAURUS },
} as const satisfies Record<string, CodeDefinition>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
