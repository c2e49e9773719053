/**
 * The judged set of readers' questions over content/ and how the search is judged on it
 * (bench/search-quality.ts): every answer is a page or section of the built site, the split into
 * tuning and test parts is drawn once and never moves, and the figures are computed as defined.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { judge, readJudgedSet, splitJudgedSet } from '../../bench/search-quality.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { createSession } from '../../cli/pipeline/session.ts';
import type { PageArtifact, RoutesArtifact } from '../../schema/artifacts.ts';
import { built, REPO } from '../helpers/site.ts';

const set = readJudgedSet(path.join(REPO, 'bench', 'search-sets', 'racing-bars.json'));

describe('the judged set over content/', () => {
  let places: Set<string>;
  beforeAll(async () => {
    const session = createSession();
    try {
      const result = built(await runPipeline(session, path.join(REPO, set.site), { artifacts: true }));
      const { routes } = JSON.parse(result.artifacts!.get('routes.json')!) as RoutesArtifact;
      places = new Set(routes.map((route) => route.path));
      for (const route of routes) {
        const page = JSON.parse(result.artifacts!.get(route.data)!) as PageArtifact & { toc?: { id: string }[] };
        for (const heading of page.toc ?? []) places.add(`${route.path}#${heading.id}`);
      }
    } finally {
      session.workers.close();
    }
  });

  it('has at least 150 distinct questions, each answered by pages or sections the site has', () => {
    expect(set.cases.length).toBeGreaterThanOrEqual(150);
    expect(set.cases.flatMap((c) => c.a.filter((url) => !places.has(url)).map((url) => `${c.q} → ${url}`))).toEqual([]);
  });

  it('is split once, 2/3 for tuning and 1/3 for test, the same on every run', () => {
    const { tuning, test } = splitJudgedSet(set.cases);
    expect([tuning.length, test.length]).toEqual([108, 54]);
    expect(new Set([...tuning, ...test].map((c) => c.q)).size).toBe(set.cases.length);
    expect(test.slice(0, 3).map((c) => c.q)).toEqual(['how do I install it with npm', 'my first chart', 'what element do I pass to race']);
  });
});

describe('the judged set over a development-corpus site (redux)', () => {
  const redux = readJudgedSet(path.join(REPO, 'bench', 'search-sets', 'redux.json'));

  it('has at least 50 distinct questions, each answered by site paths, and names where the site comes from', () => {
    expect(redux.cases.length).toBeGreaterThanOrEqual(50);
    expect(redux.site).toMatch(/^reduxjs\/redux@[0-9a-f]{12}:website /);
  });

  it('is split once with the same seed, the same on every run', () => {
    const { tuning, test } = splitJudgedSet(redux.cases);
    expect([tuning.length, test.length]).toEqual([36, 18]);
    expect(test.slice(0, 3).map((c) => c.q)).toEqual(['component does not update after dispatch', 'undo the last change', 'add reducers later when a page loads']);
  });
});

describe('judge', () => {
  it('counts an answer first, an answer in the first three, and the reciprocal rank of the first answer', () => {
    const hits: Record<string, string[]> = { a: ['/x', '/y'], b: ['/y', '/z', '/x'], c: ['/z'], d: [] };
    const quality = judge(
      [
        { q: 'a', a: ['/x'] },
        { q: 'b', a: ['/x', '/w'] },
        { q: 'c', a: ['/x'] },
        { q: 'd', a: ['/x'] },
      ],
      (query) => hits[query],
    );
    expect([quality.at1, quality.at3, quality.mrr]).toEqual([0.25, 0.5, (1 + 1 / 3) / 4]);
    expect(quality.misses).toEqual([
      { q: 'b', expected: '/x', got: ['/y', '/z', '/x'], rank: 3 },
      { q: 'c', expected: '/x', got: ['/z'], rank: 0 },
      { q: 'd', expected: '/x', got: [], rank: 0 },
    ]);
  });

  it("counts a hit on an answer's page as right on the page figures: another section of it, or the page of a section", () => {
    const hits: Record<string, string[]> = { section: ['/p#other', '/q'], page: ['/q', '/r', '/p'], whole: ['/p'], none: ['/q#p'] };
    const quality = judge(
      [
        { q: 'section', a: ['/p#s'] },
        { q: 'page', a: ['/p#s'] },
        { q: 'whole', a: ['/p#s'] },
        { q: 'none', a: ['/p'] },
      ],
      (query) => hits[query],
    );
    expect([quality.at1, quality.at3, quality.pageAt1, quality.pageAt3]).toEqual([0, 0, 0.5, 0.75]);
  });
});
