import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checks } from '../../../cli/check/index.ts';
import { CHECK_FIXTURES, expectFixture } from '../../helpers/check-fixture.ts';

const fixtures = readdirSync(CHECK_FIXTURES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('runChecks', () => {
  it('registers one check per code', () => {
    expect(Object.keys(checks).sort()).toEqual(['broken-anchor', 'broken-excerpt-link', 'broken-link', 'broken-markdown-link', 'duplicate-route', 'invalid-navbar-item', 'path-outside-site', 'unknown-component', 'unknown-doc-id', 'unknown-sidebar-id', 'unroutable-file-name', 'unused-search-synonym']);
  });

  it('has an expected.json beside every fixture', () => {
    for (const name of fixtures) expect(existsSync(path.join(CHECK_FIXTURES, name, 'expected.json')), name).toBe(true);
  });

  it.each(fixtures)('%s matches its expected.json', async (name) => {
    await expectFixture(name);
  });

  it('reports a clean site with nothing and exit 0', async () => {
    const run = await expectFixture('clean');
    expect(run.diagnostics).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it('reports each finding once (no duplicates by file, position, code and target)', async () => {
    for (const name of fixtures) {
      const run = await expectFixture(name);
      const keys = run.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.target}`);
      expect(new Set(keys).size, name).toBe(keys.length);
    }
  });
});
