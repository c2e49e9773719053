/**
 * Category files the pipeline fuzzer (tests/cli/fuzz) found crashing the load stage, kept as
 * fixtures so they stay fixed. Documents it found are in tests/cli/parse/found-by-fuzzing.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/load/config.ts';
import { loadContent } from '../../../cli/load/content.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/fuzz');
const { config } = loadConfig('/site', { file: '/site/docs.config.json', text: '{}', value: { title: 'T', url: 'https://example.com' } });

function load(name: string, as: string) {
  const files = [
    { path: 'docs/sub/page.md', bytes: Buffer.from('# Page\n') },
    { path: as, bytes: readFileSync(path.join(fixtures, name)) },
  ];
  return loadContent(config!, { sidebars: null, files, assets: [], staticFiles: [], outside: [] }, '/site');
}

describe('category files found by fuzzing', () => {
  for (const as of ['docs/sub/_category_.yml', 'docs/sub/_category_.json']) {
    it(`reports a YAML alias bomb in ${path.posix.basename(as)} at its first alias instead of expanding it`, () => {
      const content = load('category-alias-bomb.yml', as);
      expect(content.diagnostics).toEqual([
        {
          level: 'error',
          code: 'invalid-category',
          message: 'the category file could not be read: Excessive alias count indicates a resource exhaustion attack',
          file: as,
          line: 3,
          column: 8,
        },
      ]);
      expect(content.categories).toEqual([]);
      // The docs next to it still load.
      expect(content.sources.map((s) => s.path)).toEqual(['docs/sub/page.md']);
    });
  }
});
