import { defineConfig } from 'docs-cli/config';

// Algolia is optional: without these variables the site uses its embedded local index.
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
        contextualSearch: true,
        replaceSearchResultPathname: { from: '/docs/', to: '/' },
      }
    : undefined;

export default defineConfig({
  title: 'RacingBars',
  tagline: 'Bar chart race made easy',
  url: 'https://racing-bars.hatemhosny.dev',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  organizationName: 'hatemhosny',
  projectName: 'racing-bars',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } },
  docs: { path: 'docs', routeBasePath: '/', editUrl: 'https://github.com/hatemhosny/racing-bars/edit/develop/website' },
  staticDirectories: ['static'],
  // The API reference at /api/, generated at build time from the installed package's declarations.
  apiReference: {
    entry: 'node_modules/racing-bars/racing-bars.d.ts',
    module: 'racing-bars',
    routeBasePath: '/api',
    expected: {
      functions: ['generateId', 'loadData', 'race'],
      interfaces: ['Data', 'DOMCustomEvent', 'Race', 'WideData'],
      typeAliases: ['Options', 'Props'],
      variables: ['defaultOptions'],
      internal: { interfaces: ['Options', 'TickDetails'], typeAliases: ['ApiCallback', 'EventType'] },
    },
  },
  // What its components need made at build time (plugin/index.ts): the gallery's code and thumbnails, the
  // playground's libraries and Prettier 2.4.1, which its Format button loads when first pressed (no page-wide scripts).
  sitePlugins: ['./plugin/index.ts'],
  // What its pages may give its components (components/index.tsx) besides strings, numbers and booleans: all each takes.
  componentProps: {
    RaceChart: { dataUrl: 'string', options: 'object', height: 'number' },
    HomeChart: { dataUrl: 'string', options: 'object', height: 'number' },
    GalleryDemo: { name: 'string', variant: 'number' },
    Playground: {},
  },
  themeConfig: {
    navbar: {
      title: 'RacingBars',
      logo: { alt: 'RacingBars logo', src: '/img/logo.svg' },
      hideOnScroll: false,
      items: [
        { type: 'default', to: '/category/documentation', label: 'Docs', position: 'left', activeBasePath: '/documentation' },
        { type: 'default', to: '/category/gallery', label: 'Gallery', position: 'left', activeBasePath: '/gallery' },
        { type: 'doc', docId: 'sample-datasets', label: 'Sample Datasets', position: 'left' },
        { type: 'default', to: '/playground', label: 'Playground', position: 'left' },
        { type: 'default', href: 'https://github.com/hatemhosny/racing-bars', label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Home', to: '/' },
            { label: 'Features', to: '/features' },
            { label: 'Getting Started', to: '/getting-started/installation' },
            { label: 'Playground', to: '/playground' },
          ],
        },
        {
          title: 'Info',
          items: [
            { label: 'Credits', to: '/credits' },
            { label: 'License', to: '/license' },
            { label: 'Sponsor', to: '/sponsor' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'GitHub', href: 'https://github.com/hatemhosny/racing-bars' },
            { label: 'Twitter', href: 'https://twitter.com/hatemhosny' },
            { label: 'npm', href: 'https://www.npmjs.com/package/racing-bars' },
          ],
        },
      ],
      copyright: 'Copyright © 2020-present Hatem Hosny. Documentation built with docs-cli. MIT licensed.',
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    codeHighlight: { lightTheme: 'github-light', darkTheme: 'github-dark', additionalLanguages: ['json'] },
    // Readers' words for the site's things that its pages don't use, each finding the site's word
    // (one way: a search for "icon" does not find "logo"). Written from the misses of the tuning
    // part of bench/search-sets/racing-bars.json, as an author writes them from search analytics.
    search: {
      synonyms: [
        { input: 'logo', synonyms: ['icon', 'image'] },
        { input: 'picture', synonyms: ['icon', 'image'] },
        { input: 'speed', synonyms: ['tickDuration'] },
        { input: 'slow', synonyms: ['tickDuration'] },
        { input: 'fast', synonyms: ['tickDuration'] },
        { input: 'repeat', synonyms: ['loop'] },
        { input: 'restart', synonyms: ['loop'] },
        { input: 'replay', synonyms: ['loop'] },
        { input: 'autoplay', synonyms: ['autorun'] },
        { input: 'shortcut', synonyms: ['keyboard'] },
        { input: 'hotkey', synonyms: ['keyboard'] },
        { input: 'axis', synonyms: ['scale'] },
        { input: 'rank', synonyms: ['order'] },
        { input: 'ranking', synonyms: ['order'] },
        { input: 'continent', synonyms: ['group'] },
        { input: 'region', synonyms: ['group'] },
        { input: 'category', synonyms: ['group'] },
        { input: 'tall', synonyms: ['height'] },
        { input: 'running total', synonyms: ['cumulative'] },
        { input: 'accumulate', synonyms: ['cumulative'] },
        { input: 'sum', synonyms: ['aggregate'] },
        { input: 'combine', synonyms: ['aggregate'] },
        { input: 'jump', synonyms: ['setDate'] },
        { input: 'seek', synonyms: ['setDate'] },
        { input: 'callback', synonyms: ['event'] },
        { input: 'listener', synonyms: ['event'] },
        { input: 'handler', synonyms: ['event'] },
        { input: 'finish', synonyms: ['end'] },
        { input: 'several', synonyms: ['multiple'] },
        { input: 'editor', synonyms: ['playground'] },
        { input: 'sandbox', synonyms: ['playground'] },
        { input: 'examples', synonyms: ['gallery'] },
        { input: 'demos', synonyms: ['gallery'] },
        { input: 'donate', synonyms: ['sponsor'] },
        { input: 'funding', synonyms: ['sponsor'] },
        { input: 'settings', synonyms: ['options'] },
        { input: 'configuration', synonyms: ['options'] },
        { input: 'defaults', synonyms: ['defaultOptions'] },
        { input: 'pandemic', synonyms: ['covid'] },
        { input: 'coronavirus', synonyms: ['covid'] },
        { input: 'compatibility', synonyms: ['requirements'] },
        { input: 'vanilla', synonyms: ['js'] },
        { input: 'plain', synonyms: ['js'] },
      ],
    },
    algolia,
  },
});
