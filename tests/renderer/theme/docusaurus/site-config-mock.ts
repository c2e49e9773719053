/** The public config the Docusaurus modules read (`virtual:docusaurus-site-config`) in unit tests: a site on `/theme/` with a private docs option. */
import { siteConfig } from '../../../../schema/config.ts';
import { publicSiteConfig } from '../../../../renderer/theme/docusaurus/public-config.ts';

export const testSiteConfig = siteConfig.parse({
  title: 'Theme',
  url: 'https://theme.example/',
  baseUrl: '/theme/',
  docs: { editUrl: 'https://git.example/private/edit/' },
  customFields: { answer: 42 },
});

export const testPublicConfig = publicSiteConfig(testSiteConfig);
