/**
 * The options of one docs, blog or pages plugin instance, mapped onto the docs-cli schema with
 * Docusaurus's defaults beneath them. The remark, rehype and recma plugins they name are
 * gathered (docs-cli does not run them: one info line lists them).
 */
import { blogOptions, DOCUSAURUS_DEFAULTS, docsInstance, pagesOptions } from '../../../schema/config.ts';
import { isCode, isPlainObject, type KeyPath, type MappingContext, nameOf } from './context.ts';
import type { ContentPlugin } from './names.ts';
import { pickKnown } from './pick.ts';

const MARKDOWN_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins', 'recmaPlugins'];

/** Each plugin of the instance's remark/rehype/recma lists: `plugin` or `[plugin, options]`. */
function gatherMarkdownPlugins(context: MappingContext, options: Record<string, unknown>): void {
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const list = options[key];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const plugin = Array.isArray(entry) ? entry[0] : entry;
      if (plugin !== undefined && plugin !== null && plugin !== false) context.markdownPlugins.push(nameOf(plugin));
    }
  }
}

/** Docusaurus takes a RegExp where docs-cli takes its source. */
function truncateMarker(value: unknown): unknown {
  return value instanceof RegExp ? value.source : value;
}

/** Docusaurus takes one feed type, an array, `'all'` or null. */
function feedOptions(value: unknown): unknown {
  if (!isPlainObject(value)) return { type: DOCUSAURUS_DEFAULTS.blog.feedOptions.type };
  const picked = pickKnown(blogOptions.shape.feedOptions, value) as Record<string, unknown>;
  const type = value.type === undefined ? DOCUSAURUS_DEFAULTS.blog.feedOptions.type : typeof value.type === 'string' && value.type !== 'all' ? [value.type] : value.type;
  return { ...picked, type };
}

/** `admonitions: true` is Docusaurus's default; `false` turns every keyword off. */
function admonitions(value: unknown): unknown {
  if (value === true || value === undefined) return undefined;
  if (value === false) return { keywords: [], extendDefaults: false };
  return value;
}

/** One instance's options (`undefined`: the plugin with its defaults), as docs-cli's schema takes them. */
export function contentOptions(context: MappingContext, plugin: ContentPlugin, options: unknown, source: KeyPath, normalised: KeyPath): Record<string, unknown> {
  context.origins.push([normalised, source]);
  const given = isPlainObject(options) ? options : {};
  gatherMarkdownPlugins(context, given);
  if (plugin === 'docs') {
    const picked = pickKnown(docsInstance, given) as Record<string, unknown>;
    const out: Record<string, unknown> = { ...DOCUSAURUS_DEFAULTS.docs, ...picked, admonitions: admonitions(given.admonitions) };
    if (out.admonitions === undefined) delete out.admonitions;
    return out;
  }
  if (plugin === 'blog') {
    const picked = pickKnown(blogOptions, given) as Record<string, unknown>;
    const out: Record<string, unknown> = { ...DOCUSAURUS_DEFAULTS.blog, ...picked, feedOptions: feedOptions(given.feedOptions) };
    if (given.truncateMarker !== undefined && !isCode(given.truncateMarker)) out.truncateMarker = truncateMarker(given.truncateMarker);
    return out;
  }
  return { ...DOCUSAURUS_DEFAULTS.pages, ...(pickKnown(pagesOptions, given) as Record<string, unknown>) };
}
