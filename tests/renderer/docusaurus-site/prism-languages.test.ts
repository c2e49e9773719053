import { describe, expect, it } from 'vitest';
import { prismLanguagesOf, staticPrismRequires } from '../../../renderer/docusaurus-site/prism-languages.ts';

/** The shape of webpack's ContextReplacementPlugin, as theme-classic makes it. */
const contextReplacement = (languages: string[]) => ({ resourceRegExp: /prismjs[\\/]components$/, newContentRegExp: new RegExp(`^./(${languages.map((l) => `prism-${l}`).join('|')})$`) });

describe('Prism languages', () => {
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
