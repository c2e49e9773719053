/**
 * The part of the site config the browser bundle carries: what client code reads. The rest
 * (build options, link checking, API reference, scripts, …) stays in config.json, which the
 * debug page fetches as data. Applied to the bundled config.json by site-build/vite-config.ts; reading a
 * field not picked here is a type error in app/site.ts's `config`.
 */
import type { SiteConfig } from '../../../schema/config.ts';

export function clientConfig(config: SiteConfig) {
  const { title, baseUrl, organizationName, projectName, i18n, themeConfig } = config;
  const { navbar, footer, colorMode, announcementBar, algolia, docs } = themeConfig;
  return {
    title,
    baseUrl,
    organizationName,
    projectName,
    i18n: { defaultLocale: i18n.defaultLocale },
    themeConfig: { navbar, footer, colorMode, announcementBar, algolia, docs },
  };
}

export type ClientConfig = ReturnType<typeof clientConfig>;
