/**
 * model (navigation): which sidebar each doc belongs to, prev/next in sidebar order (with
 * `pagination_next`/`pagination_prev` overrides), breadcrumbs, and the cards of
 * generated-index pages.
 */
import type { NavLink } from '../../schema/artifacts.ts';
import { firstHref } from '../../schema/sidebar-links.ts';
import type { ResolvedSidebarItem } from '../../schema/sidebars.ts';
import type { DocRecord, GeneratedIndex, Reference } from './types.ts';

type Stop = { kind: 'doc'; doc: DocRecord } | { kind: 'index'; index: GeneratedIndex };

const PAGINATION_KEYS = ['pagination_prev', 'pagination_next'] as const;

export function applyNavigation(
  sidebars: Record<string, ResolvedSidebarItem[]>,
  docs: DocRecord[],
  generatedIndexes: GeneratedIndex[],
): Reference[] {
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const indexByHref = new Map(generatedIndexes.map((g) => [g.permalink, g]));
  const stopsBySidebar = new Map<string, Stop[]>();

  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const stops: Stop[] = [];
    const walk = (list: ResolvedSidebarItem[], trail: NavLink[]) => {
      for (const item of list) {
        if (item.type === 'doc' && !item.ref) {
          const doc = docsById.get(item.id);
          if (doc && doc.sidebar === undefined) {
            doc.sidebar = sidebarId;
            doc.breadcrumbs = trail;
          }
          if (doc) stops.push({ kind: 'doc', doc });
        } else if (item.type === 'category') {
          const crumb = { title: item.label, permalink: item.href ?? '' };
          if (item.linkDocId) {
            const doc = docsById.get(item.linkDocId);
            if (doc && doc.sidebar === undefined) {
              doc.sidebar = sidebarId;
              doc.breadcrumbs = trail;
            }
            if (doc) stops.push({ kind: 'doc', doc });
          } else if (item.href && indexByHref.has(item.href)) {
            const index = indexByHref.get(item.href)!;
            index.breadcrumbs = trail;
            index.items = item.items.flatMap((child) => card(child, docsById));
            stops.push({ kind: 'index', index });
          }
          walk(item.items, [...trail, crumb]);
        }
      }
    };
    walk(items, []);
    stopsBySidebar.set(sidebarId, stops);
  }

  const linkOf = (stop: Stop): NavLink => (stop.kind === 'doc' ? docLink(stop.doc) : indexLink(stop.index));

  for (const stops of stopsBySidebar.values()) {
    for (let i = 0; i < stops.length; i++) {
      const stop = stops[i];
      const target = stop.kind === 'doc' ? stop.doc : stop.index;
      if (stop.kind === 'doc' && stop.doc.sidebar !== undefined && stopsBySidebar.get(stop.doc.sidebar) !== stops) continue;
      if (i > 0) target.prev = linkOf(stops[i - 1]);
      if (i < stops.length - 1) target.next = linkOf(stops[i + 1]);
    }
  }

  // Frontmatter overrides: an id replaces the neighbour, null removes it.
  const references: Reference[] = [];
  for (const doc of docs) {
    if (doc.frontmatter.pagination_prev === undefined && doc.frontmatter.pagination_next === undefined) continue;
    for (const key of PAGINATION_KEYS) {
      const value = doc.frontmatter[key];
      if (value === undefined) continue;
      const field = key === 'pagination_prev' ? 'prev' : 'next';
      if (value === null) {
        doc[field] = undefined;
        continue;
      }
      references.push({ kind: 'pagination', id: value, file: doc.source, at: doc.parsed.frontmatterKeys[key] ?? { line: 1, column: 1 }, where: `\`${key}\` of ${doc.id}` });
      const target = docsById.get(value);
      if (target) doc[field] = { title: target.paginationLabel, permalink: target.permalink };
      else doc[field] = undefined;
    }
  }
  return references;
}

/** The prev/next link to a doc or to a generated index page. */
export const docLink = (doc: DocRecord): NavLink => ({ title: doc.paginationLabel, permalink: doc.permalink });
export const indexLink = (index: GeneratedIndex): NavLink => ({ title: index.title, permalink: index.permalink });

export function card(item: ResolvedSidebarItem, docsById: ReadonlyMap<string, DocRecord>): GeneratedIndex['items'] {
  switch (item.type) {
    case 'doc': {
      const doc = docsById.get(item.id);
      return [{ title: item.label, permalink: item.href, ...(doc?.description ? { description: doc.description } : {}) }];
    }
    case 'category': {
      const href = item.href ?? firstHref(item.items);
      return href ? [{ title: item.label, permalink: href, ...(item.description ? { description: item.description } : {}) }] : [];
    }
    case 'link':
      return [{ title: item.label, permalink: item.href, ...(item.description ? { description: item.description } : {}) }];
    default:
      return [];
  }
}

export { firstHref };
