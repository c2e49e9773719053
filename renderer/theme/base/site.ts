/**
 * The site-wide data the bundle carries: the resolved config (small, the same on every page).
 * Everything per page or per sidebar is fetched as data, so the bundle does not grow with the site.
 */
import configArtifact from '@out/config.json';
import { siteDataPath } from '../../../schema/paths.ts';
import type { ClientConfig } from './client-config.ts';

/** Only the fields client-config.ts picks are bundled. */
export const config = (configArtifact as unknown as { config: ClientConfig }).config;
export const baseUrl = config.baseUrl;

/** A site path (`/guides/x`) as the browser sees it (`/base/guides/x`). */
export function withBase(path: string): string {
  if (!path.startsWith('/') || baseUrl === '/') return path;
  return baseUrl + path.slice(1);
}

/** The site path of a browser path; undefined when it is outside baseUrl. */
export function withoutBase(pathname: string): string | undefined {
  if (baseUrl === '/') return pathname;
  if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return undefined;
  return `/${pathname.slice(baseUrl.length)}`;
}


export function dataUrl(file: string): string {
  return `${baseUrl}${siteDataPath(file)}`;
}

export { isExternalUrl } from '../../../schema/paths.ts';
