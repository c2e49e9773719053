/**
 * `presets`, `plugins` and `themes`: the classic preset's docs, blog and pages, plugin instances
 * of the content plugins (short or long names, `[name, options]` pairs), and one info line for
 * each plugin or theme docs-cli does not run. A site without a preset or content plugin has no
 * docs, blog or pages, as in Docusaurus.
 */
import { at, atName, isCode, isPlainObject, type KeyPath, type MappingContext, nameOf, note } from './context.ts';
import { contentOptions } from './content-options.ts';
import { type ContentPlugin, knownModule, type ModuleKind } from './names.ts';

export interface ContentSections {
  docs: Record<string, unknown> | false;
  docsInstances: Record<string, unknown>[];
  blog: Record<string, unknown> | false;
  pages: Record<string, unknown> | false;
}

/** `name`, `[name, options]`, a function or `[function, options]`; false and null turn an entry off. */
function entryOf(value: unknown): { module: unknown; options: unknown } | undefined {
  if (value === false || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return { module: value[0], options: value[1] };
  return { module: value, options: undefined };
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/**
 * A plugin docs-cli does not run makes routes it cannot know. When the plugin takes a
 * `routeBasePath` (the convention of every content plugin), links under it are not checked.
 */
function unknownModule(context: MappingContext, kind: ModuleKind, module: unknown, options: unknown, source: KeyPath): void {
  const name = nameOf(module);
  const base = isPlainObject(options) && typeof options.routeBasePath === 'string' ? trimSlashes(options.routeBasePath) : undefined;
  let message = `${kind} "${name}" is not run by docs-cli: the routes it makes are unknown`;
  // A plugin at the site's root would leave no link checked: its routes count as unknown instead.
  if (base) {
    context.externalRoutes.push(`/${base}`, `/${base}/**`);
    message += `; links under its routeBasePath (/${base}/**) are not checked`;
  } else message += '; links into them are reported unless checks.externalRoutes names them (customFields.docsCli.externalRoutes)';
  note(context, 'unknown-plugin', message, typeof module === 'string' ? atName(context, module, source) : at(context, source));
}

/** `docusaurus-plugin-module-alias`'s `alias` option: each alias and the folder or file it names (absolute, or relative to the site). */
function moduleAliases(context: MappingContext, options: unknown): void {
  const alias = isPlainObject(options) ? options.alias : undefined;
  if (!isPlainObject(alias)) return;
  for (const [name, target] of Object.entries(alias)) if (typeof target === 'string') context.moduleAliases[name] = target;
}

function addInstance(context: MappingContext, sections: ContentSections, plugin: ContentPlugin, options: unknown, source: KeyPath): void {
  const id = isPlainObject(options) && typeof options.id === 'string' ? options.id : 'default';
  if (plugin === 'docs') {
    if (id === 'default' && sections.docs === false) sections.docs = contentOptions(context, 'docs', options, source, ['docs']);
    else sections.docsInstances.push(contentOptions(context, 'docs', options, source, ['docsInstances', sections.docsInstances.length]));
    return;
  }
  if (sections[plugin] === false) {
    sections[plugin] = contentOptions(context, plugin, options, source, [plugin]);
    return;
  }
  note(context, 'unknown-plugin', `a second ${plugin} plugin instance (id "${id}") is not read by docs-cli: its routes are unknown`, at(context, source));
}

/** The classic preset: `docs`, `blog`, `pages` (false turns one off); its theme, sitemap and analytics options make no routes. */
function classicPreset(context: MappingContext, sections: ContentSections, options: unknown, source: KeyPath): void {
  const given = isPlainObject(options) ? options : {};
  for (const plugin of ['docs', 'blog', 'pages'] as const) {
    if (given[plugin] === false) continue;
    addInstance(context, sections, plugin, given[plugin], [...source, plugin]);
  }
}

export function contentSections(context: MappingContext, config: Record<string, unknown>): ContentSections {
  const sections: ContentSections = { docs: false, docsInstances: [], blog: false, pages: false };
  const lists: [ModuleKind, string][] = [
    ['preset', 'presets'],
    ['plugin', 'plugins'],
    ['theme', 'themes'],
  ];
  for (const [kind, key] of lists) {
    const list = config[key];
    if (!Array.isArray(list)) continue;
    for (const [i, value] of list.entries()) {
      const entry = entryOf(value);
      if (!entry) continue;
      const source: KeyPath = [key, i, ...(Array.isArray(value) ? [1] : [])];
      const known = typeof entry.module === 'string' && !isCode(entry.module) ? knownModule(entry.module, kind) : { kind: 'unknown' as const };
      if (known.kind === 'classic') classicPreset(context, sections, entry.options, source);
      else if (known.kind === 'content') addInstance(context, sections, known.plugin, entry.options, source);
      else if (known.kind === 'module-alias') moduleAliases(context, entry.options);
      else if (known.kind === 'unknown') unknownModule(context, kind, entry.module, entry.options, [key, i]);
    }
  }
  return sections;
}
