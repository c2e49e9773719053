/**
 * The public site config (public-config.ts), bundled into the chunks of the modules that read it
 * (the Docusaurus hooks), never into the app chunk every page loads.
 */
import config from 'virtual:docusaurus-site-config';
import type { PublicSiteConfig } from './public-config.ts';

export const siteConfig = config as PublicSiteConfig;
