import { describe, expect, it } from 'vitest';
import { isPrismLanguagesModule, prismLanguagesOf, staticPrismRequires } from '../../../../renderer/site-build/docusaurus-site/prism-languages.ts';

/** The shape of webpack's ContextReplacementPlugin, as theme-classic makes it. */
const contextReplacement = (languages: string[]) => ({ resourceRegExp: /prismjs[\\/]components$/, newContentRegExp: new RegExp(`^./(${languages.map((l) => `prism-${l}`).join('|')})$`) });

describe('Prism languages', () => {
  it("finds the theme's module and a site's swizzled copy, in JavaScript or TypeScript", () => {
    expect(
      [
        '/s/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
        '/s/src/theme/prism-include-languages.ts',
        '/s/src/theme/prism-include-languages.tsx?v=1',
        '/s/src/theme/prism-include-languages-extra.js',
        '/s/src/theme/CodeBlock/index.js',
      ].map(isPrismLanguagesModule),
    ).toEqual([true, true, true, false, false]);
  });

  it("reads the languages from the theme's ContextReplacementPlugin among the other plugins", () => {
    expect(prismLanguagesOf([{ name: 'DefinePlugin' }, contextReplacement(['java', 'php', 'objectivec'])])).toEqual(['java', 'php', 'objectivec']);
    expect(prismLanguagesOf([{ name: 'DefinePlugin' }])).toEqual([]);
  });

  it("turns the theme's context require into a static map of lazy requires, the rest as it was", () => {
    // The theme's code as written: a template literal inside the module's text.
    const code = ['additionalLanguages.forEach((lang) => {', '    require(`prismjs/components/prism-$' + '{lang}`);', '  });'].join('\n');
    expect(staticPrismRequires(code, ['java', 'rust'])).toBe(
      'additionalLanguages.forEach((lang) => {\n    ({ "java": () => require("prismjs/components/prism-java"), "rust": () => require("prismjs/components/prism-rust") })[lang]?.();\n  });',
    );
    expect(staticPrismRequires('export default 1;', ['java'])).toBeUndefined();
  });
});
