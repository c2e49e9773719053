/**
 * A Docusaurus config's value mapped onto docs-cli's config (cli/load/docusaurus/): the exact
 * input each shape gives, the notes said once, and the normalised config schema/config.ts makes
 * of it (cli/load/config.ts).
 */
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../cli/load/docusaurus/index.ts';
import { loadConfig } from '../../../../cli/load/config.ts';

const SITE = { title: 'T', url: 'https://example.com' };

/** What Docusaurus's classic preset gives each content plugin when its options say nothing. */
const DOCS = { routeBasePath: 'docs' };
const BLOG = { archiveBasePath: 'archive', feedOptions: { type: ['rss', 'atom'] }, onInlineAuthors: 'warn', onInlineTags: 'warn', onUntruncatedBlogPosts: 'warn' };
const PAGES = { path: 'src/pages', include: ['**/*.{js,jsx,ts,tsx,md,mdx}'] };
const MARKDOWN = { mdxCode: 'compile', mdx1Compat: { comments: true, admonitions: true, headingIds: true }, hooks: {} };
const NONE = { docs: false, docsInstances: [], blog: false, pages: false };

const map = (value: unknown, text = '') => mapDocusaurusConfig(value, 'docusaurus.config.js', text);
const notes = (value: unknown, text: string) => map(value, text).diagnostics.map((d) => [d.level, d.code, d.line, d.column, d.message]);

describe('mapDocusaurusConfig: presets and plugins', () => {
  it('gives the classic preset named by its package, without options, its docs, blog and pages with their defaults', () => {
    expect(map({ ...SITE, presets: ['@docusaurus/preset-classic'] }).config).toEqual({
      ...SITE,
      docs: DOCS,
      docsInstances: [],
      blog: BLOG,
      pages: PAGES,
      markdown: MARKDOWN,
      checks: { externalRoutes: [], markdownLinksAsWritten: true, anchors: 'collected', moduleAliases: {} },
      onDuplicateRoutes: 'warn',
      onUnsafeContent: 'ignore',
    });
  });

  it("reads the classic preset's options of all four sections, and false turning one off", () => {
    const config = {
      ...SITE,
      presets: [
        [
          'classic',
          {
            docs: { path: 'content', routeBasePath: 'guide', sidebarPath: './sidebars.js', editUrl: () => 'https://x', showLastUpdateTime: true },
            blog: false,
            pages: { exclude: ['**/draft-*.md'] },
            theme: { customCss: './src/css/custom.css' },
            gtag: { trackingID: 'G-1' },
          },
        ],
      ],
    };
    const { docs, docsInstances, blog, pages } = map(config).config as Record<string, unknown>;
    // editUrl as a function and the options docs-cli has no use for are left out.
    expect({ docs, docsInstances, blog, pages }).toEqual({
      docs: { routeBasePath: 'guide', path: 'content', sidebarPath: './sidebars.js' },
      docsInstances: [],
      blog: false,
      pages: { ...PAGES, exclude: ['**/draft-*.md'] },
    });
  });

  it('has no docs, blog or pages without a preset or content plugin, as in Docusaurus', () => {
    const { docs, docsInstances, blog, pages } = map({ ...SITE }).config as Record<string, unknown>;
    expect({ docs, docsInstances, blog, pages }).toEqual(NONE);
  });

  it('reads content plugin instances by short name, package name and resolved path; an id other than default is a further docs instance', () => {
    const config = {
      ...SITE,
      plugins: [
        ['content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', versions: { current: { label: 'Next' } } }],
        ['/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js', { admonitions: { keywords: ['security'], extendDefaults: true } }],
        '@docusaurus/plugin-content-blog',
        ['content-pages', { path: 'pages' }],
        '@docusaurus/plugin-sitemap',
      ],
    };
    const { docs, docsInstances, blog, pages } = map(config).config as Record<string, unknown>;
    expect({ docs, docsInstances, blog, pages }).toEqual({
      docs: { ...DOCS, admonitions: { keywords: ['security'], extendDefaults: true } },
      docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', versions: { current: { label: 'Next' } } }],
      blog: BLOG,
      pages: { ...PAGES, path: 'pages' },
    });
    expect(map(config).diagnostics).toEqual([]);
  });

  it("maps the blog's feed type, RegExp truncation marker and admonitions: false", () => {
    const config = { ...SITE, presets: [['classic', { docs: { admonitions: false }, blog: { feedOptions: { type: 'json' }, truncateMarker: /<!-- more -->/, postsPerPage: 5 }, pages: false }]] };
    const { docs, blog } = map(config).config as Record<string, unknown>;
    expect(docs).toEqual({ ...DOCS, admonitions: { keywords: [], extendDefaults: false } });
    expect(blog).toEqual({ ...BLOG, postsPerPage: 5, feedOptions: { type: ['json'] }, truncateMarker: '<!-- more -->' });
  });

  it('says once for each plugin or theme it does not run that its routes are unknown, and leaves links under its routeBasePath unchecked', () => {
    const text = [
      'module.exports = {',
      '  plugins: [',
      "    ['docusaurus-plugin-openapi-docs', { routeBasePath: '/api/' }],",
      '    localPlugin,',
      "    ['./plugins/at-root', { routeBasePath: '/' }],",
      '  ],',
      "  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-search-typesense'],",
      '};',
    ].join('\n');
    const config = {
      ...SITE,
      plugins: [['docusaurus-plugin-openapi-docs', { routeBasePath: '/api/' }], function localPlugin() {}, ['./plugins/at-root', { routeBasePath: '/' }]],
      themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-search-typesense'],
    };
    expect(map(config, text).config?.checks).toEqual({ externalRoutes: ['/api', '/api/**'], markdownLinksAsWritten: true, anchors: 'collected', moduleAliases: {} });
    const reported = 'links into them are reported unless checks.externalRoutes names them (customFields.docsCli.externalRoutes)';
    expect(notes(config, text)).toEqual([
      ['info', 'unknown-plugin', 3, 7, 'plugin "docusaurus-plugin-openapi-docs" is not run by docs-cli: the routes it makes are unknown; links under its routeBasePath (/api/**) are not checked'],
      ['info', 'unknown-plugin', 4, 5, `plugin "localPlugin" is not run by docs-cli: the routes it makes are unknown; ${reported}`],
      ['info', 'unknown-plugin', 5, 7, `plugin "./plugins/at-root" is not run by docs-cli: the routes it makes are unknown; ${reported}`],
      ['info', 'unknown-plugin', 7, 42, `theme "docusaurus-theme-search-typesense" is not run by docs-cli: the routes it makes are unknown; ${reported}`],
    ]);
  });

  it('says it once, counting them, for the instances of a plugin one literal of the config makes', () => {
    const text = "module.exports = {\n  plugins: ['a', 'b'].map((name) => ['docusaurus-plugin-typedoc', { id: name }]),\n};\n";
    const config = { ...SITE, plugins: [['docusaurus-plugin-typedoc', { id: 'a' }], ['docusaurus-plugin-typedoc', { id: 'b' }], ['docusaurus-plugin-typedoc', { id: 'c' }]] };
    const reported = 'links into them are reported unless checks.externalRoutes names them (customFields.docsCli.externalRoutes)';
    expect(notes(config, text)).toEqual([['info', 'unknown-plugin', 2, 39, `plugin "docusaurus-plugin-typedoc" is not run by docs-cli: the routes it makes are unknown; ${reported} (3 times)`]]);
  });

  it('lists the remark, rehype and recma plugins and Markdown functions it does not run in one note', () => {
    const text = "export default {\n  presets: [['classic', { docs: { remarkPlugins: [math] } }]],\n};\n";
    const config = {
      ...SITE,
      markdown: { preprocessor: () => '' },
      presets: [['classic', { docs: { beforeDefaultRemarkPlugins: [function addSeeAlso() {}], remarkPlugins: [[function remarkGfm() {}, {}]], rehypePlugins: [function rehypeKatex() {}] }, blog: { remarkPlugins: [function remarkGfm() {}] } }]],
    };
    expect(notes(config, text)).toEqual([
      ['info', 'plugin-not-run', 2, 35, 'not run by docs-cli: addSeeAlso, remarkGfm, rehypeKatex, markdown.preprocessor; links and headings they would add or change are not seen'],
    ]);
  });
});

describe('mapDocusaurusConfig: levels, markdown, i18n, checks', () => {
  it('reads math syntax on every page when a content plugin lists remark-math, and not otherwise', () => {
    const markdownOf = (remarkPlugins: unknown[]) => (map({ ...SITE, presets: [['classic', { blog: { remarkPlugins } }]] }).config as { markdown: unknown }).markdown;
    expect([markdownOf([function remarkMath() {}]), markdownOf([[function remarkMath() {}, {}]]), markdownOf([function remarkGfm() {}])]).toEqual([
      { ...MARKDOWN, math: true },
      { ...MARKDOWN, math: true },
      MARKDOWN,
    ]);
  });

  it("warns once that the top-level onBrokenMarkdownLinks is deprecated, and keeps it over markdown.hooks', as Docusaurus does", () => {
    const text = "module.exports = {\n  onBrokenLinks: 'warn',\n  onBrokenMarkdownLinks: 'throw',\n  markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } },\n};\n";
    const value = { ...SITE, onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'throw', markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } } };
    const mapped = map(value, text).config as Record<string, unknown>;
    expect([mapped.onBrokenLinks, mapped.onBrokenMarkdownLinks, mapped.markdown]).toEqual(['warn', 'throw', { ...MARKDOWN, hooks: { onBrokenMarkdownLinks: 'ignore' } }]);
    expect(notes(value, text)).toEqual([
      [
        'warn',
        'deprecated-config',
        3,
        3,
        'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4. Please migrate and move this option to `siteConfig.markdown.hooks.onBrokenMarkdownLinks` instead.',
      ],
    ]);
  });

  it("reads markdown.format and mdx1Compat; future.v4 turns the MDX 1 compatibility off where it is not set", () => {
    const markdown = { format: 'detect', mdx1Compat: { comments: true }, mermaid: true };
    expect((map({ ...SITE, markdown, future: { v4: true } }).config as Record<string, unknown>).markdown).toEqual({
      ...MARKDOWN,
      format: 'detect',
      mdx1Compat: { comments: true, admonitions: false, headingIds: false },
    });
  });

  it('checks the default locale only, and says which locales are not', () => {
    const text = "module.exports = {\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },\n};\n";
    const value = { ...SITE, i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { en: { label: 'English', htmlLang: 'en-GB', translate: true }, fr: { label: 'Français' } } } };
    expect((map(value, text).config as Record<string, unknown>).i18n).toEqual({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en-GB' } } });
    expect(notes(value, text)).toEqual([['info', 'locales-ignored', 2, 32, 'only the default locale "en" is checked; "fr", "de" are not (their translated files are not read)']]);
  });

  it("takes checks.externalRoutes from customFields.docsCli, the one place Docusaurus accepts docs-cli's options", () => {
    const value = { ...SITE, customFields: { docsCli: { externalRoutes: ['/legacy/**'] }, render: () => null } };
    const mapped = map(value).config as Record<string, unknown>;
    expect([mapped.checks, mapped.customFields]).toEqual([{ externalRoutes: ['/legacy/**'], markdownLinksAsWritten: true, anchors: 'collected', moduleAliases: {} }, { docsCli: { externalRoutes: ['/legacy/**'] } }]);
  });

  it('takes the import aliases of docusaurus-plugin-module-alias, with no note, as it makes no routes', () => {
    const value = { ...SITE, plugins: [['docusaurus-plugin-module-alias', { alias: { '@components': '/site/src/components', bad: 3 } }]] };
    expect((map(value).config as { checks: { moduleAliases: unknown } }).checks.moduleAliases).toEqual({ '@components': '/site/src/components' });
    expect(notes(value, '')).toEqual([]);
  });

  it("counts anchors as Docusaurus's check collects them unless customFields.docsCli.anchors asks for every rendered id", () => {
    const value = { ...SITE, customFields: { docsCli: { anchors: 'rendered' } } };
    expect((map(value).config as { checks: unknown }).checks).toEqual({ externalRoutes: [], markdownLinksAsWritten: true, anchors: 'rendered', moduleAliases: {} });
    expect((map(SITE).config as { checks: unknown }).checks).toEqual({ externalRoutes: [], markdownLinksAsWritten: true, anchors: 'collected', moduleAliases: {} });
  });

  it("leaves what docs-cli's renderer would remove unreported, as Docusaurus renders the authors' MDX as written, unless customFields.docsCli.onUnsafeContent says how loudly", () => {
    expect((map({ ...SITE }).config as Record<string, unknown>).onUnsafeContent).toBe('ignore');
    expect((map({ ...SITE, customFields: { docsCli: { onUnsafeContent: 'warn' } } }).config as Record<string, unknown>).onUnsafeContent).toBe('warn');
  });

  it('refuses a top-level key Docusaurus refuses, with the key it most likely meant', () => {
    const text = "module.exports = {\n  title: 'T',\n  onBrokenLink: 'warn',\n};\n";
    const mapped = map({ ...SITE, onBrokenLink: 'warn' }, text);
    expect(mapped.config).toBeUndefined();
    expect(mapped.diagnostics.map((d) => [d.level, d.code, d.line, d.column, d.message, d.hint])).toEqual([
      ['error', 'invalid-config', 3, 3, '`onBrokenLink`: not a Docusaurus config key (Docusaurus refuses it too)', 'did you mean `onBrokenLinks`?'],
    ]);
  });
});

describe('mapDocusaurusConfig: themeConfig', () => {
  it('keeps the navbar and footer items docs-cli can show and check, with their link attributes', () => {
    const themeConfig = {
      prism: { theme: {} },
      metadata: [{ name: 'keywords', content: 'x' }],
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      navbar: {
        title: 'Site',
        style: 'dark',
        logo: { alt: 'Logo', src: 'img/logo.svg', href: '/start', width: 32 },
        items: [
          { type: 'docSidebar', sidebarId: 'main', docsPluginId: 'community', label: 'Guide', position: 'left' },
          { to: '/blog', label: 'Blog', target: '_blank', 'data-x': 'y' },
          { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/versions', label: 'All' }] },
          { type: 'localeDropdown', position: 'right' },
          { label: 'More', position: 'left', items: [{ to: '/more/a', label: 'A' }, { type: 'doc', docId: 'intro', label: 'Intro' }] },
          { type: 'custom-banner', position: 'right' },
          { type: 'html', value: '<b>hi</b>', position: 'right' },
        ],
      },
      footer: { style: 'dark', logo: { src: 'img/f.svg' }, links: [{ label: 'Docs', to: '/docs/intro' }, { html: '<a href="/x">X</a>' }], copyright: 'C' },
    };
    expect((map({ ...SITE, themeConfig }).config as Record<string, unknown>).themeConfig).toEqual({
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      navbar: {
        title: 'Site',
        logo: { alt: 'Logo', src: 'img/logo.svg', href: '/start' },
        items: [
          { type: 'docSidebar', sidebarId: 'main', docsPluginId: 'community', label: 'Guide', position: 'left' },
          { type: 'default', to: '/blog', label: 'Blog', target: '_blank' },
          { type: 'docsVersionDropdown', position: 'right' },
          { type: 'localeDropdown', position: 'right' },
          {
            type: 'dropdown',
            label: 'More',
            position: 'left',
            items: [
              { type: 'default', to: '/more/a', label: 'A' },
              { type: 'doc', docId: 'intro', label: 'Intro' },
            ],
          },
          { type: 'html', value: '<b>hi</b>', position: 'right' },
        ],
      },
      footer: { style: 'dark', links: [{ title: '', items: [{ label: 'Docs', to: '/docs/intro' }, { html: '<a href="/x">X</a>' }] }], copyright: 'C' },
    });
  });
});

describe('loadConfig with a Docusaurus config', () => {
  const raw = (value: unknown, text = '', extra = {}) => ({ file: '/site/docusaurus.config.js', text, value, ...extra });

  it("validates the mapped config into the SiteConfig every stage reads, with the Docusaurus site's defaults", () => {
    const loaded = loadConfig('/site', raw({ ...SITE, presets: [['classic', { blog: false }]] }));
    expect(loaded.diagnostics).toEqual([]);
    const config = loaded.config!;
    const docs = config.docs === false ? undefined : [config.docs.id, config.docs.path, config.docs.routeBasePath];
    expect([docs, config.blog, config.pages === false ? undefined : config.pages.path, config.markdown.mdxCode]).toEqual([
      ['default', 'docs', 'docs'],
      false,
      'src/pages',
      'compile',
    ]);
  });

  it('takes a navbar link with `rel: null`, as Docusaurus does, as one with no rel', () => {
    const themeConfig = { navbar: { items: [{ label: 'Forum', href: 'https://forum.example', rel: null }] } };
    const loaded = loadConfig('/site', raw({ ...SITE, themeConfig }));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.themeConfig.navbar.items[0]).toMatchObject({ label: 'Forum', href: 'https://forum.example' });
    expect(loaded.config?.themeConfig.navbar.items[0]).not.toHaveProperty('rel', null);
  });

  it("reports a wrong value in the source, at the preset's section it was read from", () => {
    const text = "module.exports = {\n  presets: [\n    ['classic', {\n      docs: { routeBasePath: 42 },\n    }],\n  ],\n};\n";
    const loaded = loadConfig('/site', raw({ ...SITE, presets: [['classic', { docs: { routeBasePath: 42 } }]] }, text));
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics.map((d) => [d.code, d.file, d.line, d.column, d.message])).toEqual([['invalid-config', 'docusaurus.config.js', 4, 7, '`docs.routeBasePath`: expected string, got number 42']]);
  });

  it('reports a wrong customFields.docsCli.onUnsafeContent where it is written', () => {
    const text = "module.exports = {\n  customFields: {\n    docsCli: { onUnsafeContent: 'loud' },\n  },\n};\n";
    const loaded = loadConfig('/site', raw({ ...SITE, customFields: { docsCli: { onUnsafeContent: 'loud' } } }, text));
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-config', 3, 16]]);
  });

  it("takes the search's synonyms from customFields.docsCli.searchSynonyms, and reports a wrong one where it is written", () => {
    const synonyms = [['logo', 'icon'], { input: 'running total', synonyms: ['cumulative'] }];
    expect(loadConfig('/site', raw({ ...SITE, customFields: { docsCli: { searchSynonyms: synonyms } } }, '')).config?.themeConfig.search).toEqual({ synonyms });
    expect(loadConfig('/site', raw({ ...SITE }, '')).config?.themeConfig.search).toEqual({ synonyms: [] });
    const text = "module.exports = {\n  customFields: {\n    docsCli: { searchSynonyms: [['logo']] },\n  },\n};\n";
    const loaded = loadConfig('/site', raw({ ...SITE, customFields: { docsCli: { searchSynonyms: [['logo']] } } }, text));
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([['invalid-config', 3, 33, '`themeConfig.search.synonyms[0]`: a group of synonyms has at least two words']]);
  });

  it('says which packages stood in and which keys a config read from its syntax tree left unknown', () => {
    const text = "import { themes } from 'prism-react-renderer';\nmodule.exports = { title: 'T' };\n";
    const loaded = loadConfig(
      '/site',
      raw({ ...SITE }, text, { standIns: ['prism-react-renderer'], partial: { reason: 'Could not resolve "./generated.json"', unknown: ['themeConfig.navbar.items[1]', 'url'] } }),
    );
    expect(loaded.diagnostics.map((d) => [d.level, d.code, d.line, d.column, d.message])).toEqual([
      ['info', 'package-stand-in', 1, 25, 'not installed, so stood in by an inert value: "prism-react-renderer" (install the site\'s dependencies to use the real package)'],
      ['info', 'config-partly-read', 1, 1, 'the config could not be evaluated (Could not resolve "./generated.json"): its literal parts were read; not known: themeConfig.navbar.items[1], url'],
    ]);
  });
});
