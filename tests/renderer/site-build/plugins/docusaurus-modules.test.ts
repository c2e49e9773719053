import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusAliases, docusaurusModuleNames } from '../../../../renderer/site-build/plugins/docusaurus-modules.ts';

describe('docusaurusAliases', () => {
  it("gives each Docusaurus module the theme's file named as its last part", () => {
    const aliases = docusaurusAliases();
    expect(Object.keys(aliases)).toEqual(docusaurusModuleNames());
    const files = Object.entries(aliases).map(([name, file]) => [name, path.relative(path.resolve(import.meta.dirname, '../../../../renderer/theme/docusaurus'), file)]);
    expect(files.filter(([, file]) => !existsSync(path.resolve(import.meta.dirname, '../../../../renderer/theme/docusaurus', file)))).toEqual([]);
    expect(Object.fromEntries(files.filter(([name]) => name === '@theme/Tabs' || name === '@docusaurus/useBaseUrl'))).toEqual({ '@theme/Tabs': 'Tabs.tsx', '@docusaurus/useBaseUrl': 'useBaseUrl.ts' });
  });
});
