/**
 * check: the site model → diagnostics. One check per module, registered here; all of them
 * run every time, whatever their level, and the level policy is applied once at the end.
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { sortDiagnostics } from '../diagnostics/create.ts';
import { RouteTable, type ResolvedLink } from '../model/links.ts';
import type { SiteModel } from '../model/types.ts';
import { brokenAnchor } from './broken-anchor.ts';
import { brokenLink } from './broken-link.ts';
import { brokenMarkdownLink } from './broken-markdown-link.ts';
import type { Check } from './context.ts';
import { duplicateRoute } from './duplicate-route.ts';
import { invalidNavbarItem } from './invalid-navbar-item.ts';
import { applyPolicy } from './policy.ts';
import { unknownDocId } from './unknown-doc-id.ts';
import { unknownSidebarId } from './unknown-sidebar-id.ts';

export const checks: Record<string, Check> = {
  'broken-link': brokenLink,
  'broken-anchor': brokenAnchor,
  'broken-markdown-link': brokenMarkdownLink,
  'duplicate-route': duplicateRoute,
  'unknown-doc-id': unknownDocId,
  'unknown-sidebar-id': unknownSidebarId,
  'invalid-navbar-item': invalidNavbarItem,
};

export function runChecks(model: SiteModel, links: ResolvedLink[], earlier: Diagnostic[] = []): Diagnostic[] {
  const table = new RouteTable(model.routes, model.staticFiles, model.config.baseUrl);
  const found = Object.values(checks).flatMap((check) => check({ model, links, table }));
  return sortDiagnostics(applyPolicy([...earlier, ...found], model.config));
}
