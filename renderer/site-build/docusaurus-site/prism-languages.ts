/**
 * theme-classic loads Prism's extra languages with a webpack context require
 * (`require(\`prismjs/components/prism-${lang}\`)`), narrowed by a ContextReplacementPlugin to the
 * site's `prism.additionalLanguages`. Another bundler cannot follow it: the call is left as a
 * `require` that throws in the browser, only once the page runs. The same languages, taken from
 * the theme's own plugin, become a static map of lazy requires, which load in the same order the
 * theme relies on (Prism on `globalThis` while each language registers).
 */
const CONTEXT_REQUIRE = /require\(`prismjs\/components\/prism-\$\{(\w+)\}`\)/;

/** theme-classic's module that loads the languages, or a site's swizzled copy of it (TypeScript too: ionic's). */
export function isPrismLanguagesModule(id: string): boolean {
  return /[\\/]prism-include-languages\.[jt]sx?$/.test(id.split('?')[0]);
}

/** The languages the theme's ContextReplacementPlugin lets through (`^./(prism-java|prism-php)$`). */
export function prismLanguagesOf(plugins: readonly unknown[]): string[] {
  for (const plugin of plugins) {
    const { resourceRegExp, newContentRegExp } = (plugin ?? {}) as { resourceRegExp?: unknown; newContentRegExp?: unknown };
    if (!(resourceRegExp instanceof RegExp) || !(newContentRegExp instanceof RegExp) || !resourceRegExp.test('prismjs/components')) continue;
    // The source escapes its `/`: `^.\/(prism-java|prism-php)$`.
    const names = /\^\.\\?\/\((.*)\)\$/.exec(newContentRegExp.source)?.[1];
    return names ? names.split('|').map((name) => name.replace(/^prism-/, '')).filter((name) => /^[\w-]+$/.test(name)) : [];
  }
  return [];
}

/** The theme module's code with its context require made a static map; undefined when it has none. */
export function staticPrismRequires(code: string, languages: readonly string[]): string | undefined {
  const match = CONTEXT_REQUIRE.exec(code);
  if (!match) return undefined;
  const entries = languages.map((language) => `${JSON.stringify(language)}: () => require(${JSON.stringify(`prismjs/components/prism-${language}`)})`).join(', ');
  return code.replace(CONTEXT_REQUIRE, `({ ${entries} })[${match[1]}]?.()`);
}
