/**
 * A fixture site whose frontmatter and category file try to put code into the "Edit this page"
 * link and control characters into routes: every one is a positioned finding, and none of it
 * reaches the artifacts a build writes.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageArtifact, RouteEntry } from '../../../schema/artifacts.ts';
import { built, makeTemp, removeTemp, REPO, runSite } from '../../helpers/site.ts';

const FIXTURE = path.join(REPO, 'tests', 'fixtures', 'unsafe-frontmatter');
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|%[01][0-9a-f]|%7f/i;

/** Every string in a JSON value: keys and values. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
}

describe('a site with unsafe frontmatter', () => {
  let tmp: string;
  let site: string;
  beforeEach(async () => {
    tmp = await makeTemp();
    site = path.join(tmp, 'site');
    await cp(FIXTURE, site, { recursive: true });
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  it('reports each unsafe value at its position and keeps it out of the page data and routes', async () => {
    const result = built(await runSite(site));
    expect(result.diagnostics.map((d) => ({ level: d.level, code: d.code, file: d.file, line: d.line, column: d.column, target: d.target }))).toEqual([
      { level: 'warn', code: 'unsafe-url', file: 'docs/edit-data.md', line: 2, column: 18, target: ' data:text/html,<script>alert(1)</script>' },
      { level: 'warn', code: 'unsafe-url', file: 'docs/edit-javascript.md', line: 2, column: 18, target: 'javascript:alert(document.domain)' },
      { level: 'error', code: 'invalid-category', file: 'docs/guide/_category_.json', line: 3, column: 48, target: 'link.slug' },
      { level: 'error', code: 'invalid-frontmatter', file: 'docs/guide/bell-slug.md', line: 2, column: 7, target: 'slug' },
      { level: 'error', code: 'invalid-frontmatter', file: 'docs/guide/control-id.md', line: 2, column: 5, target: 'id' },
      { level: 'error', code: 'invalid-frontmatter', file: 'docs/guide/dots.md', line: 2, column: 7, target: 'slug' },
      { level: 'error', code: 'invalid-frontmatter', file: 'docs/guide/nul-slug.md', line: 2, column: 7, target: 'slug' },
    ]);

    const artifacts = result.artifacts!;
    const { routes } = JSON.parse(artifacts.get('routes.json')!) as { routes: RouteEntry[] };
    // Each refused slug or id leaves the doc at the route its file gives it.
    expect(routes.filter((r) => r.kind === 'doc' || r.kind === 'category-index').map((r) => r.path)).toEqual([
      '/',
      '/category/guide',
      '/edit-config',
      '/edit-data',
      '/edit-javascript',
      '/guide/..%2F..%2Fescaped',
      '/guide/bell-slug',
      '/guide/control-id',
      '/guide/dots',
      '/guide/nul-slug',
    ]);
    for (const file of ['routes.json', 'registry.json', 'sidebars.json']) {
      expect(strings(JSON.parse(artifacts.get(file)!)).filter((text) => CONTROL.test(text)), file).toEqual([]);
    }

    const { entries } = JSON.parse(artifacts.get('registry.json')!) as { entries: Record<string, { data: string }> };
    const page = (route: string) => JSON.parse(artifacts.get(entries[route].data)!) as PageArtifact;
    expect('editUrl' in page('/edit-javascript')).toBe(false);
    expect('editUrl' in page('/edit-data')).toBe(false);
    expect(page('/edit-javascript').frontmatter).toEqual({ custom_edit_url: null });
    expect(page('/edit-config').editUrl).toBe('https://github.com/owner/repo/edit/main/site/docs/edit-config.md');
    expect([...artifacts].filter(([, text]) => /javascript:|data:text\/html/.test(text)).map(([file]) => file)).toEqual([]);
  });
});
