/**
 * `docs-cli search push [siteDir]`: uploads out/search/records.json to the Algolia index of
 * `themeConfig.algolia` with algoliasearch v5: the index settings (faceting on language and
 * docusaurus_tag) and the site's synonyms (themeConfig.search.synonyms), then an atomic
 * `replaceAllObjects` (copy to a temporary index with its settings and synonyms, fill it, move
 * it over the live one). The write key comes from ALGOLIA_ADMIN_API_KEY, never from the config.
 * Exit codes: 0 pushed; 1 Algolia refused or could not be reached; 2 nothing to push with
 * (no config, no algolia config, no key, no records).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { readConfig } from '../io/read-site.ts';
import { loadConfig } from '../load/config.ts';
import { ADMIN_KEY_ENV, type AlgoliaHost, algoliaClientOptions, describeAlgoliaFailure, HOSTS_ENV, INDEX_SETTINGS, parseHosts, synonymHits } from '../search/algolia-options.ts';
import { readSearchRecords } from '../search/read-records.ts';

export interface SearchPushOptions {
  outDir: string;
  /** comma-separated host URLs (hidden flag; DOCS_ALGOLIA_HOSTS does the same) */
  hosts?: string;
}

export interface SearchPushIo {
  env?: NodeJS.ProcessEnv;
  stderr?: (text: string) => void;
}

function hostLabel(host: AlgoliaHost): string {
  return `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`;
}

export async function searchPushCommand(siteDir: string, options: SearchPushOptions, io: SearchPushIo = {}): Promise<number> {
  const env = io.env ?? process.env;
  const write = io.stderr ?? ((text: string) => process.stderr.write(text));
  const fail = (code: number, message: string) => {
    write(`search push: ${message}\n`);
    return code;
  };

  const root = path.resolve(siteDir);
  const loaded = loadConfig(root, await readConfig(root));
  if (!loaded.config) return fail(2, loaded.diagnostics.map((d) => d.message).join('\n') || 'the config could not be loaded');
  const algolia = loaded.config.themeConfig.algolia;
  if (!algolia) return fail(2, `no themeConfig.algolia in ${loaded.file}: nothing says which Algolia index to push to`);
  const adminKey = env[ADMIN_KEY_ENV];
  if (!adminKey) return fail(2, `missing credentials: set ${ADMIN_KEY_ENV} to an Algolia key that can write to index "${algolia.indexName}" (the search key in the config cannot)`);

  let hosts: AlgoliaHost[] | undefined;
  try {
    const list = options.hosts ?? env[HOSTS_ENV];
    hosts = list ? parseHosts(list) : undefined;
  } catch (error) {
    return fail(2, `bad Algolia hosts: ${(error as Error).message}`);
  }

  const out = path.resolve(options.outDir);
  const file = path.join(out, 'search', 'records.json');
  let records: { objectID: string }[];
  try {
    const read = await readSearchRecords((rel) => readFile(path.join(out, rel), 'utf8'));
    if (!read) return fail(2, `${file} is not a records artifact of this docs-cli version; run docs-cli build again`);
    records = read;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const missing = (error as NodeJS.ErrnoException).path ?? file;
    return fail(2, code === 'ENOENT' ? `no ${missing}; run docs-cli build first` : `cannot read ${file}: ${(error as Error).message}`);
  }

  // The admin key travels in headers (algoliasearch's Node default), never in URLs.
  const client = algoliasearch(algolia.appId, adminKey, algoliaClientOptions({ hosts, authMode: 'WithinHeaders' }));
  const indexName = algolia.indexName;
  const synonyms = loaded.config.themeConfig.search.synonyms;
  try {
    const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
    await client.waitForTask({ indexName, taskID: settings.taskID });
    // The config's synonyms replace the index's, as its settings do; without any, the index's
    // own (made in Algolia's dashboard) are left as they are.
    if (synonyms.length > 0) {
      const saved = await client.saveSynonyms({ indexName, synonymHit: synonymHits(synonyms), replaceExistingSynonyms: true });
      await client.waitForTask({ indexName, taskID: saved.taskID });
    }
    await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  } catch (error) {
    const tried = hosts ? hosts.map(hostLabel) : [`${algolia.appId}-dsn.algolia.net`, `${algolia.appId}.algolia.net`, `${algolia.appId}-1/2/3.algolianet.com`];
    return fail(1, describeAlgoliaFailure(error, tried));
  }
  const andSynonyms = synonyms.length > 0 ? ` and ${synonyms.length} synonym rule${synonyms.length === 1 ? '' : 's'}` : '';
  write(`pushed ${records.length} records${andSynonyms} to Algolia index "${indexName}" (app ${algolia.appId})\n`);
  return 0;
}
