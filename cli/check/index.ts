/**
 * check: the site model → diagnostics. One check per module, registered here; all of them
 * run every time, whatever their level, and the level policy is applied once at the end.
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { sortDiagnostics } from '../diagnostics/create.ts';
import type { ResolvedLink } from '../model/links.ts';
import { linkableFiles } from '../model/feed-paths.ts';
import { RouteTable } from '../model/route-table.ts';
import type { SiteModel } from '../model/types.ts';
import { brokenAnchor } from './broken-anchor.ts';
import { brokenLink } from './broken-link.ts';
import { brokenMarkdownLink } from './broken-markdown-link.ts';
import type { Check } from './context.ts';
import { type CheckMemory, createCheckMemory } from './memory.ts';
import { duplicateRoute } from './duplicate-route.ts';
import { excerptLink } from './excerpt-link.ts';
import { importOutsideSite } from './import-outside-site.ts';
import { invalidNavbarItem } from './invalid-navbar-item.ts';
import { applyPolicy } from './policy.ts';
import { unknownComponent } from './unknown-component.ts';
import { unknownDocId } from './unknown-doc-id.ts';
import { unknownSidebarId } from './unknown-sidebar-id.ts';
import { unroutableFileName } from './unroutable-file-name.ts';
import { unusedSearchSynonym } from './unused-search-synonym.ts';

export const checks: Record<string, Check> = {
  'broken-link': brokenLink,
  'broken-anchor': brokenAnchor,
  'broken-markdown-link': brokenMarkdownLink,
  'duplicate-route': duplicateRoute,
  'unknown-doc-id': unknownDocId,
  'unknown-sidebar-id': unknownSidebarId,
  'invalid-navbar-item': invalidNavbarItem,
  'unknown-component': unknownComponent,
  'unroutable-file-name': unroutableFileName,
  'path-outside-site': importOutsideSite,
  'broken-excerpt-link': excerptLink,
  'unused-search-synonym': unusedSearchSynonym,
};

/** The checks that judge link verdicts one by one; the others read only the model. */
const LINK_CHECKS = ['broken-link', 'broken-anchor', 'broken-markdown-link'] as const;
const LINK_CODES: ReadonlySet<string> = new Set(LINK_CHECKS);

/** Every check's findings, before the level policy; `table` is the link stage's when it has one for this model. */
export function findAll(model: SiteModel, links: ResolvedLink[], table = new RouteTable(model.routes, linkableFiles(model), model.config.baseUrl, model.config.trailingSlash), memory: CheckMemory = createCheckMemory()): Diagnostic[] {
  return Object.values(checks).flatMap((check) => check({ model, links, table, memory }));
}

/** The checks that judge each page's body on its own: run again on the pages a patch changed. */
const BODY_CHECKS = ['unknown-component', 'path-outside-site', 'broken-excerpt-link'] as const;
const BODY_CODES: ReadonlySet<string> = new Set(BODY_CHECKS);

/** The checks that read every page's text as the search has it: an edit of any page may change their findings. */
const TEXT_CHECKS = ['unused-search-synonym'] as const;
const TEXT_CODES: ReadonlySet<string> = new Set(TEXT_CHECKS);

/**
 * After `relinkPages`: the last findings with those of the re-resolved pages and of the site
 * links replaced by the link checks' verdicts on their new links, the re-resolved pages' body
 * findings and the text checks' made again. The other model checks are not run again: a patched
 * model has the routes, ids and references of the last one.
 */
export function findAgain(
  memory: CheckMemory,
  { previous, model, links, pages, table }: { previous: Diagnostic[]; model: SiteModel; links: ResolvedLink[]; pages: ReadonlySet<string>; table: RouteTable },
): Diagnostic[] {
  const siteLinkFiles = new Set(model.siteLinks.map((link) => link.file));
  const kept = previous.filter((d) => !(LINK_CODES.has(d.code) && (pages.has(d.file) || siteLinkFiles.has(d.file))) && !(BODY_CODES.has(d.code) && pages.has(d.file)) && !TEXT_CODES.has(d.code));
  const body = BODY_CHECKS.flatMap((code) => checks[code]({ model, links, table, memory })).filter((d) => pages.has(d.file));
  const again = [...LINK_CHECKS, ...TEXT_CHECKS].flatMap((code) => checks[code]({ model, links, table, memory }));
  return [...kept, ...body, ...again];
}

/** Findings (and the earlier stages' diagnostics) → the reported list: levels applied, sorted. */
export function report(found: Diagnostic[], earlier: Diagnostic[], model: SiteModel): Diagnostic[] {
  return sortDiagnostics(applyPolicy([...earlier, ...found], model.config));
}

export function runChecks(model: SiteModel, links: ResolvedLink[], earlier: Diagnostic[] = []): Diagnostic[] {
  return report(findAll(model, links), earlier, model);
}
