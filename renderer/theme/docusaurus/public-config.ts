/**
 * The site config a browser may read (`useDocusaurusContext().siteConfig`): the site's identity,
 * theme and custom fields, as Docusaurus ships them. The build's own options (content plugins and
 * their edit URLs, Markdown, checks, limits, the API reference) stay out of every script.
 */
import type { SiteConfig } from '../../../schema/config.ts';

export function publicSiteConfig(config: SiteConfig) {
  const { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, i18n, themeConfig, customFields } = config;
  const { onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, onDuplicateRoutes, staticDirectories, scripts } = config;
  return {
    title,
    tagline,
    // Docusaurus's siteConfig.url has no trailing slash: `${url}${baseUrl}` is the site's address.
    url: url.replace(/\/+$/, ''),
    baseUrl,
    ...(favicon === undefined ? {} : { favicon }),
    ...(organizationName === undefined ? {} : { organizationName }),
    ...(projectName === undefined ? {} : { projectName }),
    ...(trailingSlash === undefined ? {} : { trailingSlash }),
    i18n,
    onBrokenLinks,
    onBrokenAnchors,
    ...(onBrokenMarkdownLinks === undefined ? {} : { onBrokenMarkdownLinks }),
    onDuplicateRoutes,
    staticDirectories,
    scripts,
    themeConfig,
    customFields,
  };
}

export type PublicSiteConfig = ReturnType<typeof publicSiteConfig>;
