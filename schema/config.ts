/**
 * The site configuration (`docs.config.ts|js|mjs|json`). Field names follow Docusaurus so an
 * existing `docusaurus.config` migrates by renaming the file.
 */
import { z } from 'zod';
import { isDangerousUrl } from './urls.ts';
import { PROP_KINDS } from './content-components.ts';
import { tokenize } from './search-fields.ts';

/** How a class of finding is treated: Docusaurus's words (`log`: an info note, never counted). */
export const reportingLevel = z.enum(['throw', 'warn', 'log', 'ignore']);
export type ReportingLevel = z.infer<typeof reportingLevel>;
/** The options that set the level of the findings of some codes (see diagnostic-codes.ts). */
export type ReportingOption = 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks' | 'onDuplicateRoutes' | 'onUnsafeContent';

const position = z.enum(['left', 'right']);

const navbarLinkBase = {
  label: z.string().optional(),
  position: position.default('left'),
  className: z.string().optional(),
  'aria-label': z.string().optional(),
};

/** What Docusaurus passes on to a link item's anchor (a link with a `target` is still checked). */
const linkAttributes = {
  target: z.string().optional(),
  /** `null`, which Docusaurus takes, is no `rel` at all (not even its default for an external link's) */
  rel: z
    .string()
    .nullish()
    .transform((rel) => rel ?? undefined),
  /** Docusaurus: HTML shown instead of the label (rendered as text, never as HTML) */
  html: z.string().optional(),
  prependBaseUrlToHref: z.boolean().optional(),
};

/** A link of the navbar, footer or logo, rendered on every page: never one that runs code. */
const linkUrl = z.string().refine((url) => !isDangerousUrl(url), 'a javascript:, vbscript: or data: URL cannot be a link');

/** `to` is a site path (checked), `href` an external or absolute URL. */
const defaultNavbarItem = z.strictObject({
  type: z.literal('default'),
  ...navbarLinkBase,
  to: linkUrl.optional(),
  href: linkUrl.optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  ...linkAttributes,
});
const docNavbarItem = z.strictObject({
  type: z.literal('doc'),
  ...navbarLinkBase,
  docId: z.string(),
  /** the docs instance the id belongs to (default: `default`) */
  docsPluginId: z.string().optional(),
});
const docSidebarNavbarItem = z.strictObject({
  type: z.literal('docSidebar'),
  ...navbarLinkBase,
  sidebarId: z.string(),
  /** the docs instance the sidebar belongs to (default: `default`) */
  docsPluginId: z.string().optional(),
});
const htmlNavbarItem = z.strictObject({
  type: z.literal('html'),
  position: position.default('left'),
  className: z.string().optional(),
  value: z.string(),
});
const searchNavbarItem = z.strictObject({
  type: z.literal('search'),
  position: position.default('right'),
  className: z.string().optional(),
});
/** The version menu of a docs instance (Docusaurus); it links to each version's docs, which exist. */
const docsVersionDropdownNavbarItem = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  position: position.default('left'),
  className: z.string().optional(),
  docsPluginId: z.string().optional(),
});
/** A link to a docs instance's version (Docusaurus): `to`, or the version's main doc. */
const docsVersionNavbarItem = z.strictObject({
  type: z.literal('docsVersion'),
  ...navbarLinkBase,
  to: linkUrl.optional(),
  docsPluginId: z.string().optional(),
});
const localeDropdownNavbarItem = z.strictObject({
  type: z.literal('localeDropdown'),
  position: position.default('left'),
  className: z.string().optional(),
});
/** A menu of links: its items are link, doc and sidebar items, each checked like one of the bar. */
const dropdownNavbarItem = z.strictObject({
  type: z.literal('dropdown'),
  ...navbarLinkBase,
  to: linkUrl.optional(),
  href: linkUrl.optional(),
  items: z.array(
    z.preprocess(
      (item) => (item && typeof item === 'object' && !('type' in item) ? { ...item, type: 'default' } : item),
      z.discriminatedUnion('type', [defaultNavbarItem, docNavbarItem, docSidebarNavbarItem, htmlNavbarItem, docsVersionNavbarItem]),
    ),
  ),
});

export const navbarItem = z.preprocess(
  // Docusaurus treats an item without `type` as a plain link.
  (item) => (item && typeof item === 'object' && !('type' in item) ? { ...item, type: 'default' } : item),
  z.discriminatedUnion('type', [
    defaultNavbarItem,
    docNavbarItem,
    docSidebarNavbarItem,
    htmlNavbarItem,
    searchNavbarItem,
    docsVersionDropdownNavbarItem,
    docsVersionNavbarItem,
    localeDropdownNavbarItem,
    dropdownNavbarItem,
  ]),
);
export type NavbarItem = z.infer<typeof navbarItem>;

const footerLink = z.strictObject({
  /** Docusaurus: `html` may stand for the label */
  label: z.string().optional(),
  to: linkUrl.optional(),
  href: linkUrl.optional(),
  ...linkAttributes,
});

const colorMode = z.strictObject({
  defaultMode: z.enum(['light', 'dark']).default('light'),
  disableSwitch: z.boolean().default(false),
  respectPrefersColorScheme: z.boolean().default(false),
});

const algolia = z.strictObject({
  appId: z.string(),
  apiKey: z.string(),
  indexName: z.string(),
  contextualSearch: z.boolean().default(true),
  searchParameters: z.record(z.string(), z.unknown()).default({}),
  searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
  replaceSearchResultPathname: z.strictObject({ from: z.string(), to: z.string() }).optional(),
  externalUrlRegex: z.string().optional(),
  insights: z.boolean().default(false),
});

/** Words a query's words can be matched against in a synonym rule's input: a phrase up to this long. */
const MAX_SYNONYM_PHRASE = 4;

/** Synonym text of one to `most` terms as the search splits text; `tooMany` says why more are refused. */
function synonymText(most: number, tooMany: (text: string, terms: number) => string) {
  return z.string().superRefine((text, context) => {
    const terms = tokenize(text).length;
    if (terms === 0) context.addIssue({ code: 'custom', message: 'a synonym cannot be empty' });
    else if (terms > most) context.addIssue({ code: 'custom', message: tooMany(text, terms) });
  });
}

/**
 * A word a synonym rule finds (or a word of a group, which is found as well as finding): one
 * term, the unit the index matches.
 */
const synonymWord = synonymText(
  1,
  (word, terms) => `"${word}" is ${terms} words: a word the search finds is one word (an identifier such as "tickDuration" is one); a phrase can be what a reader types, the input of a one-way rule ({ input: '${word}', synonyms: [...] })`,
);

/** What a reader types that a one-way rule answers: a word or a phrase of a few words ("running total"). */
const synonymInput = synonymText(MAX_SYNONYM_PHRASE, (input, terms) => `"${input}" is ${terms} words: a synonym's input is a phrase of at most ${MAX_SYNONYM_PHRASE}`);

/**
 * A rule of the site's synonyms, as Algolia's: words that find one another (`['logo', 'icon']`),
 * or what a reader types (a word or a phrase) that also finds other words, not back
 * (`{ input: 'running total', synonyms: ['cumulative'] }`).
 */
export const searchSynonym = z.union([
  z.array(synonymWord).min(2, 'a group of synonyms has at least two words'),
  z.strictObject({ input: synonymInput, synonyms: z.array(synonymWord).min(1) }),
]);
export type SearchSynonym = z.infer<typeof searchSynonym>;

/**
 * The local search's options. `synonyms`: the words readers use for the site's things that its
 * pages don't (a reader asks for "logos", the pages say "icons"). A synonym counts a little less
 * than the word itself (renderer/theme/search/local-index.ts).
 */
const search = z.strictObject({ synonyms: z.array(searchSynonym).default([]) });

const themeConfig = z.strictObject({
  image: z.string().optional(),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: z
        .strictObject({ alt: z.string().optional(), src: z.string(), srcDark: z.string().optional(), href: linkUrl.optional() })
        .optional(),
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('dark'),
      links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })).default([]),
      copyright: z.string().optional(),
    })
    .optional(),
  colorMode: colorMode.default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  announcementBar: z
    .strictObject({
      id: z.string().default('announcement-bar'),
      content: z.string(),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  docs: z
    .strictObject({
      sidebar: z
        .strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) })
        .default({ hideable: false, autoCollapseCategories: false }),
    })
    .default({ sidebar: { hideable: false, autoCollapseCategories: false } }),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  codeHighlight: z
    .strictObject({
      lightTheme: z.string().default('github-light'),
      darkTheme: z.string().default('github-dark'),
      additionalLanguages: z.array(z.string()).default([]),
    })
    .default({ lightTheme: 'github-light', darkTheme: 'github-dark', additionalLanguages: [] }),
  algolia: algolia.optional(),
  search: search.default({ synonyms: [] }),
});

const localeConfig = z.strictObject({
  label: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  htmlLang: z.string().optional(),
  calendar: z.string().default('gregory'),
  path: z.string().optional(),
});

/** Names an API reference must contain, by kind; a name that disappears or changes kind is an error. */
const apiNames = {
  functions: z.array(z.string()).optional(),
  interfaces: z.array(z.string()).optional(),
  typeAliases: z.array(z.string()).optional(),
  variables: z.array(z.string()).optional(),
  classes: z.array(z.string()).optional(),
  enums: z.array(z.string()).optional(),
};

/**
 * Generated content: an API reference built at build time from a package's type declarations
 * (with TypeDoc). `entry` is a `.d.ts` file, relative to the site directory; a path starting
 * with `node_modules/` is also looked up in the parent directories, as Node resolves packages.
 */
export const apiReference = z.strictObject({
  entry: z.string().min(1),
  /** the module whose exports are the public API (`declare module "racing-bars"`, or the entry file's own exports) */
  module: z.string().min(1),
  /** must lie under `docs.routeBasePath`; the pages are docs under the matching folder */
  routeBasePath: z.string().default('/api'),
  expected: z.strictObject({ ...apiNames, internal: z.strictObject(apiNames).optional() }).optional(),
});
export type ApiReferenceConfig = z.infer<typeof apiReference>;

/** Docusaurus 3's defaults: HTML comments, `:::` admonitions and `{#id}` heading ids on. */
const mdx1Compat = z.strictObject({
  comments: z.boolean().default(true),
  admonitions: z.boolean().default(true),
  headingIds: z.boolean().default(true),
});

/** How Markdown and MDX are read. */
export const markdownOptions = z.strictObject({
  /** `mdx`, `md` (CommonMark) or `detect` (by extension) */
  format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
  mdx1Compat: mdx1Compat.default(() => mdx1Compat.parse({})),
  hooks: z
    .strictObject({
      /** the level of `broken-markdown-link` (unless the top-level `onBrokenMarkdownLinks` is set) */
      onBrokenMarkdownLinks: reportingLevel.default('warn'),
      onBrokenMarkdownImages: reportingLevel.default('throw'),
    })
    .default({ onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' }),
  /**
   * What MDX `import`/`export` and `{expressions}` are. `data` (a docs.config site's default):
   * content is data, they are errors and nothing runs. `compile` (a Docusaurus site's): they are
   * the authors' code, parsed and never run; links are read from them statically.
   */
  mdxCode: z.enum(['data', 'compile']).default('data'),
  /**
   * `$…$` and `$$…$$` are math, as remark-math reads them: inside, `{`, `_` and `*` are TeX, not MDX
   * expressions or emphasis. On for a Docusaurus site whose content plugins list remark-math.
   */
  math: z.boolean().default(false),
});
export type MarkdownConfig = z.infer<typeof markdownOptions>;

/** What the checks take as given. */
export const checksOptions = z.strictObject({
  /**
   * Globs of routes made by things docs-cli cannot see (a plugin it does not run: `/api/**`):
   * links into them are not reported.
   */
  externalRoutes: z.array(z.string()).default([]),
  /**
   * A Markdown file link that names no doc is also judged as the URL it is written as: Docusaurus
   * leaves it so in the page, and its broken-link check then reports that URL (on for a
   * `docusaurus.config` site, so that `check` fails where Docusaurus's build does).
   */
  markdownLinksAsWritten: z.boolean().default(false),
  /**
   * The ids a link's `#fragment` may name. `rendered`: every id the page's HTML carries.
   * `collected`: only those Docusaurus's broken-anchor check collects as the page renders: the
   * ids of headings (h2 to h6), of links and list items made by Markdown (footnotes), of
   * `<details>` and of components (`<Link id>`, `<Heading id>`); an id written on an HTML element
   * in MDX (`<section id>`, `<a id>`) works in the browser but Docusaurus reports a link to it
   * (on for a `docusaurus.config` site, so that `check` reports what Docusaurus's build does).
   */
  anchors: z.enum(['rendered', 'collected']).default('rendered'),
  /**
   * Import aliases (`@components` → `./src/components`, absolute or relative to the site): where
   * the components an MDX page imports are found, whose own links are checked on the page
   * (a Docusaurus site's come from docusaurus-plugin-module-alias).
   */
  moduleAliases: z.record(z.string(), z.string()).default({}),
});
export type AnchorRule = z.infer<typeof checksOptions>['anchors'];

/**
 * Limits on one content file. A file past one is refused with a finding (`content-too-large`,
 * `content-too-deep`) instead of parsed: parsing costs from 0.4 to 2.5 KB of memory per byte of
 * markup, and one hostile file must not stall a build. The defaults let real pages through (1 MB
 * changelogs, generated API pages of tables) and refuse a 5 MB file at once (bench/README.md).
 */
export const contentLimits = z.strictObject({
  maxFileBytes: z.number().int().positive().default(1_572_864),
  maxLines: z.number().int().positive().default(40_000),
  maxNesting: z.number().int().positive().default(100),
  maxHeadings: z.number().int().positive().default(5_000),
  /** per paragraph or heading: the parser keeps every word, emphasis run and bracket of one as events until it ends */
  maxParagraphWords: z.number().int().positive().default(100_000),
  maxEmphasisRuns: z.number().int().positive().default(4_000),
  maxBrackets: z.number().int().positive().default(10_000),
});
export type ContentLimits = z.infer<typeof contentLimits>;

/** Docusaurus's default `exclude` of the docs, blog and pages plugins: partials, tests and their folders. */
export const DEFAULT_CONTENT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** A docs version's options (`docs.versions['2.0']`): its label and URL segment; banner, badge and class are the renderer's. */
export const docsVersionOptions = z.strictObject({
  label: z.string().optional(),
  /** the URL segment instead of the version's name (`/docs/three/…`) */
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  className: z.string().optional(),
  noIndex: z.boolean().optional(),
});
export type DocsVersionOptions = z.infer<typeof docsVersionOptions>;

/** One docs plugin instance: its folder, URL prefix, sidebars file, which files are docs, and its versions (`versions.json`). */
export const docsInstance = z.strictObject({
  id: z.string().min(1).default('default'),
  path: z.string().default('docs'),
  routeBasePath: z.string().default('/'),
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  /** each sidebar category's `collapsible` and `collapsed` unless it sets its own (a non-collapsible one is shown open) */
  sidebarCollapsible: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(true),
  editUrl: z.string().refine((url) => !isDangerousUrl(url), 'a javascript:, vbscript: or data: URL cannot be an edit link').optional(),
  /** globs relative to the docs folder (and to each version's folder) */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default(DEFAULT_CONTENT_EXCLUDE),
  /** the version served at the root (default: the first entry of `versions.json`, or current when there is none) */
  lastVersion: z.string().optional(),
  /** only these versions are loaded (`current` names the docs folder); the others have no routes and are not checked */
  onlyIncludeVersions: z.array(z.string()).optional(),
  includeCurrentVersion: z.boolean().default(true),
  versions: z.record(z.string(), docsVersionOptions).default({}),
  /** custom admonition keywords (`:::security`), added to the defaults unless `extendDefaults` is false */
  admonitions: z.strictObject({ keywords: z.array(z.string()).default([]), extendDefaults: z.boolean().default(true) }).optional(),
});
export type DocsInstanceConfig = z.infer<typeof docsInstance>;

/** How loudly a blog content problem is said (Docusaurus's blog plugin options). */
const blogLevel = z.enum(['ignore', 'log', 'warn', 'throw']);

export const blogOptions = z.strictObject({
  path: z.string().default('blog'),
  routeBasePath: z.string().default('blog'),
  showReadingTime: z.boolean().default(true),
  postsPerPage: z.number().int().positive().default(10),
  blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  blogTitle: z.string().optional(),
  blogDescription: z.string().optional(),
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default(DEFAULT_CONTENT_EXCLUDE),
  /** the archive page listing every post, under the blog's route (`archive`); null: none (a docs.config site's default) */
  archiveBasePath: z.string().nullable().default(null),
  /** the authors map (`authors.yml` or `.json`), relative to the blog folder */
  authorsMapPath: z.string().default('authors.yml'),
  /** the tags file relative to the blog folder; `false` or null: none */
  tags: z.union([z.string(), z.literal(false), z.null()]).default('tags.yml'),
  /** a regular expression's source: what ends a post's excerpt on lists */
  truncateMarker: z.string().default('<!--\\s*truncate\\s*-->|\\{\\/\\*\\s*truncate\\s*\\*\\/\\}'),
  feedOptions: z
    .strictObject({
      /** null: no feeds (a docs.config site's default); a Docusaurus site's is ['rss', 'atom'] */
      type: z.union([z.array(z.enum(['rss', 'atom', 'json'])), z.literal('all'), z.null()]).default(null),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      language: z.string().optional(),
      /** the newest posts a feed lists; false or null: all */
      limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
    })
    .default({ type: null, limit: 20 }),
  /** authors written in a post rather than in the authors map (Docusaurus: warn) */
  onInlineAuthors: blogLevel.default('ignore'),
  /** tags not defined in the tags file (Docusaurus: warn) */
  onInlineTags: blogLevel.default('ignore'),
  /** posts without a truncation marker (Docusaurus: warn) */
  onUntruncatedBlogPosts: blogLevel.default('ignore'),
});
export type BlogConfig = z.infer<typeof blogOptions>;

export const pagesOptions = z.strictObject({
  /** a Docusaurus site's is `src/pages` */
  path: z.string().default('pages'),
  routeBasePath: z.string().default('/'),
  /** a Docusaurus site's also takes React pages: `**\/*.{js,jsx,ts,tsx,md,mdx}` */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default(DEFAULT_CONTENT_EXCLUDE),
});
export type PagesConfig = z.infer<typeof pagesOptions>;

/** What a Docusaurus site gets where a docs.config site's default differs (the loader of docusaurus.config maps onto these). */
export const DOCUSAURUS_DEFAULTS = {
  docs: { routeBasePath: 'docs' },
  blog: { archiveBasePath: 'archive', feedOptions: { type: ['rss', 'atom'] as ('rss' | 'atom' | 'json')[] }, onInlineAuthors: 'warn', onInlineTags: 'warn', onUntruncatedBlogPosts: 'warn' },
  pages: { path: 'src/pages', include: ['**/*.{js,jsx,ts,tsx,md,mdx}'] },
} as const;

export const siteConfig = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.url(),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'baseUrl must start and end with "/", like "/" or "/docs/"')
    .default('/'),
  favicon: z.string().optional(),
  organizationName: z.string().optional(),
  projectName: z.string().optional(),
  trailingSlash: z.boolean().optional(),
  onBrokenLinks: reportingLevel.default('throw'),
  onBrokenAnchors: reportingLevel.default('warn'),
  /** Docusaurus's older place of `markdown.hooks.onBrokenMarkdownLinks`: when set, it wins (see reportingLevelOf) */
  onBrokenMarkdownLinks: reportingLevel.optional(),
  /** `throw`: one page would replace another. A Docusaurus config keeps Docusaurus's `warn` (cli/load/docusaurus/markdown.ts). */
  onDuplicateRoutes: reportingLevel.default('throw'),
  /** `unsafe-html` and `unsafe-url`: the unsafe part is always removed; this only sets how loudly. */
  onUnsafeContent: reportingLevel.default('throw'),
  i18n: z
    .strictObject({
      defaultLocale: z.string().default('en'),
      locales: z.array(z.string()).min(1).default(['en']),
      localeConfigs: z.record(z.string(), localeConfig).default({}),
    })
    .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
  /** The docs plugin's default instance (id `default`); `false` turns docs off. */
  docs: z.union([z.literal(false), docsInstance]).default(() => docsInstance.parse({})),
  /** Further docs plugin instances (Docusaurus's `plugin-content-docs` with an `id`), each with its own folder, routes, sidebars and versions. */
  docsInstances: z.array(docsInstance.extend({ id: z.string().min(1).regex(/^[\w-]+$/, 'a docs instance id is letters, digits, `_` and `-`') })).default([]),
  /** `false` turns the blog off. */
  blog: z.union([z.literal(false), blogOptions]).default(() => blogOptions.parse({})),
  /** Standalone pages; `false` turns them off. */
  pages: z.union([z.literal(false), pagesOptions]).default(() => pagesOptions.parse({})),
  staticDirectories: z.array(z.string()).default(['static']),
  scripts: z
    .array(
      z.union([
        z.string(),
        z.strictObject({ src: z.string(), async: z.boolean().default(false), defer: z.boolean().default(false) }),
      ]),
    )
    .default([]),
  markdown: markdownOptions.default(() => markdownOptions.parse({})),
  checks: checksOptions.default({ externalRoutes: [], markdownLinksAsWritten: false, anchors: 'rendered', moduleAliases: {} }),
  limits: contentLimits.default(() => contentLimits.parse({})),
  themeConfig: themeConfig.default(() => themeConfig.parse({})),
  customFields: z.record(z.string(), z.unknown()).default({}),
  apiReference: apiReference.optional(),
  /**
   * The site's own build plugins: module paths relative to the site, each default-exporting a
   * site plugin (renderer/site-build/site-plugin.ts), run by the site build only.
   */
  sitePlugins: z.array(z.string().min(1)).default([]),
  /**
   * The props content may give the site's own components beyond strings, numbers and booleans:
   * component → prop → kind (`{ Chart: { data: 'object', height: 'number' } }`). A component listed
   * here takes its listed props alone, each of its kind (schema/content-components.ts).
   */
  componentProps: z.record(z.string().regex(/^[A-Z]/, 'a component name starts with a capital letter'), z.record(z.string(), z.union([z.enum(PROP_KINDS), z.array(z.enum(PROP_KINDS)).min(1)]))).default({}),
});

/** The level a reporting option sets: the top-level `onBrokenMarkdownLinks` wins over `markdown.hooks`, as in Docusaurus. */
export function reportingLevelOf(config: Pick<SiteConfig, ReportingOption | 'markdown'>, option: ReportingOption): ReportingLevel {
  if (option === 'onBrokenMarkdownLinks') return config.onBrokenMarkdownLinks ?? config.markdown.hooks.onBrokenMarkdownLinks;
  return config[option];
}

/** Every docs instance of the site: the default one (unless `docs: false`), then `docsInstances`. */
export function docsInstancesOf(config: Pick<SiteConfig, 'docs' | 'docsInstances'>): DocsInstanceConfig[] {
  return config.docs === false ? config.docsInstances : [config.docs, ...config.docsInstances];
}

/** The docs instance of that id, when it is on. */
export function docsInstanceById(config: Pick<SiteConfig, 'docs' | 'docsInstances'>, id = 'default'): DocsInstanceConfig | undefined {
  return docsInstancesOf(config).find((instance) => instance.id === id);
}

/** A configured content folder (site-relative, as written) and the config key that names it. */
export interface ContentFolder {
  key: string;
  path: string;
  kind: 'doc' | 'blog' | 'page';
  /** a docs folder's instance id */
  instance?: string;
}

/** The blog's authors map and tags file, site-relative (the tags file only when there is one). */
export function blogDataFilesOf(blog: BlogConfig): string[] {
  const folder = blog.path.replace(/^\.\//, '').replace(/\/+$/, '');
  const within = (file: string) => (folder === '' || folder === '.' ? file : `${folder}/${file}`).replace(/\/\.\//g, '/');
  return [within(blog.authorsMapPath), ...(typeof blog.tags === 'string' ? [within(blog.tags)] : [])];
}

/** The content folders of the plugins that are on: each docs instance's (current version), the blog's, the pages'. */
export function contentFoldersOf(config: Pick<SiteConfig, 'docs' | 'docsInstances' | 'blog' | 'pages'>): ContentFolder[] {
  const folders: ContentFolder[] = [];
  if (config.docs !== false) folders.push({ key: 'docs.path', path: config.docs.path, kind: 'doc', instance: config.docs.id });
  for (const [i, d] of config.docsInstances.entries()) folders.push({ key: `docsInstances.${i}.path`, path: d.path, kind: 'doc', instance: d.id });
  if (config.blog !== false) folders.push({ key: 'blog.path', path: config.blog.path, kind: 'blog' });
  if (config.pages !== false) folders.push({ key: 'pages.path', path: config.pages.path, kind: 'page' });
  return folders;
}

/** What the author writes (defaults optional). */
export type SiteConfigInput = z.input<typeof siteConfig>;
/** What every stage sees (defaults applied). */
export type SiteConfig = z.infer<typeof siteConfig>;
