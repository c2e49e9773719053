/** The <head> of a prerendered page: title, description, Open Graph, canonical URL, favicon, scripts, CSP. */
import type { SiteConfig } from '../../schema/config.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
export function inlineJson(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${id}" type="application/json">${json}</script>`;
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
    "frame-src 'self'",
    // racing-bars computes frames in a worker it starts from a data: URL.
    "worker-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function headTags(options: {
  config: SiteConfig;
  title: string;
  description: string;
  path: string;
  themeScript: string;
  scriptHash: string;
  noindex: boolean;
}): string {
  const { config, title, description, path } = options;
  const base = config.baseUrl;
  const canonical = `${config.url.replace(/\/$/, '')}${base.replace(/\/$/, '')}${path}`;
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(options.scriptHash, config))}">`,
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    '<meta property="og:type" content="website">',
    `<meta name="twitter:card" content="summary">`,
    options.noindex ? '<meta name="robots" content="noindex, nofollow">' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // Without a configured favicon, an empty one stops the browser asking for /favicon.ico (a 404 outside baseUrl).
    `<link rel="icon" href="${config.favicon ? escapeHtml(base + config.favicon.replace(/^\//, '')) : 'data:,'}">`,
    `<script>${options.themeScript}</script>`,
    ...config.scripts.map((s) => {
      const script = typeof s === 'string' ? { src: s, async: false, defer: false } : s;
      const src = script.src.startsWith('/') ? base + script.src.slice(1) : script.src;
      return `<script src="${escapeHtml(src)}"${script.async ? ' async' : ''}${script.defer ? ' defer' : ''}></script>`;
    }),
  ];
  return tags.filter(Boolean).join('\n    ');
}
