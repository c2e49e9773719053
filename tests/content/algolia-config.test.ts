/**
 * content/docs.config.ts reads its Algolia credentials from ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 * ALGOLIA_INDEX_NAME: with all three set the site searches hosted Algolia (contextual search,
 * `/docs/` → `/` in result paths), with any of them missing or empty it has no Algolia config
 * and the embedded local index answers. Each case loads the config as a build does (importModule,
 * then loadConfig) in a fresh Node process with exactly the environment it names.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const SITE = path.join(REPO, 'content');
const NAMES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
type Variables = Partial<Record<(typeof NAMES)[number], string>>;

const SCRIPT = `
import { importModule } from './cli/io/import-module.ts';
import { loadConfig } from './cli/load/config.ts';
import { clientConfig } from './renderer/theme/base/client-config.ts';
const site = process.argv[1];
const raw = await importModule(site + '/docs.config.ts');
const loaded = loadConfig(site, raw);
process.stdout.write(JSON.stringify({
  error: raw.error ?? null,
  diagnostics: loaded.diagnostics,
  hasKey: 'algolia' in (loaded.config?.themeConfig ?? {}) && loaded.config.themeConfig.algolia !== undefined,
  raw: raw.value?.themeConfig?.algolia ?? null,
  validated: loaded.config?.themeConfig.algolia ?? null,
  client: loaded.config ? clientConfig(loaded.config).themeConfig.algolia ?? null : 'no config',
}));
`;

interface Loaded {
  error: unknown;
  diagnostics: unknown[];
  hasKey: boolean;
  raw: unknown;
  validated: unknown;
  client: unknown;
}

/** The content site's config, loaded in a child process whose only ALGOLIA_* variables are `variables`. */
function loadWith(variables: Variables): Promise<Loaded> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NAMES) delete env[name];
  Object.assign(env, variables);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, SITE], { cwd: REPO, env }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as Loaded);
    });
  });
}

/** A config that loads without diagnostics and has no Algolia settings anywhere. */
const NONE: Loaded = { error: null, diagnostics: [], hasKey: false, raw: null, validated: null, client: null };
const ALL: Required<Variables> = { ALGOLIA_APP_ID: 'APP123', ALGOLIA_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'racing-bars' };

describe('the Algolia config of the content site', () => {
  it('is absent without the environment variables, so the local index answers', async () => {
    expect(await loadWith({})).toEqual(NONE);
  });

  it('is absent when any one of the three variables is missing or empty', async () => {
    for (const name of NAMES) {
      const { [name]: _left, ...others } = ALL;
      expect(await loadWith(others), `without ${name}`).toEqual(NONE);
      expect(await loadWith({ ...ALL, [name]: '' }), `with ${name} empty`).toEqual(NONE);
    }
  });

  it('is exactly the credentials, contextual search and the /docs/ → / replacement when all three are set', async () => {
    const loaded = await loadWith(ALL);
    expect(loaded.error).toBeNull();
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.raw).toEqual({
      appId: 'APP123',
      apiKey: 'search-only-key',
      indexName: 'racing-bars',
      contextualSearch: true,
      replaceSearchResultPathname: { from: '/docs/', to: '/' },
    });
    // Validated: the schema's defaults filled in, nothing else added.
    expect(loaded.validated).toEqual({
      appId: 'APP123',
      apiKey: 'search-only-key',
      indexName: 'racing-bars',
      contextualSearch: true,
      searchParameters: {},
      searchPagePath: 'search',
      replaceSearchResultPathname: { from: '/docs/', to: '/' },
      insights: false,
    });
    // And the browser bundle carries all of it.
    expect(loaded.client).toEqual(loaded.validated);
  });

  it('takes each value from its own variable', async () => {
    const loaded = await loadWith({ ALGOLIA_APP_ID: 'OTHERAPP', ALGOLIA_API_KEY: 'another-key', ALGOLIA_INDEX_NAME: 'another-index' });
    expect(loaded.validated).toMatchObject({ appId: 'OTHERAPP', apiKey: 'another-key', indexName: 'another-index' });
  });
});
