/**
 * A run without artifacts (`docs-cli check`) parses for the findings only: no highlighting, no
 * page bodies, no search blocks. It must find exactly what a full run finds, and its lighter
 * cache entries must never stand in for the full ones a build needs.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { parseSource } from '../../../cli/parse/index.ts';
import type { HastNode, PageArtifact } from '../../../schema/artifacts.ts';
import { built, copyFixture, FIXTURES, makeTemp, removeTemp, runSite } from '../../helpers/site.ts';

const themes = { light: 'github-light', dark: 'github-dark' };

describe('a run without artifacts', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTemp();
  });
  afterEach(async () => {
    await removeTemp(tmp);
  });

  for (const scenario of readdirSync(FIXTURES).sort()) {
    it(`reports exactly the diagnostics of a full run on the ${scenario} fixture`, async () => {
      const site = await copyFixture(scenario, tmp);
      const full = await runSite(site);
      const findings = await runPipeline(createSession(), site, { artifacts: false });
      expect(findings.exitCode).toBe(full.exitCode);
      expect(findings.diagnostics).toEqual(full.diagnostics);
    });
  }

  it('serves a check from the full entries a build left in the cache, parsing nothing', async () => {
    const site = await copyFixture('mdx-content', tmp);
    const cacheDir = path.join(tmp, 'cache');
    const build = await runSite(site, cacheDir);
    const check = await runPipeline(createSession({ cacheDir }), site, { artifacts: false });
    expect(check.stats).toEqual({ ...build.stats, parsed: 0, cached: build.stats.files });
  });

  it('never lets the entries a check cached stand in for a build: the build parses again and highlights', async () => {
    const site = await copyFixture('mdx-content', tmp);
    const cacheDir = path.join(tmp, 'cache');
    const check = await runPipeline(createSession({ cacheDir }), site, { artifacts: false });
    expect(check.stats.cached).toBe(0);
    const again = await runPipeline(createSession({ cacheDir }), site, { artifacts: false });
    expect([again.stats.parsed, again.stats.cached]).toEqual([0, check.stats.files]);

    const build = built(await runSite(site, cacheDir));
    expect([build.stats.parsed, build.stats.cached]).toEqual([check.stats.files, 0]);
    const { entries } = JSON.parse(build.artifacts!.get('registry.json')!) as { entries: Record<string, { data: string }> };
    const page = JSON.parse(build.artifacts!.get(entries['/components'].data)!) as PageArtifact;
    const pre = page.body.children.find((n): n is Extract<HastNode, { type: 'element' }> => n.type === 'element' && n.tagName === 'pre');
    expect(pre?.children.length).toBeGreaterThan(0);
  });
});

describe('parseSource with findingsOnly', () => {
  const source = {
    path: 'docs/a.mdx',
    hash: 'h',
    kind: 'doc' as const,
    format: 'mdx' as const,
    text: '---\ntitle: A\n---\n\nIntro with [a link](/b#c).\n\n## Usage {#use}\n\n```js title="x.js"\nconst a = "[not a link](/nowhere)";\n```\n\n```klingon\nqapla\n```\n\n<a id="here"></a>\n',
  };

  it('keeps frontmatter, headings, links, anchors and diagnostics and drops the body and search blocks', async () => {
    const full = await parseSource(source, { themes });
    const light = await parseSource(source, { themes, findingsOnly: true });
    const { body, search, ...findings } = light;
    const { body: fullBody, search: fullSearch, ...fullFindings } = full;
    expect(findings).toEqual(fullFindings);
    expect(findings.links.map((l) => l.url)).toEqual(['/b#c']);
    expect(findings.anchors).toEqual(['here', 'use']);
    expect(findings.diagnostics).toEqual([]);
    expect(findings.unknownLanguages).toEqual([{ language: 'klingon', line: 13, column: 1 }]);
    expect([body, search]).toEqual([JSON.stringify({ type: 'root', children: [] }), []]);
    expect(fullSearch.length).toBeGreaterThan(0);
    expect(fullBody).toContain('"dataTitle":"x.js"');
  });

  it('keeps the search blocks too when asked (a site with search synonyms, which a check compares with them)', async () => {
    const full = await parseSource(source, { themes });
    const light = await parseSource(source, { themes, findingsOnly: true, searchBlocks: true });
    expect(light.search).toEqual(full.search);
    expect(light.body).toBe(JSON.stringify({ type: 'root', children: [] }));
  });
});
