/**
 * Docs versions in the browser, as Docusaurus shows them: which docs instance and version a path
 * is in, what a version's banner says, and the preferred version's storage key. The bundle
 * carries a summary of every instance's versions (versions-plugin.ts); the docs of each version
 * are fetched only to find the same doc in another version (version-docs.ts).
 */
import type { DocsVersion, GlobalDataArtifact } from '../../../schema/artifacts.ts';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface VersionSummary {
  name: string;
  label: string;
  isLast: boolean;
  /** the route its docs live under */
  path: string;
  /** the route of its main doc */
  mainDoc: string;
  banner: VersionBanner;
  /** whether its docs show a "Version: …" badge */
  badge: boolean;
}

export interface DocsInstanceSummary {
  id: string;
  /** the route base of its last version */
  path: string;
  /** current first, then newest first, as Docusaurus orders them */
  versions: VersionSummary[];
}

export { preferredVersionKey } from '../base/storage.ts';

const within = (pathname: string, base: string) => base === '/' || pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);

/** The instance a path is in: the one with a version whose route holds it, the longest route when several do. */
export function activeInstance(instances: readonly DocsInstanceSummary[], pathname: string): DocsInstanceSummary | undefined {
  let found: DocsInstanceSummary | undefined;
  let length = -1;
  for (const instance of instances) {
    for (const version of instance.versions) {
      if (within(pathname, version.path) && version.path.length > length) {
        found = instance;
        length = version.path.length;
      }
    }
  }
  return found;
}

/** The version of `instance` a path is in: the last version's route holds the others' (`/docs` and `/docs/next`), so it is tried last. */
export function activeVersion(instance: DocsInstanceSummary, pathname: string): VersionSummary | undefined {
  const ordered = [...instance.versions.filter((v) => !v.isLast), ...instance.versions.filter((v) => v.isLast)];
  return ordered.find((version) => within(pathname, version.path));
}

export function lastVersion(instance: DocsInstanceSummary): VersionSummary {
  return instance.versions.find((version) => version.isLast) ?? instance.versions[0];
}

/** The banner text of a version, with the place of the link to the latest version's doc in the suggestion. */
export function bannerText(banner: Exclude<VersionBanner, 'none'>, siteTitle: string, version: string): string {
  return banner === 'unreleased'
    ? `This is unreleased documentation for ${siteTitle} ${version} version.`
    : `This is documentation for ${siteTitle} ${version}, which is no longer actively maintained.`;
}

/** The docs instances of globalData.json, each with its versions: the default one, then the others by id. */
export function docsPluginsOf(global: GlobalDataArtifact): { id: string; path: string; versions: DocsVersion[] }[] {
  const others = Object.entries(global.docsInstances ?? {}).map(([id, data]) => ({ id, ...data }));
  return [{ id: 'default', ...global.docs }, ...others];
}
