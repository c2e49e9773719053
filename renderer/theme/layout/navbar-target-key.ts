/**
 * The key of a navbar `doc` or `docSidebar` item's target: ids are unique only inside a docs
 * instance (two instances may each have a doc `intro`), so the instance is part of it.
 */
export function navbarTargetKey(docsPluginId: string | undefined, id: string): string {
  return `${docsPluginId ?? 'default'}:${id}`;
}
