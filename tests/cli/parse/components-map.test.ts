import { describe, expect, it } from 'vitest';
import { readComponentsMap } from '../../../cli/parse/components-map.ts';

describe('readComponentsMap', () => {
  it('reads the names of a default-exported map that spreads the theme map and a constant of the module', () => {
    const text = "import M from '@theme-original/MDXComponents';\nconst own = { A: 1 };\nexport default { ...M, ...own, B: 2, 'C': 3 } satisfies Record<string, unknown>;\n";
    expect(readComponentsMap('src/theme/MDXComponents.tsx', text, 'default')).toEqual({ names: ['A', 'B', 'C'] });
  });

  it('follows an exported name to the constant it is', () => {
    expect(readComponentsMap('m.tsx', 'const map = { A: 1 } as const;\nexport { map as default };\n', 'default')).toEqual({ names: ['A'] });
    expect(readComponentsMap('components/index.ts', 'const components = { Box: 1 };\nexport { components };\n', 'components')).toEqual({ names: ['Box'] });
  });

  it('says why, and where, when only running the code would give the names', () => {
    expect(readComponentsMap('m.js', 'export default function MDX() {}\n', 'default')).toEqual({ reason: 'its map is computed by code (a function)', at: { line: 1, column: 16 } });
    expect(readComponentsMap('m.js', "import more from './more';\nexport default { ...more };\n", 'default')).toEqual({ reason: 'it spreads `more` whose keys are not known without running the code', at: { line: 2, column: 21 } });
    expect(readComponentsMap('m.js', 'export const other = {};\n', 'default')).toEqual({ reason: 'it has no default export', at: { line: 1, column: 1 } });
    expect(readComponentsMap('m.js', 'export default {\n', 'default')).toEqual({ reason: 'it does not parse (Unexpected token)', at: { line: 2, column: 1 } });
  });
});
