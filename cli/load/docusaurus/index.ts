/**
 * A Docusaurus config's value → docs-cli's config input (schema/config.ts), with the notes said
 * once about what docs-cli reads differently and where each section came from in the source.
 * Keys Docusaurus itself refuses are config errors here too.
 */
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { diagnostic } from '../../diagnostics/create.ts';
import { closest } from '../../diagnostics/suggest.ts';
import { at, createContext, isCode, isPlainObject, type KeyPath, type MappingContext, note } from './context.ts';
import { levelsOf, markdownOf } from './markdown.ts';
import { contentSections } from './plugins.ts';
import { themeConfigOf } from './theme-config.ts';

/** Every top-level key Docusaurus 3.10 accepts (@docusaurus/core's ConfigSchema). */
const DOCUSAURUS_KEYS = [
  'url',
  'baseUrl',
  'baseUrlIssueBanner',
  'favicon',
  'title',
  'trailingSlash',
  'i18n',
  'storage',
  'future',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'organizationName',
  'staticDirectories',
  'projectName',
  'deploymentBranch',
  'customFields',
  'githubHost',
  'githubPort',
  'plugins',
  'themes',
  'presets',
  'themeConfig',
  'scripts',
  'ssrTemplate',
  'headTags',
  'stylesheets',
  'clientModules',
  'tagline',
  'titleDelimiter',
  'noIndex',
  'webpack',
  'markdown',
];

/** Read as they are: docs-cli's schema has the same meaning for them. */
const SAME_KEYS = ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'organizationName', 'projectName', 'trailingSlash', 'staticDirectories'];

export interface DocusaurusMapping {
  /** the input of schema/config.ts's siteConfig; undefined when the config has keys Docusaurus refuses */
  config?: Record<string, unknown>;
  /** info notes, the deprecation warning, or the errors that stop the run */
  diagnostics: Diagnostic[];
  /** normalised key path → the source key path it was read from (for positions of validation errors) */
  origins: [normalised: KeyPath, source: KeyPath][];
}

/** Only the default locale is checked; the others are said once. */
function i18nOf(context: MappingContext, value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const defaultLocale = value.defaultLocale;
  if (typeof defaultLocale !== 'string') return { defaultLocale };
  const others = Array.isArray(value.locales) ? value.locales.filter((locale) => locale !== defaultLocale) : [];
  if (others.length > 0) {
    note(context, 'locales-ignored', `only the default locale "${defaultLocale}" is checked; ${others.map((l) => `"${String(l)}"`).join(', ')} ${others.length === 1 ? 'is' : 'are'} not (their translated files are not read)`, at(context, ['i18n', 'locales']));
  }
  const localeConfig = isPlainObject(value.localeConfigs) ? value.localeConfigs[defaultLocale] : undefined;
  const picked = isPlainObject(localeConfig)
    ? Object.fromEntries(['label', 'direction', 'htmlLang', 'calendar', 'path'].filter((key) => localeConfig[key] !== undefined).map((key) => [key, localeConfig[key]]))
    : undefined;
  return { defaultLocale, locales: [defaultLocale], localeConfigs: picked ? { [defaultLocale]: picked } : {} };
}

/** `scripts`: URLs or `{src, async, defer}` (the other attributes Docusaurus passes on are left out). */
function scriptsOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((script) => (isPlainObject(script) ? Object.fromEntries(['src', 'async', 'defer'].filter((k) => script[k] !== undefined).map((k) => [k, script[k]])) : script));
}

/** Docusaurus refuses keys it does not know; so does docs-cli (with "did you mean"). */
function unknownKeys(context: MappingContext, config: Record<string, unknown>): Diagnostic[] {
  return Object.keys(config)
    .filter((key) => !DOCUSAURUS_KEYS.includes(key))
    .map((key) => {
      const guess = closest(key, DOCUSAURUS_KEYS);
      return diagnostic({
        code: 'invalid-config',
        message: `\`${key}\`: not a Docusaurus config key (Docusaurus refuses it too)`,
        file: context.file,
        place: at(context, [key]),
        actual: key,
        expected: guess,
        note: guess.length ? `did you mean \`${guess[0]}\`?` : undefined,
      });
    });
}

export function mapDocusaurusConfig(value: unknown, file: string, text: string): DocusaurusMapping {
  const context = createContext(file, text);
  if (!isPlainObject(value)) return { config: value as Record<string, unknown>, diagnostics: [], origins: [] };
  const refused = unknownKeys(context, value);
  if (refused.length > 0) return { diagnostics: refused, origins: [] };
  const config: Record<string, unknown> = {};
  for (const key of SAME_KEYS) if (value[key] !== undefined) config[key] = value[key];
  Object.assign(config, levelsOf(context, value));
  Object.assign(config, contentSections(context, value));
  config.markdown = markdownOf(context, value);
  if (value.i18n !== undefined) config.i18n = i18nOf(context, value.i18n);
  if (value.scripts !== undefined) config.scripts = scriptsOf(value.scripts);
  if (value.themeConfig !== undefined) config.themeConfig = themeConfigOf(value.themeConfig);
  if (isPlainObject(value.customFields)) {
    config.customFields = Object.fromEntries(Object.entries(value.customFields).filter(([, v]) => !isCode(v)));
  }
  // customFields is the one place of a Docusaurus config where Docusaurus accepts docs-cli's own options.
  const own = isPlainObject(value.customFields) ? value.customFields.docsCli : undefined;
  const declared = isPlainObject(own) && own.externalRoutes !== undefined ? own.externalRoutes : [];
  if (isPlainObject(own)) context.origins.push([['checks'], ['customFields', 'docsCli']]);
  // Anchors as Docusaurus's check collects them, so that `check` fails where its build does, unless the site asks for every rendered id.
  const anchors = isPlainObject(own) && own.anchors !== undefined ? own.anchors : 'collected';
  config.checks = { externalRoutes: Array.isArray(declared) ? [...declared, ...context.externalRoutes] : declared, markdownLinksAsWritten: true, anchors, moduleAliases: context.moduleAliases };
  // The synonyms of docs-cli's search (what `search push` gives Algolia), in the place Docusaurus leaves to docs-cli.
  if (isPlainObject(own) && own.searchSynonyms !== undefined) {
    config.themeConfig = { ...(isPlainObject(config.themeConfig) ? config.themeConfig : {}), search: { synonyms: own.searchSynonyms } };
    context.origins.push([['themeConfig', 'search', 'synonyms'], ['customFields', 'docsCli', 'searchSynonyms']]);
  }
  if (context.markdownPlugins.length > 0) {
    const names = [...new Set(context.markdownPlugins)];
    note(
      context,
      'plugin-not-run',
      `not run by docs-cli: ${names.join(', ')}; links and headings they would add or change are not seen`,
      at(context, [text.includes('remarkPlugins') ? 'remarkPlugins' : text.includes('rehypePlugins') ? 'rehypePlugins' : 'markdown']),
    );
  }
  return { config, diagnostics: context.notes, origins: context.origins };
}
