/**
 * What a docs page of a version other than the last one says, as Docusaurus says it: a banner
 * ("unreleased" for the current and newer versions, "no longer actively maintained" for older
 * ones, or as the version's `banner` option sets) with a link to the same doc in the latest
 * version, or to its main doc when it has none; and a "Version: …" badge when the instance has
 * more than one version. Loaded only by such pages.
 */
import { useEffect } from 'react';
import { Link } from '../base/Link.tsx';
import { config } from '../base/site.ts';
import { useThemeSession } from '../base/session.ts';
import { docsInstances } from './site-versions.ts';
import { activeInstance, activeVersion, bannerText, lastVersion, preferredVersionKey } from './versions.ts';
import { useSameDocInVersions } from './version-docs.ts';
import './versions.css';

function versionAt(route: string) {
  const instance = activeInstance(docsInstances, route);
  const version = instance && activeVersion(instance, route);
  return instance && version ? { instance, version } : undefined;
}

/** The banner of the page's version, if it has one; the version read becomes its instance's preferred one. */
export function VersionBanner({ route }: { route: string }) {
  const found = versionAt(route);
  const banner = found?.version.banner ?? 'none';
  const same = useSameDocInVersions(found?.instance.id ?? '', route, banner !== 'none');
  const instanceId = found?.instance.id;
  const versionName = found?.version.name;
  const { storage } = useThemeSession();
  useEffect(() => {
    if (instanceId !== undefined && versionName !== undefined) storage.set(preferredVersionKey(instanceId), versionName);
  }, [instanceId, versionName, storage]);
  if (!found || banner === 'none') return null;
  const { instance, version } = found;
  const latest = lastVersion(instance);
  return (
    <div className="version-banner" role="alert">
      <p>{bannerText(banner, config.title, version.label)}</p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <Link to={same?.[latest.name] ?? latest.mainDoc} onClick={() => storage.set(preferredVersionKey(instance.id), latest.name)}>
            latest version
          </Link>
        </b>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}

/** "Version: …" when the page's version shows its badge. */
export function VersionBadge({ route }: { route: string }) {
  const version = versionAt(route)?.version;
  return version?.badge ? <span className="version-badge">Version: {version.label}</span> : null;
}
