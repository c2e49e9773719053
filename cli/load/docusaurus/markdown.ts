/**
 * `markdown` and the reporting levels. A Docusaurus site's MDX code is the authors' (`mdxCode:
 * 'compile'`): parsed, never run. The deprecated top-level `onBrokenMarkdownLinks` gets
 * Docusaurus's warning and, as there, wins over `markdown.hooks.onBrokenMarkdownLinks`.
 */
import { at, isCode, isPlainObject, type MappingContext, note } from './context.ts';

const MDX1_COMPAT_KEYS = ['comments', 'admonitions', 'headingIds'] as const;
const MARKDOWN_FUNCTIONS = ['preprocessor', 'parseFrontMatter'] as const;

/** `future.v4` (or its `mdx1CompatDisabledByDefault`) turns the MDX 1 compatibility off unless set. */
function mdx1CompatDefault(future: unknown): boolean {
  if (!isPlainObject(future)) return true;
  const v4 = future.v4;
  return !(v4 === true || (isPlainObject(v4) && v4.mdx1CompatDisabledByDefault === true));
}

export function markdownOf(context: MappingContext, config: Record<string, unknown>): Record<string, unknown> {
  const given = isPlainObject(config.markdown) ? config.markdown : {};
  const out: Record<string, unknown> = { mdxCode: 'compile' };
  if (given.format !== undefined) out.format = given.format;
  const compat = isPlainObject(given.mdx1Compat) ? given.mdx1Compat : {};
  const fallback = mdx1CompatDefault(config.future);
  out.mdx1Compat = Object.fromEntries(MDX1_COMPAT_KEYS.map((key) => [key, compat[key] ?? fallback]));
  const hooks = isPlainObject(given.hooks) ? given.hooks : {};
  const levels: Record<string, unknown> = {};
  for (const hook of ['onBrokenMarkdownLinks', 'onBrokenMarkdownImages']) {
    if (isCode(hooks[hook])) context.markdownPlugins.push(`markdown.hooks.${hook}`);
    else if (hooks[hook] !== undefined) levels[hook] = hooks[hook];
  }
  out.hooks = levels;
  for (const key of MARKDOWN_FUNCTIONS) if (isCode(given[key])) context.markdownPlugins.push(`markdown.${key}`);
  // The content plugins' remark plugins are gathered by now (mapDocusaurusConfig maps them first).
  if (listsRemarkMath(context.markdownPlugins)) out.math = true;
  return out;
}

/**
 * Whether a content plugin lists remark-math (by its function's name, or the package's when it
 * is not installed): it adds syntax, so the check reads `$…$` as that site's Docusaurus does.
 */
function listsRemarkMath(markdownPlugins: readonly string[]): boolean {
  return markdownPlugins.some((name) => name === 'remarkMath' || name === 'remark-math');
}

/** The four levels and onUnsafeContent; the deprecated top-level `onBrokenMarkdownLinks` is said once and kept (it wins). */
export function levelsOf(context: MappingContext, config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes']) if (config[key] !== undefined) out[key] = config[key];
  // Docusaurus's default, which a docs.config site's is stricter than: two pages on one route warn.
  out.onDuplicateRoutes ??= 'warn';
  // A Docusaurus site's MDX is its authors' code, which Docusaurus renders as written: what
  // docs-cli's own renderer would remove from a page (an iframe's sandbox, a script, a raw
  // attribute) is no finding unless the site asks (`customFields.docsCli.onUnsafeContent: 'warn'`).
  const own = isPlainObject(config.customFields) && isPlainObject(config.customFields.docsCli) ? config.customFields.docsCli : {};
  out.onUnsafeContent = own.onUnsafeContent ?? 'ignore';
  if (own.onUnsafeContent !== undefined) context.origins.push([['onUnsafeContent'], ['customFields', 'docsCli', 'onUnsafeContent']]);
  const deprecated = config.onBrokenMarkdownLinks;
  if (deprecated !== undefined && deprecated !== null && deprecated !== false) {
    note(
      context,
      'deprecated-config',
      'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4. Please migrate and move this option to `siteConfig.markdown.hooks.onBrokenMarkdownLinks` instead.',
      at(context, ['onBrokenMarkdownLinks']),
    );
    if (isCode(deprecated)) context.markdownPlugins.push('onBrokenMarkdownLinks');
    else out.onBrokenMarkdownLinks = deprecated;
  }
  return out;
}
