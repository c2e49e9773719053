/**
 * model (scopes): a docs version is where doc ids, sidebar ids and Markdown file links mean
 * something, as in Docusaurus (each instance and version has its own); its key, and the key of
 * one of its sidebars among every version's.
 */
import { CURRENT_VERSION, DEFAULT_INSTANCE } from '../core/docs-versions.ts';

/** The key of a docs version, and of what lies in it (ids, sidebars, file links). */
export const scopeKey = (instance: string, version: string): string => `${instance}\0${version}`;

/**
 * The plugin a scope key belongs to: a docs instance (every version of it), or the key itself
 * (`blog`, `pages`). Docusaurus resolves a Markdown file link to any doc of the page's plugin, so
 * `/docs/x.md` in a versioned doc reaches the current version's `docs/x.md` when its own has none.
 */
export const pluginOfScope = (key: string): string => key.split('\0', 1)[0];

/** The default instance's current version: a site without versions or instances has only this one. */
export const DEFAULT_SCOPE = scopeKey(DEFAULT_INSTANCE, CURRENT_VERSION);

/** A sidebar's key among every version's: its own id in the default instance's current version, else prefixed by instance and version. */
export function sidebarKeyOf(instance: string, version: string, id: string): string {
  return instance === DEFAULT_INSTANCE && version === CURRENT_VERSION ? id : `${instance}/${version}/${id}`;
}

/** How a version is named in a message: nothing for the only one, else its instance and version. */
export function scopeName(instance: string, version: string, versioned: boolean): string {
  const parts: string[] = [];
  if (instance !== DEFAULT_INSTANCE) parts.push(`docs instance "${instance}"`);
  if (versioned) parts.push(`version "${version}"`);
  return parts.join(', ');
}
