/**
 * The artifacts the debug pages show. The prerender reads them from out/ synchronously, so the
 * page's HTML holds what it lists (a read that suspended would be streamed out of order, by an
 * inline script the pages' CSP refuses); the browser fetches them from the site's data folder
 * and React's use() waits for them (hydration keeps the prerendered HTML until then). A failed
 * load is an error the page shows.
 */
import { use } from 'react';
import { dataVersion } from '../app/data.ts';
import { dataUrl } from '../app/site.ts';

export type Loaded<T> = { data: T } | { error: string };

const loaded = new Map<string, Loaded<unknown>>();
const fetches = new Map<string, Promise<Loaded<unknown>>>();

function readFromOut(file: string): Loaded<unknown> {
  let result = loaded.get(file);
  if (!result) {
    // renderer/build.ts names the out directory it prerenders from in DOCS_OUT_DIR.
    const fs = process.getBuiltinModule('node:fs');
    const path = process.getBuiltinModule('node:path');
    try {
      result = { data: JSON.parse(fs.readFileSync(path.join(process.env.DOCS_OUT_DIR ?? 'out', file), 'utf8')) };
    } catch (error) {
      result = { error: `${file}: ${(error as Error).message}` };
    }
    loaded.set(file, result);
  }
  return result;
}

/** The same promise on every call for a file (use() needs that), a new one after the dev server's data changed. */
function fetchArtifact(file: string): Promise<Loaded<unknown>> {
  const key = `${dataVersion()}:${file}`;
  let load = fetches.get(key);
  if (!load) {
    load = fetch(dataUrl(file))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${file}: HTTP ${response.status}`))))
      .then(
        (data) => ({ data }),
        (error: Error) => ({ error: error.message }),
      );
    fetches.set(key, load);
  }
  return load;
}

/** An artifact of out/ by file name; suspends in the browser until it has arrived. */
export function useArtifact<T>(file: string): Loaded<T> {
  return (import.meta.env.SSR ? readFromOut(file) : use(fetchArtifact(file))) as Loaded<T>;
}
