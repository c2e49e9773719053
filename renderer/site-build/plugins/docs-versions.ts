/**
 * The summary of every docs instance's versions the bundle carries (`virtual:docs-versions`,
 * versions.ts), made from globalData.json and the config's version options when Vite bundles.
 * A version's banner is its option's, else Docusaurus's default: none for the last version,
 * "unreleased" for the current one and those newer than the last, "unmaintained" for the older;
 * a badge shows when the instance has more than one version.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { DocsVersion, GlobalDataArtifact } from '../../../schema/artifacts.ts';
import { docsInstancesOf, type SiteConfig } from '../../../schema/config.ts';
import { type DocsInstanceSummary, docsPluginsOf, type VersionBanner } from '../../theme/docs/versions.ts';

function defaultBanner(versions: DocsVersion[], index: number): VersionBanner {
  const version = versions[index];
  if (version.isLast) return 'none';
  if (version.name === 'current') return 'unreleased';
  return index < versions.findIndex((v) => v.isLast) ? 'unreleased' : 'unmaintained';
}

export function versionsSummary(global: GlobalDataArtifact, config: SiteConfig): DocsInstanceSummary[] {
  const options = new Map(docsInstancesOf(config).map((instance) => [instance.id, instance.versions]));
  return docsPluginsOf(global).map((instance) => ({
    id: instance.id,
    path: instance.path,
    versions: instance.versions.map((version, index) => {
      const own = options.get(instance.id)?.[version.name];
      return {
        name: version.name,
        label: version.label,
        isLast: version.isLast,
        path: version.path,
        mainDoc: version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path,
        banner: own?.banner ?? version.banner ?? defaultBanner(instance.versions, index),
        badge: own?.badge ?? version.badge ?? instance.versions.length > 1,
      };
    }),
  }));
}

const ID = 'virtual:docs-versions';

const read = (outDir: string, file: string) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));

export function docsVersions(outDir: string): Plugin {
  return {
    name: 'docs-versions',
    // Whether any docs instance has more than one version: a site without leaves the versions' code out of its scripts.
    config: () => ({ define: { __DOCS_VERSIONED__: JSON.stringify(docsPluginsOf(read(outDir, 'globalData.json')).some((instance) => instance.versions.length > 1)) } }),
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(resolved) {
      if (resolved !== `\0${ID}`) return undefined;
      return `export default ${JSON.stringify(versionsSummary(read(outDir, 'globalData.json'), read(outDir, 'config.json').config))};`;
    },
  };
}
