/**
 * `@docusaurus/useDocusaurusContext`: `{ siteConfig, i18n }` of the site being rendered. The
 * config is the public one (public-config.ts); one locale, the default, as the pipeline builds.
 */
import type { PublicSiteConfig } from './public-config.ts';
import { siteConfig } from './site-config.ts';

export interface DocusaurusContext {
  siteConfig: PublicSiteConfig;
  i18n: PublicSiteConfig['i18n'] & { currentLocale: string };
}

const context: DocusaurusContext = {
  siteConfig,
  i18n: { ...siteConfig.i18n, currentLocale: siteConfig.i18n.defaultLocale },
};

export default function useDocusaurusContext(): DocusaurusContext {
  return context;
}
