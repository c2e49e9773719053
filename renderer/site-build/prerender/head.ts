/** The <head> of a prerendered page: title, description, Open Graph, canonical URL, favicon, scripts, CSP, and what its components added. */
import type { SiteConfig } from '../../../schema/config.ts';
import { type HeadElements, metaKey } from '../../theme/base/head-elements.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
export function inlineJson(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** ` name="value"` for each attribute with a plain name, the value escaped. */
function attributesText(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .filter(([name]) => /^[a-z][a-z-]*$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

export function contentSecurityPolicy(scriptHash: string, config: SiteConfig): string {
  const algolia = config.themeConfig.algolia ? ' https://*.algolia.net https://*.algolianet.com https://insights.algolia.io' : '';
  return [
    "default-src 'self'",
    `script-src 'self' '${scriptHash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${algolia}`,
    // Content may embed http(s) pages in <iframe> (always sandboxed by the parser, cli/parse/iframe.ts).
    "frame-src 'self' https: http:",
    // A chart library may compute in a worker it starts from a data: URL (racing-bars, on the racing-bars site, does).
    "worker-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The head tags every page of a build shares (made once per thread, not once per page). */
export interface SiteHead {
  /** the Content-Security-Policy meta tag */
  policy: string;
  /** the favicon, the colour-mode script and the config's scripts */
  assets: string;
}

export function siteHead(config: SiteConfig, themeScript: string, scriptHash: string): SiteHead {
  const base = config.baseUrl;
  const assets = [
    // Without a configured favicon, an empty one stops the browser asking for /favicon.ico (a 404 outside baseUrl).
    `<link rel="icon" href="${config.favicon ? escapeHtml(base + config.favicon.replace(/^\//, '')) : 'data:,'}">`,
    `<script>${themeScript}</script>`,
    ...config.scripts.map((s) => {
      const script = typeof s === 'string' ? { src: s, async: false, defer: false } : s;
      const src = script.src.startsWith('/') ? base + script.src.slice(1) : script.src;
      return `<script src="${escapeHtml(src)}"${script.async ? ' async' : ''}${script.defer ? ' defer' : ''}></script>`;
    }),
  ];
  return { policy: `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(scriptHash, config))}">`, assets: assets.join('\n    ') };
}

const OWN_META: ReadonlySet<string> = new Set(['description', 'og:title', 'og:description', 'og:url', 'og:type', 'twitter:card']);

export function headTags(
  site: SiteHead,
  options: {
    config: SiteConfig;
    title: string;
    description: string;
    path: string;
    noindex: boolean;
    /** the title, meta and link elements of the page's components (`@docusaurus/Head`): they replace the page's own of the same key */
    added?: HeadElements;
  },
): string {
  const { config, path, added = { meta: [], links: [] } } = options;
  const addedMeta = new Map(added.meta.map((meta) => [metaKey(meta), meta]));
  const value = (key: string, own: string) => addedMeta.get(key)?.content ?? own;
  const title = added.title ?? options.title;
  const description = value('description', options.description);
  const base = config.baseUrl;
  const canonical = added.links.find((link) => link.rel === 'canonical')?.href ?? `${config.url.replace(/\/$/, '')}${base.replace(/\/$/, '')}${path}`;
  const tags = [
    site.policy,
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(value('og:title', options.title))}">`,
    description ? `<meta property="og:description" content="${escapeHtml(value('og:description', description))}">` : '',
    `<meta property="og:url" content="${escapeHtml(value('og:url', canonical))}">`,
    `<meta property="og:type" content="${escapeHtml(value('og:type', 'website'))}">`,
    `<meta name="twitter:card" content="${escapeHtml(value('twitter:card', 'summary'))}">`,
    options.noindex ? '<meta name="robots" content="noindex, nofollow">' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    site.assets,
    ...added.meta.filter((meta) => !OWN_META.has(metaKey(meta) ?? '')).map((meta) => `<meta${attributesText(meta)}>`),
    ...added.links.filter((link) => link.rel !== 'canonical').map((link) => `<link${attributesText(link)}>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
