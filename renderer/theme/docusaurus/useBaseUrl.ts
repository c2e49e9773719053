/**
 * `@docusaurus/useBaseUrl` and `useBaseUrlUtils`: a site path with the base URL in front, as
 * Docusaurus adds it: never to an anchor (`#x`), a URL with a scheme or a protocol-relative one,
 * nor twice; `absolute` adds the site's origin, `forcePrependBaseUrl` adds the base whatever the path.
 */
import { useCallback } from 'react';
import useDocusaurusContext from './useDocusaurusContext.ts';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

const HAS_PROTOCOL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || HAS_PROTOCOL.test(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // `/base` is the base URL itself.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl + path : path;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { url, baseUrl } = useDocusaurusContext().siteConfig;
  const withBaseUrl = useCallback((path: string, options?: BaseUrlOptions) => addBaseUrl(url, baseUrl, path, options), [url, baseUrl]);
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
