/**
 * The same doc in the other versions of its instance, by doc id as Docusaurus matches them: the
 * versions' doc lists (globalData.json) are fetched the first time a version menu or banner
 * needs them, never with the page. Until then (and while prerendering) links go to each
 * version's main doc, which the prerendered page and its hydration agree on.
 */
import { useEffect, useState } from 'react';
import type { GlobalDataArtifact } from '../../../schema/artifacts.ts';
import { routeKey } from '../../../schema/paths.ts';
import type { SessionMemo } from '../base/memo.ts';
import { useThemeSession } from '../base/session.ts';
import { dataUrl } from '../base/site.ts';
import { docsPluginsOf } from './versions.ts';
import { loadOnce } from '../base/load-once.ts';

/** globalData.json, once per session (a failed load is tried again next time). */
function loadGlobalData(memo: SessionMemo): Promise<GlobalDataArtifact> {
  return loadOnce(memo, () =>
    fetch(dataUrl('globalData.json')).then((response) => {
      if (!response.ok) throw new Error(`Failed to load the docs versions: HTTP ${response.status}`);
      return response.json() as Promise<GlobalDataArtifact>;
    }), 'docs:global-data');
}

/** The route of the doc at `pathname` in each version of the instance that has it, by version name. */
export function sameDocInVersions(global: GlobalDataArtifact, instance: string, pathname: string): Record<string, string> {
  const versions = docsPluginsOf(global).find((plugin) => plugin.id === instance)?.versions ?? [];
  const key = routeKey(pathname);
  const doc = versions.flatMap((version) => version.docs).find((d) => routeKey(d.path) === key);
  const found: Record<string, string> = {};
  if (!doc) return found;
  for (const version of versions) {
    const same = version.docs.find((d) => d.id === doc.id);
    if (same) found[version.name] = same.path;
  }
  return found;
}

/** `sameDocInVersions` for the page at `pathname`, once `wanted` and loaded; undefined before (and when loading fails). */
export function useSameDocInVersions(instance: string, pathname: string, wanted: boolean): Record<string, string> | undefined {
  const [found, setFound] = useState<{ pathname: string; docs: Record<string, string> }>();
  const { memo } = useThemeSession();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadGlobalData(memo).then(
      (global) => current && setFound({ pathname, docs: sameDocInVersions(global, instance, pathname) }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [instance, pathname, wanted, memo]);
  return found?.pathname === pathname ? found.docs : undefined;
}
