/**
 * What a docs page of a version other than the last one says, as Docusaurus says it: a banner
 * ("unreleased" for the current and newer versions, "no longer actively maintained" for older
 * ones, or as the version's `banner` option sets) with a link to the same doc in the latest
 * version, or to its main doc when it has none; and a "Version: …" badge when the instance has
 * more than one version. Loaded only by such pages.
 */
import { Link } from '../app/Link.tsx';
import { config } from '../app/site.ts';
import { storage } from '../app/storage.ts';
import { bannerText, type DocsInstanceSummary, lastVersion, preferredVersionKey, type VersionSummary } from './versions.ts';
import { useSameDocInVersions } from './version-docs.ts';

interface Props {
  instance: DocsInstanceSummary;
  version: VersionSummary;
  route: string;
}

export function VersionBanner({ instance, version, route }: Props) {
  const latest = lastVersion(instance);
  const same = useSameDocInVersions(instance.id, route, version.banner !== 'none');
  if (version.banner === 'none') return null;
  return (
    <div className="version-banner" role="alert">
      <p>{bannerText(version.banner, config.title, version.label)}</p>
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

export function VersionBadge({ version }: Pick<Props, 'version'>) {
  return version.badge ? <span className="version-badge">Version: {version.label}</span> : null;
}
