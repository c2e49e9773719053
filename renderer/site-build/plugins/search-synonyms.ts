/**
 * The site's search synonyms (`virtual:search-synonyms`: themeConfig.search.synonyms from
 * config.json) in the search's own chunk, which imports them, rather than in the config every
 * page carries: only a search needs them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ConfigArtifact } from '../../../schema/artifacts.ts';

const ID = 'virtual:search-synonyms';

export function searchSynonyms(outDir: string): Plugin {
  return {
    name: 'docs-search-synonyms',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(resolved) {
      if (resolved !== `\0${ID}`) return undefined;
      const file = path.join(outDir, 'config.json');
      // The dev server loads it again when `watch` rewrites the config (a synonym edited).
      this.addWatchFile(file);
      const { config } = JSON.parse(readFileSync(file, 'utf8')) as ConfigArtifact;
      return `export default ${JSON.stringify(config.themeConfig.search.synonyms)};`;
    },
  };
}
