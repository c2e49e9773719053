/**
 * The artifacts the debug pages show, fetched by the browser from the site's data folder once the
 * page has hydrated (the prerendered page leaves them out); React's use() waits for them. A failed
 * load is an error the page shows.
 */
import { use } from 'react';
import { type ThemeSession, useThemeSession } from '../base/session.ts';
import { dataUrl } from '../base/site.ts';
import { keep } from '../base/memo.ts';

export type Loaded<T> = { data: T } | { error: string };

/** The same promise on every call for a file (use() needs that), a new one after the dev server's data changed. */
function fetchArtifact({ pages, memo }: ThemeSession, file: string): Promise<Loaded<unknown>> {
  return keep(memo, () =>
    fetch(dataUrl(file))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${file}: HTTP ${response.status}`))))
      .then(
        (data) => ({ data }),
        (error: Error) => ({ error: error.message }),
      ), `debug:${pages.version ?? 0}:${file}`);
}

/** An artifact of out/ by file name; suspends until it has arrived (in the browser only). */
export function useArtifact<T>(file: string): Loaded<T> {
  return use(fetchArtifact(useThemeSession(), file)) as Loaded<T>;
}
