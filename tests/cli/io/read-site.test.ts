/**
 * `rereadChanged` (cli/io/read-site.ts), what `watch` reads after an edit: the previous read with
 * changed, added and deleted content files, equal to a full `readContent` of the site, or
 * undefined when only a full read can tell.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingFileOf, readContent, rereadChanged } from '../../../cli/io/read-site.ts';
import { siteConfig } from '../../../schema/config.ts';

const config = siteConfig.parse({ title: 'T', url: 'https://example.com' });
let site: string;

async function write(rel: string, text = `# ${rel}\n`): Promise<void> {
  await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
  await writeFile(path.join(site, rel), text);
}

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'docs-cli-read-'));
  for (const rel of ['docs/a.md', 'docs/guide/b.md', 'docs/guide/d.md', 'docs/guide.md', 'docs/z.mdx', 'blog/2024-01-01-post.md', 'src/pages/about.md']) await write(rel);
});
afterEach(() => rm(site, { recursive: true, force: true }));

describe('rereadChanged', () => {
  it('puts added files where a full read lists them and drops deleted ones', async () => {
    const previous = await readContent(site, config);
    await write('docs/guide/c.md');
    await write('docs/0-first.md');
    await write('docs/guide/e.md');
    await write('blog/2025-01-01-later.md');
    await rm(path.join(site, 'docs/z.mdx'));
    await write('docs/a.md', '# A again\n');
    const changed = ['docs/guide/c.md', 'docs/0-first.md', 'docs/guide/e.md', 'blog/2025-01-01-later.md', 'docs/z.mdx', 'docs/a.md'];
    const reread = rereadChanged(site, previous, changed, config);
    const full = await readContent(site, config);
    expect(reread?.files.map((f) => f.path)).toEqual(full.files.map((f) => f.path));
    expect(reread?.files.map((f) => f.bytes.toString())).toEqual(full.files.map((f) => f.bytes.toString()));
  });

  it.each([
    ['a new folder', 'docs/new'],
    ['a static file', 'static/img/logo.png'],
    ['a file next to the docs', 'docs/picture.png'],
    ['a file in a folder reached through a link', 'docs/linked/x.md'],
  ])('asks for a full read for %s', async (_, rel) => {
    const previous = await readContent(site, config);
    if (rel === 'docs/new') await mkdir(path.join(site, rel));
    else if (rel === 'docs/linked/x.md') {
      await write('elsewhere/x.md');
      await symlink(path.join(site, 'elsewhere'), path.join(site, 'docs/linked'));
    } else await write(rel);
    expect(rereadChanged(site, previous, [rel], config)).toBeUndefined();
  });
});

describe('missingFileOf', () => {
  it("names the site's own file a config failed on for its absence, read or required, and no package", () => {
    expect(
      [
        "ENOENT: no such file or directory, open 'generated/nav.json'",
        'Could not resolve "./data/versions.json"',
        "Cannot find module '../shared/links.js'",
        'Could not resolve "remark-math"',
        'x is not a function',
      ].map(missingFileOf),
    ).toEqual(['generated/nav.json', './data/versions.json', '../shared/links.js', undefined, undefined]);
  });
});
