/** `docs-cli search push` against the loopback Algolia-protocol server, with the real algoliasearch v5 client. */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { searchPushCommand } from '../../../cli/commands/search-push.ts';
import { INDEX_SETTINGS } from '../../../cli/search/algolia-options.ts';
import { type AlgoliaServer, startAlgoliaServer } from '../../helpers/algolia-server.ts';
import { type BuiltSearchSite, buildSearchSite } from '../../helpers/search-fixture.ts';
import { REPO, removeTemp } from '../../helpers/site.ts';

const ADMIN_KEY = 'admin-write-key';
let built: BuiltSearchSite;
let server: AlgoliaServer;
let records: { objectID: string }[];

beforeAll(async () => {
  built = await buildSearchSite();
  server = await startAlgoliaServer({ appId: 'TESTAPP', searchKeys: ['public-search-key'], adminKeys: [ADMIN_KEY], hostCount: 2 });
  records = JSON.parse(await readFile(path.join(built.outDir, 'search', 'records.json'), 'utf8')).records;
});

afterEach(() => {
  server.reset();
  server.indices.clear();
});

afterAll(async () => {
  await server?.close();
  if (built) await removeTemp(built.temp);
});

async function push(env: NodeJS.ProcessEnv, options: { hosts?: string; outDir?: string; site?: string } = {}) {
  let stderr = '';
  const code = await searchPushCommand(options.site ?? built.site, { outDir: options.outDir ?? built.outDir, hosts: options.hosts ?? server.hostList }, { env, stderr: (s) => (stderr += s) });
  return { code, stderr };
}

describe('search push', () => {
  it('uploads every record atomically and applies the index settings', async () => {
    const { code, stderr } = await push({ ALGOLIA_ADMIN_API_KEY: ADMIN_KEY });
    expect(stderr).toBe(`pushed ${records.length} records to Algolia index "fixture-docs" (app TESTAPP)\n`);
    expect(code).toBe(0);

    expect([...server.indices.keys()]).toEqual(['fixture-docs']); // the temporary index was moved over it
    const index = server.indices.get('fixture-docs')!;
    expect(index.records).toEqual(records);
    expect(index.settings).toEqual(INDEX_SETTINGS);
    expect(index.settings?.attributesForFaceting).toEqual(['language', 'docusaurus_tag']);
    // What makes Algolia rank as the local engine does: its fields in the order of its boosts, every
    // word required, its typo thresholds, one hit per url, page rank and level to break ties.
    expect(index.settings).toMatchObject({
      removeWordsIfNoResults: 'none',
      minWordSizefor1Typo: 5,
      minWordSizefor2Typos: 8,
      ignorePlurals: false,
      advancedSyntax: false,
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    });
    expect(index.settings?.searchableAttributes).toEqual([
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ]);

    // what replaceAllObjects and setSettings call, in order
    const calls = server.requests.map((r) => `${r.method} ${r.path.replace(/_tmp_\d+/, '_tmp_N').replace(/\/task\/\d+$/, '/task/N')}`);
    expect(calls).toEqual([
      'PUT /1/indexes/fixture-docs/settings',
      'GET /1/indexes/fixture-docs/task/N',
      'POST /1/indexes/fixture-docs/operation',
      'POST /1/indexes/fixture-docs_tmp_N/batch',
      'GET /1/indexes/fixture-docs_tmp_N/task/N',
      'GET /1/indexes/fixture-docs_tmp_N/task/N',
      'POST /1/indexes/fixture-docs/operation',
      'GET /1/indexes/fixture-docs_tmp_N/task/N',
      'POST /1/indexes/fixture-docs_tmp_N/operation',
      'GET /1/indexes/fixture-docs_tmp_N/task/N',
    ]);
    const operations = server.requests.filter((r) => r.path.endsWith('/operation')).map((r) => r.body as { operation: string; destination: string; scope?: string[] });
    expect(operations.map((o) => o.operation)).toEqual(['copy', 'copy', 'move']);
    expect(operations[0].scope).toEqual(['settings', 'rules', 'synonyms']);
    expect(operations[2].destination).toBe('fixture-docs');
    const batch = server.requests.find((r) => r.path.endsWith('/batch'))!.body as { requests: { action: string; body: { objectID: string } }[] };
    expect(batch.requests.every((r) => r.action === 'addObject')).toBe(true);
    expect(batch.requests.map((r) => r.body.objectID)).toEqual(records.map((r) => r.objectID));

    // the admin key goes in headers, never in a URL
    for (const request of server.requests) {
      expect(request.credentialsIn).toBe('headers');
      expect(request.headers['x-algolia-api-key']).toBe(ADMIN_KEY);
      expect(request.query.get('x-algolia-api-key')).toBeNull();
    }
  });

  it('replaces what the index held instead of adding to it', async () => {
    server.indices.set('fixture-docs', { records: [{ objectID: 'stale' }], settings: { attributesForFaceting: ['old'] } });
    const { code } = await push({ ALGOLIA_ADMIN_API_KEY: ADMIN_KEY });
    expect(code).toBe(0);
    const index = server.indices.get('fixture-docs')!;
    expect(index.records.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
    expect(index.settings?.attributesForFaceting).toEqual(['language', 'docusaurus_tag']);
  });

  it("replaces the index's synonyms with the site's (themeConfig.search.synonyms), which the move keeps", async () => {
    server.indices.set('fixture-docs', { records: [], settings: undefined, synonyms: [{ objectID: 'old', type: 'synonym', synonyms: ['a', 'b'] }] });
    const config = path.join(built.site, 'docs.config.ts');
    const original = await readFile(config, 'utf8');
    await writeFile(config, original.replace('themeConfig: {', "themeConfig: {\n    search: { synonyms: [['logo', 'icon'], { input: 'donate', synonyms: ['sponsor'] }] },"));
    try {
      const { code, stderr } = await push({ ALGOLIA_ADMIN_API_KEY: ADMIN_KEY });
      expect(stderr).toBe(`pushed ${records.length} records and 2 synonym rules to Algolia index "fixture-docs" (app TESTAPP)\n`);
      expect(code).toBe(0);
    } finally {
      await writeFile(config, original);
    }
    expect([...server.indices.keys()]).toEqual(['fixture-docs']);
    expect(server.indices.get('fixture-docs')!.synonyms).toEqual([
      { objectID: 'docs-cli-synonym-1', type: 'synonym', synonyms: ['logo', 'icon'] },
      { objectID: 'docs-cli-synonym-2', type: 'oneWaySynonym', input: 'donate', synonyms: ['sponsor'] },
    ]);
    expect(server.requests.map((r) => `${r.method} ${r.path}`).slice(0, 4)).toEqual([
      'PUT /1/indexes/fixture-docs/settings',
      expect.stringMatching(/^GET \/1\/indexes\/fixture-docs\/task\/\d+$/),
      'POST /1/indexes/fixture-docs/synonyms/batch',
      expect.stringMatching(/^GET \/1\/indexes\/fixture-docs\/task\/\d+$/),
    ]);
  });

  it("leaves the index's own synonyms when the site names none", async () => {
    const own = [{ objectID: 'dashboard-1', type: 'synonym', synonyms: ['a', 'b'] }];
    server.indices.set('fixture-docs', { records: [], settings: undefined, synonyms: own });
    expect((await push({ ALGOLIA_ADMIN_API_KEY: ADMIN_KEY })).code).toBe(0);
    expect(server.indices.get('fixture-docs')!.synonyms).toEqual(own);
    expect(server.requests.some((r) => r.path.includes('/synonyms/'))).toBe(false);
  });

  it('takes the hosts from DOCS_ALGOLIA_HOSTS and fails over when one is down', async () => {
    server.setBehaviour(0, { kind: 'status', status: 500 });
    let stderr = '';
    const code = await searchPushCommand(built.site, { outDir: built.outDir }, { env: { ALGOLIA_ADMIN_API_KEY: ADMIN_KEY, DOCS_ALGOLIA_HOSTS: server.hostList }, stderr: (s) => (stderr += s) });
    expect(stderr).toMatch(/^pushed /);
    expect(code).toBe(0);
    expect(server.indices.get('fixture-docs')!.records).toHaveLength(records.length);
    // host 0 failed once, then was left alone for the rest of the push
    expect(server.requests.filter((r) => r.host === 0)).toHaveLength(1);
  });

  it('missing credentials: exit 2 and says which variable, without calling Algolia', async () => {
    const { code, stderr } = await push({});
    expect(code).toBe(2);
    expect(stderr).toContain('missing credentials: set ALGOLIA_ADMIN_API_KEY');
    expect(server.requests).toEqual([]);
  });

  it('bad credentials: exit 1, "Algolia rejected the credentials (403 …)", no retry', async () => {
    const { code, stderr } = await push({ ALGOLIA_ADMIN_API_KEY: 'public-search-key' });
    expect(code).toBe(1);
    expect(stderr).toContain('Algolia rejected the credentials (403 Method not allowed with this API key)');
    expect(server.requests).toHaveLength(1);

    server.reset();
    const wrong = await push({ ALGOLIA_ADMIN_API_KEY: 'not-a-key' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      'search push: Algolia rejected the credentials (403 Invalid Application-ID or API key); check the appId in themeConfig.algolia and ALGOLIA_ADMIN_API_KEY\n',
    );
    expect(server.requests).toHaveLength(1);
    expect(server.indices.size).toBe(0);
  });

  it('outage: exit 1 with an "unreachable" message when every host fails', async () => {
    server.setBehaviour(0, { kind: 'drop' });
    server.setBehaviour(1, { kind: 'status', status: 503 });
    const { code, stderr } = await push({ ALGOLIA_ADMIN_API_KEY: ADMIN_KEY });
    expect(code).toBe(1);
    expect(stderr).toBe(`search push: Algolia is unreachable: every host failed or timed out (${server.hosts.map((h) => `http://127.0.0.1:${h.port}`).join(', ')}); check the network, or try again later\n`);
    expect(server.indices.size).toBe(0);
  });

  it('no records: exit 2 and says to build first', async () => {
    const { code, stderr } = await push({ ALGOLIA_ADMIN_API_KEY: ADMIN_KEY }, { outDir: path.join(built.temp, 'nowhere') });
    expect(code).toBe(2);
    expect(stderr).toMatch(/no .*nowhere\/search\/records\.json; run docs-cli build first/);
  });

  it('no themeConfig.algolia: exit 2', async () => {
    const config = path.join(built.site, 'docs.config.ts');
    const original = await readFile(config, 'utf8');
    await writeFile(config, "export default { title: 'T', url: 'https://example.com' };\n");
    try {
      const { code, stderr } = await push({ ALGOLIA_ADMIN_API_KEY: ADMIN_KEY });
      expect(code).toBe(2);
      expect(stderr).toContain('no themeConfig.algolia in docs.config.ts');
    } finally {
      await writeFile(config, original);
    }
  });
});

describe('docs-cli search push (the command line)', () => {
  function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
    const { ALGOLIA_ADMIN_API_KEY: _key, DOCS_ALGOLIA_HOSTS: _hosts, ...base } = process.env;
    return new Promise((resolve) => {
      execFile(process.execPath, [path.join(REPO, 'cli', 'bin.js'), ...args], { cwd: built.temp, env: { ...base, NO_COLOR: '1', ...env } }, (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      });
    });
  }

  it('pushes with the exit code 0, reading out/ beside the working directory', async () => {
    const result = await cli(['search', 'push', 'site'], { ALGOLIA_ADMIN_API_KEY: ADMIN_KEY, DOCS_ALGOLIA_HOSTS: server.hostList });
    expect(result.stderr).toBe(`pushed ${records.length} records to Algolia index "fixture-docs" (app TESTAPP)\n`);
    expect(result.code).toBe(0);
    expect(server.indices.get('fixture-docs')!.records).toHaveLength(records.length);
  });

  it('exits 2 without credentials, 1 when Algolia rejects them, and keeps --hosts out of the help', async () => {
    const missing = await cli(['search', 'push', 'site', '--out-dir', 'out', '--hosts', server.hostList], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('ALGOLIA_ADMIN_API_KEY');
    const rejected = await cli(['search', 'push', 'site', '--hosts', server.hostList], { ALGOLIA_ADMIN_API_KEY: 'nope' });
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toContain('Algolia rejected the credentials (403 ');
    const help = await cli(['search', 'push', '--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--out-dir');
    expect(help.stdout).not.toContain('--hosts');
  });

  it('exits 1 on an outage (nothing listening)', async () => {
    const closed = await startAlgoliaServer({ appId: 'x', searchKeys: [], hostCount: 2 });
    await closed.close();
    const result = await cli(['search', 'push', 'site'], { ALGOLIA_ADMIN_API_KEY: ADMIN_KEY, DOCS_ALGOLIA_HOSTS: closed.hostList });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Algolia is unreachable');
  });
});

