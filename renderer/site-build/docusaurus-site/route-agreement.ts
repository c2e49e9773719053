/**
 * docs-cli's model beside Docusaurus's build: every route one has and the other has not, as a
 * note at its source (the page's file, or the plugin that made it). `check` needs no install and
 * reads the site through this model; where Docusaurus disagrees, the model is what is wrong, and
 * these notes are how it learns the sites people have. The routes docs-cli's own theme adds (its
 * search page, its debug pages) and Docusaurus's 404 page are no disagreement.
 */
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { diagnostic } from '../../../cli/api.ts';

export interface RouteSource {
  path: string;
  /** the file the route is made from, relative to the site; none for a route a plugin makes from code */
  source?: string;
}

/** A route without its trailing slash (the root kept), as both sides are compared. */
const normal = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

export function routeDisagreements(model: readonly RouteSource[], docusaurus: readonly RouteSource[], notFoundRoute: string): Diagnostic[] {
  const ours = new Map(model.map((route) => [normal(route.path), route]));
  const theirs = new Map(docusaurus.filter((route) => route.path !== notFoundRoute).map((route) => [normal(route.path), route]));
  const out: Diagnostic[] = [];
  for (const [path, route] of theirs) {
    if (ours.has(path)) continue;
    const made = route.source ? '' : ' (made by a plugin)';
    out.push(diagnostic({ code: 'route-disagreement', message: `Docusaurus builds ${route.path}${made}, which docs-cli's model of the site does not have`, file: route.source ?? '', route: route.path }));
  }
  for (const [path, route] of ours) {
    if (theirs.has(path)) continue;
    out.push(diagnostic({ code: 'route-disagreement', message: `docs-cli's model of the site has ${route.path}, which Docusaurus does not build`, file: route.source ?? '', route: route.path }));
  }
  return out;
}
