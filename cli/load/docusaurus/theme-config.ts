/**
 * `themeConfig`: the navbar and footer (their links are checked), and the theme keys docs-cli
 * shares with Docusaurus's classic theme. Keys docs-cli has no use for (`prism`, `metadata`, the
 * HTML attributes Docusaurus passes on to a link) are left out; item types it cannot show
 * (custom components) too.
 */
import { navbarItem, siteConfig } from '../../../schema/config.ts';
import { isCode, isPlainObject } from './context.ts';
import { pickKnown } from './pick.ts';

type Def = { type?: string; out?: unknown; options?: unknown[]; shape?: Record<string, unknown>; values?: unknown[]; element?: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { def?: Def } | undefined)?.def;

/** The item schemas of a discriminated union of navbar items, by type. */
function itemSchemas(union: unknown): Map<string, unknown> {
  const schemas = new Map<string, unknown>();
  for (const option of defOf(union)?.options ?? []) {
    const type = defOf(defOf(option)?.shape?.type)?.values?.[0];
    if (typeof type === 'string') schemas.set(type, option);
  }
  return schemas;
}

const NAVBAR_ITEMS = itemSchemas(defOf(navbarItem)?.out);
/** A dropdown's items: the union inside its `items` array (under the preprocess that adds `type`). */
const DROPDOWN_ITEMS = itemSchemas(defOf(defOf(defOf(NAVBAR_ITEMS.get('dropdown'))?.shape?.items)?.element)?.out);

/** Docusaurus's item without a type is a link, or a dropdown when it has items. */
function typeOf(item: Record<string, unknown>): string {
  if (typeof item.type === 'string') return item.type;
  return Array.isArray(item.items) ? 'dropdown' : 'default';
}

function mapItems(items: unknown, schemas: Map<string, unknown>): unknown {
  if (!Array.isArray(items)) return items;
  const out: unknown[] = [];
  for (const item of items) {
    if (!isPlainObject(item)) {
      out.push(item);
      continue;
    }
    const type = typeOf(item);
    const schema = schemas.get(type);
    if (!schema) continue; // custom-* and other components: nothing docs-cli can show or check
    const picked = pickKnown(schema as never, { ...item, type }) as Record<string, unknown>;
    if (type === 'dropdown') picked.items = mapItems(item.items, DROPDOWN_ITEMS);
    out.push(picked);
  }
  return out;
}

const footerLinkKeys = ['label', 'to', 'href', 'target', 'rel', 'html', 'prependBaseUrlToHref'];

function footerLink(item: unknown): unknown {
  if (!isPlainObject(item)) return item;
  return Object.fromEntries(footerLinkKeys.filter((key) => item[key] !== undefined && !isCode(item[key])).map((key) => [key, item[key]]));
}

/** Columns of links, or Docusaurus's simple footer (one list of links): one column without a title. */
function footerLinks(links: unknown): unknown {
  if (!Array.isArray(links)) return links;
  const columns = links.every((entry) => isPlainObject(entry) && Array.isArray(entry.items));
  if (!columns) return [{ title: '', items: links.map(footerLink) }];
  return links.map((column) => ({ title: typeof column.title === 'string' ? column.title : '', items: (column.items as unknown[]).map(footerLink) }));
}

export function themeConfigOf(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const out = pickKnown(siteConfig.shape.themeConfig, value) as Record<string, unknown>;
  if (isPlainObject(value.navbar)) {
    out.navbar = { ...(out.navbar as object), items: mapItems(value.navbar.items ?? [], NAVBAR_ITEMS) };
  }
  if (isPlainObject(value.footer) && value.footer.links !== undefined) out.footer = { ...(out.footer as object), links: footerLinks(value.footer.links) };
  return out;
}
