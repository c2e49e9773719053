/** Thumbnails drawn at build time by the real racing-bars in a worker thread's DOM. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeGalleryThumbnails } from '../../../content/plugin/gallery-thumbnails.ts';

/** Population-shaped rows for two dates: eight countries, the first date's order reversed by the second. */
function population(): string {
  const names = ['Aland', 'Bosk', 'Cyrene', 'Dalmar', 'Elbonia', 'Freedonia', 'Genovia', 'Republic of Long Names'];
  const rows = names.flatMap((name, i) => [`1960-01-01,${name},A${i},Asia,${100 - i * 10}`, `1961-01-01,${name},A${i},Asia,${20 + i * 10}`]);
  return `date,name,code,group,value\n${rows.join('\n')}\n`;
}

describe('writeGalleryThumbnails', () => {
  it('writes each demo’s first frame as a standalone SVG: its bars, its title, names outside the bars', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'thumbnails-'));
    const siteOut = path.join(dir, 'site');
    mkdirSync(path.join(siteOut, 'data'), { recursive: true });
    writeFileSync(path.join(siteOut, 'data', 'population.csv'), population());
    await writeGalleryThumbnails(siteOut, ['top-n', 'no-such-demo'], path.join(dir, 'cache'));
    expect(readdirSync(path.join(siteOut, '__docs', 'gallery', 'thumbnails'))).toEqual(['top-n.svg']);
    const svg = readFileSync(path.join(siteOut, '__docs', 'gallery', 'thumbnails', 'top-n.svg'), 'utf8');
    expect(svg.startsWith('<svg width="640" height="400" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 400" id="chart"><style>#chart{--base-font-size:12px;')).toBe(true);
    expect([...svg.matchAll(/<text class="title"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Top 5']);
    // top-n shows five bars, the first date's largest first, with names in a column left of them.
    expect([...svg.matchAll(/<rect class="bar ([^"]+)"/g)].map((m) => m[1])).toEqual(['Aland', 'Bosk', 'Cyrene', 'Dalmar', 'Elbonia']);
    expect([...svg.matchAll(/<text class="label outside-bars"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Aland', 'Bosk', 'Cyrene', 'Dalmar', 'Elbonia']);
    expect(svg).not.toContain('class="controls"');
  }, 60_000);

  it('draws the same file on every build, icons’ clip paths included', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'thumbnails-'));
    const draw = async (name: string) => {
      const siteOut = path.join(dir, name);
      mkdirSync(path.join(siteOut, 'data'), { recursive: true });
      writeFileSync(path.join(siteOut, 'data', 'population.csv'), population());
      await writeGalleryThumbnails(siteOut, ['icons'], path.join(dir, `${name}-cache`));
      return readFileSync(path.join(siteOut, '__docs', 'gallery', 'thumbnails', 'icons.svg'), 'utf8');
    };
    const first = await draw('one');
    expect(first).toContain('<clipPath id="clipPath-chart">');
    expect(await draw('two')).toBe(first);
  }, 60_000);

  it('draws the same file on a rebuild, from the cache', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'thumbnails-'));
    const cache = path.join(dir, 'cache');
    const build = async (name: string) => {
      const siteOut = path.join(dir, name);
      mkdirSync(path.join(siteOut, 'data'), { recursive: true });
      writeFileSync(path.join(siteOut, 'data', 'population.csv'), population());
      await writeGalleryThumbnails(siteOut, ['autorun'], cache);
      return readFileSync(path.join(siteOut, '__docs', 'gallery', 'thumbnails', 'autorun.svg'), 'utf8');
    };
    const first = await build('one');
    expect(readdirSync(cache)).toHaveLength(1);
    expect(await build('two')).toBe(first);
  }, 60_000);
});
