/**
 * A small built site for the `docs-cli serve` tests, shaped like renderer/site-build/build.ts output but
 * written directly (a real build takes a minute): pages as x/index.html and y.html, a 404 page,
 * hashed assets with and without .br/.gz copies, data files, images, the playground's preview
 * frame under /lib/, and __docs/csp.txt with the policy the pages' CSP <meta> carries.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, escapeHtml } from '../../renderer/site-build/prerender/head.ts';
import { siteConfig } from '../../schema/config.ts';

export const THEME_SCRIPT = 'document.documentElement.dataset.theme = localStorage.getItem("theme") || "light";';
/** The policy of the pages' CSP <meta>, made by the renderer's own function. */
export const PAGE_POLICY = contentSecurityPolicy(
  `sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}`,
  siteConfig.parse({ title: 'Serve test', url: 'https://example.com' }),
);
/** The clean URLs of the site's pages. */
export const ROUTES = ['/', '/guide', '/guide/install/', '/about'];

function page(title: string): string {
  // Long enough to be worth compressing, like the real pages.
  const body = Array.from({ length: 40 }, (_, i) => `<p>${title}: paragraph ${i} of the test page.</p>`).join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head>',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(PAGE_POLICY)}">`,
    `<title>${title}</title>`,
    `<script>${THEME_SCRIPT}</script>`,
    '<script type="module" src="/assets/app-3f2a1b9c.js"></script>',
    `</head><body>${body}</body></html>`,
  ].join('\n');
}

/** Writes the site into `dir` (emptied first) and returns `dir`; `csp: false` leaves __docs/csp.txt out. */
export function writeServeSite(dir: string, options: { csp?: boolean } = {}): string {
  rmSync(dir, { recursive: true, force: true });
  const write = (rel: string, data: string | Buffer, precompress = false) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    if (precompress) {
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data));
    }
  };
  write('index.html', page('Home'), true);
  write('guide/index.html', page('Guide'), true);
  write('guide/install/index.html', page('Install'));
  write('about.html', page('About'), true);
  write('404.html', page('Page Not Found'));
  write('assets/app-3f2a1b9c.js', `export const parts = [${Array.from({ length: 300 }, (_, i) => `'part ${i}'`).join(', ')}];\n`, true);
  write('assets/style-9c8d7e6f.css', 'body { margin: 0; }\n');
  write('__docs/data/config.json', JSON.stringify({ config: { baseUrl: '/' } }));
  write('__docs/data/pages/guide.json', JSON.stringify({ title: 'Guide', toc: Array.from({ length: 60 }, (_, i) => ({ id: `h${i}`, value: `Heading ${i}` })) }), true);
  write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n');
  write('img/pixel.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
  write('lib/playground/index.html', '<!doctype html>\n<html><body><script>parent.postMessage("ready", "*");</script></body></html>\n');
  write('data/population.json', JSON.stringify([{ date: '2000', name: 'A', value: 1 }]));
  if (options.csp !== false) write('__docs/csp.txt', PAGE_POLICY);
  return dir;
}
