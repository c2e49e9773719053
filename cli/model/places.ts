/**
 * model (places): where each doc and route of a model is, made once per model. A body patch
 * finds a changed doc and its route by source and keeps every position, so the model it makes
 * shares the places of the one it came from; the structural diff finds docs by source and routes
 * by key, in the new model and in the last one.
 */
import { routeKey } from './paths.ts';
import type { DocRecord, RouteRecord, SiteModel } from './types.ts';

export interface Places {
  /** doc index by source */
  docs: Map<string, number>;
  /** index of each source's first doc route */
  docRoutes: Map<string, number>;
  /** route index by key (trailing slash, `.html`): the last route of a key */
  routes: Map<string, number>;
  /** two routes share a key (the checks report it; which one wins is the full stages' business) */
  sharedKeys: boolean;
}

/** A session's places by model (a patched model shares those of the model it came from). */
export type PlacesMemory = WeakMap<SiteModel, Places>;

export function placesOf(places: PlacesMemory, model: SiteModel): Places {
  let known = places.get(model);
  if (!known) {
    known = { docs: new Map(), docRoutes: new Map(), routes: new Map(), sharedKeys: false };
    for (let i = 0; i < model.docs.length; i++) known.docs.set(model.docs[i].source, i);
    for (let i = 0; i < model.routes.length; i++) {
      const route = model.routes[i];
      if (route.kind === 'doc' && !known.docRoutes.has(route.source)) known.docRoutes.set(route.source, i);
      const key = routeKey(route.path);
      if (known.routes.has(key)) known.sharedKeys = true;
      known.routes.set(key, i);
    }
    places.set(model, known);
  }
  return known;
}

/** The places of a patched model: those of the model it was made from, every position kept. */
export function keepPlaces(places: PlacesMemory, patched: SiteModel, from: SiteModel): void {
  places.set(patched, placesOf(places, from));
}

/** A doc of the model by its source file. */
export function docOf(places: PlacesMemory, model: SiteModel, source: string): DocRecord | undefined {
  const at = placesOf(places, model).docs.get(source);
  return at === undefined ? undefined : model.docs[at];
}

/** The route of the model at a path (or its key: trailing slash, `.html`). */
export function routeOf(places: PlacesMemory, model: SiteModel, path: string): RouteRecord | undefined {
  const at = placesOf(places, model).routes.get(routeKey(path));
  return at === undefined ? undefined : model.routes[at];
}
