/** duplicate-route: two sources produce the same route; reported once per extra occurrence, naming both. */
import { diagnostic } from '../diagnostics/create.ts';
import { routeKey } from '../model/paths.ts';
import type { RouteRecord } from '../model/types.ts';
import type { Check } from './context.ts';

export const duplicateRoute: Check = ({ model }) => {
  const first = new Map<string, RouteRecord>();
  const out = [];
  for (const route of model.routes) {
    const key = routeKey(route.path);
    const existing = first.get(key);
    if (!existing) {
      first.set(key, route);
      continue;
    }
    out.push(
      diagnostic({
        code: 'duplicate-route',
        message: `the route ${route.path} is produced twice: by ${existing.source} and by ${route.source}`,
        file: route.source,
        place: route.at,
        route: route.path,
        actual: route.path,
        note: 'change the `slug` of one of them',
      }),
    );
  }
  return out;
};
