/**
 * emit (page data): the text of each page's data file, and what is kept to make it again only
 * when something it is made from changed (`watch`: unchanged pages cost a comparison, not a
 * serialisation). Used by the full build and by the patch of a body-only edit (./artifacts.ts).
 */
import { type PageArtifact, SCHEMA_VERSION } from '../../schema/artifacts.ts';
import { docsInstanceById } from '../../schema/config.ts';
import { sameLink } from '../model/diff.ts';
import type { DocRecord, RouteRecord, SiteModel } from '../model/types.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import { withPartialBodies } from './partials.ts';

const BODY_PLACEHOLDER = JSON.stringify('\u0000body\u0000');
export const EMPTY_BODY = '{"type":"root","children":[]}';

/**
 * What a session keeps of the pages it made, when it keeps anything (`watch`): the last text of
 * each page by data file (reused while its envelope and body are unchanged), each source's body
 * with its file links rewritten, and each doc page with what it was made from (see DocPage).
 */
export interface PageMemory {
  keep: boolean;
  texts: Map<string, { envelope: string; body: string; text: string }>;
  bodies: Map<string, { body: string; map: ReadonlyMap<string, string>; rewrites: string; out: string }>;
  docs: Map<string, DocPage>;
}

export function pageText(data: string, envelope: string, body: string, memory?: PageMemory): string {
  const known = memory?.texts.get(data);
  if (known && known.envelope === envelope && known.body === body) return known.text;
  const text = `${envelope.replace(BODY_PLACEHOLDER, () => body)}\n`;
  if (memory?.keep) memory.texts.set(data, { envelope, body, text });
  return text;
}

/**
 * File links become routes in the body. The body is JSON text, so a link is the exact token
 * `"href":"<url>"` (or `"src":…`); replacing tokens avoids parsing and re-serialising bodies.
 * The result is kept per source: scanning every body again is most of a `watch` cycle's
 * page work, and a body and its rewrites rarely change together with others.
 */
export function rewriteBody(source: string, body: string, rewrites: ReadonlyMap<string, string> | undefined, memory?: PageMemory): string {
  if (!rewrites || rewrites.size === 0) return body;
  const known = memory?.bodies.get(source);
  // The link stage hands back the same map while a page's links and their targets are unchanged.
  if (known && known.body === body && known.map === rewrites) return known.out;
  const signature = JSON.stringify([...rewrites]);
  if (known && known.body === body && known.rewrites === signature) {
    known.map = rewrites;
    return known.out;
  }
  const out = replaceLinkValues(replaceLinkValues(body, '"href":"', rewrites), '"src":"', rewrites);
  if (memory?.keep) memory.bodies.set(source, { body, map: rewrites, rewrites: signature, out });
  return out;
}

/**
 * The body with each `<key>"<url>"` whose URL the map has replaced by its route: one scan per
 * attribute, however many rewrites. In JSON text a quote inside a string is escaped, so the key
 * token is never found inside a value.
 */
function replaceLinkValues(body: string, key: string, rewrites: ReadonlyMap<string, string>): string {
  let at = body.indexOf(key);
  if (at === -1) return body;
  let out = '';
  let copied = 0;
  while (at !== -1) {
    const start = at + key.length - 1; // the value's opening quote
    let end = start + 1;
    while (end < body.length && body.charCodeAt(end) !== 34 /* " */) end += body.charCodeAt(end) === 92 /* \ */ ? 2 : 1;
    if (end >= body.length) break; // not JSON text: left as it is
    const written = body.slice(start, end + 1);
    const to = rewrites.get(written.includes('\\') ? (JSON.parse(written) as string) : written.slice(1, -1));
    if (to !== undefined) {
      out += body.slice(copied, start) + JSON.stringify(to);
      copied = end + 1;
    }
    at = body.indexOf(key, end + 1);
  }
  return copied === 0 ? body : out + body.slice(copied);
}

export function tocOf(parsed: ParsedDoc, min: number, max: number) {
  return parsed.headings.filter((h) => h.id && h.depth >= min && h.depth <= max).map((h) => ({ value: h.text, id: h.id!, level: h.depth }));
}

function editUrlOf(model: SiteModel, doc: DocRecord): string | undefined {
  if (doc.frontmatter.custom_edit_url === null) return undefined;
  if (doc.frontmatter.custom_edit_url) return doc.frontmatter.custom_edit_url;
  const base = docsInstanceById(model.config, doc.instance)?.editUrl;
  return base ? `${base.replace(/\/$/, '')}/${doc.source}` : undefined;
}

/**
 * A doc's page text, kept with what it was made from: the parse result and frontmatter (the
 * same objects while the file is unchanged, see model/docs.ts), the file-link rewrites (the same
 * map while the page's links resolve as before, see model/links.ts), the config and the fields
 * of the doc and route that go into it. `watch` then skips building and serialising every
 * unchanged page; comparing field by field allocates nothing.
 */
export interface DocPage {
  route: RouteRecord;
  doc: DocRecord;
  rewrites: ReadonlyMap<string, string> | undefined;
  config: SiteModel['config'];
  text: string;
}
function sameDocPage(known: DocPage, route: RouteRecord, doc: DocRecord, rewrites: ReadonlyMap<string, string> | undefined, config: SiteModel['config']): boolean {
  const a = known.doc;
  return (
    a.parsed === doc.parsed &&
    a.frontmatter === doc.frontmatter &&
    known.rewrites === rewrites &&
    known.config === config &&
    known.route.kind === route.kind &&
    known.route.path === route.path &&
    known.route.id === route.id &&
    known.route.title === route.title &&
    a.description === doc.description &&
    a.source === doc.source &&
    a.sidebar === doc.sidebar &&
    sameLink(a.prev, doc.prev) &&
    sameLink(a.next, doc.next) &&
    a.breadcrumbs.length === doc.breadcrumbs.length &&
    a.breadcrumbs.every((link, i) => sameLink(link, doc.breadcrumbs[i]))
  );
}

export function pageBase(route: RouteRecord): Omit<PageArtifact, 'body'> & { body: unknown } {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: route.kind,
    route: route.path,
    ...(route.id ? { id: route.id } : {}),
    title: route.title,
    description: '',
    frontmatter: {},
    toc: [],
    body: null,
    hideTitle: false,
    hideTableOfContents: false,
    breadcrumbs: [],
  };
}

/**
 * The page's H1 when it is not its title: the leading `# heading`'s text, as Docusaurus's DocItem
 * and MDXPage show it; a differing frontmatter title goes to <title> (and a doc's sidebar).
 */
export function contentTitleField(parsed: Pick<ParsedDoc, 'contentTitle'>, title: string): { contentTitle?: string } {
  return parsed.contentTitle !== undefined && parsed.contentTitle !== title ? { contentTitle: parsed.contentTitle } : {};
}

/** A doc's page text: the kept one while nothing it is made from changed (see DocPage). */
export function docPageText(model: SiteModel, route: RouteRecord, doc: DocRecord, rewrites: ReadonlyMap<string, string> | undefined, data: string, memory?: PageMemory): string {
  const { config } = model;
  // A page rendering partials is made again each time: a partial's change leaves the doc's record as it was.
  const partials = model.partials.get(doc.source);
  const known = partials ? undefined : memory?.docs.get(data);
  if (known && sameDocPage(known, route, doc, rewrites, config)) return known.text;
  const toc = config.themeConfig.tableOfContents;
  const fm = doc.frontmatter;
  const base = Object.assign(pageBase(route), {
    description: doc.description,
    source: doc.source,
    // Compile mode: a page with code is rendered from its compiled module (the body stays for search, feeds and checks).
    ...(doc.parsed.runsCode ? { module: doc.source } : {}),
    frontmatter: fm,
    toc: tocOf(doc.parsed, fm.toc_min_heading_level ?? toc.minHeadingLevel, fm.toc_max_heading_level ?? toc.maxHeadingLevel),
    hideTitle: fm.hide_title === true,
    ...contentTitleField(doc.parsed, route.title),
    hideTableOfContents: fm.hide_table_of_contents === true,
    ...(doc.sidebar ? { sidebar: doc.sidebar } : {}),
    breadcrumbs: doc.breadcrumbs,
    ...(doc.prev ? { prev: doc.prev } : {}),
    ...(doc.next ? { next: doc.next } : {}),
    ...(editUrlOf(model, doc) ? { editUrl: editUrlOf(model, doc) } : {}),
    ...(fm.last_update ? { lastUpdate: { ...(fm.last_update.date ? { date: String(fm.last_update.date instanceof Date ? fm.last_update.date.toISOString().slice(0, 10) : fm.last_update.date) } : {}), ...(fm.last_update.author ? { author: fm.last_update.author } : {}) } } : {}),
  });
  const body = rewriteBody(doc.source, withPartialBodies(doc.parsed.body, doc.source, doc.parsed, partials), rewrites, memory);
  const text = pageText(data, JSON.stringify({ ...base, body: '\u0000body\u0000' }), body, memory);
  if (memory?.keep && !partials) memory.docs.set(data, { route, doc, rewrites, config, text });
  return text;
}

/** Forgets the kept texts of these data files (pages gone since the last build). */
export function forgetPages(memory: PageMemory, gone: Iterable<string>): void {
  for (const data of gone) {
    memory.texts.delete(data);
    memory.docs.delete(data);
  }
}

/** Forgets the kept texts of every data file not in `kept` (pages gone since the last build). */
export function forgetPagesExcept(memory: PageMemory, kept: ReadonlySet<string>): void {
  for (const data of memory.texts.keys()) if (!kept.has(data)) memory.texts.delete(data);
  for (const data of memory.docs.keys()) if (!kept.has(data)) memory.docs.delete(data);
}
