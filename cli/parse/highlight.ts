/**
 * Build-time syntax highlighting with Shiki, in a light and a dark theme at once (CSS variables
 * switch them), so the browser ships no highlighter. Languages load on first use; a parser keeps
 * its highlighters and the blocks it highlighted (see Highlighters).
 *
 * Grammars come precompiled (@shikijs/langs-precompiled: the Oniguruma patterns already
 * translated to JavaScript RegExps) and run on the raw JavaScript engine, instead of every parse
 * thread translating thousands of patterns at run time.
 */
import type { Element } from 'hast';
import { bundledLanguagesInfo, bundledThemes } from 'shiki';
import { createHighlighterCore, type HighlighterCore as Highlighter, type LanguageRegistration } from 'shiki/core';
import { createJavaScriptRawEngine } from 'shiki/engine/javascript';
import type { Themes } from '../core/parse-options.ts';

export type { Themes } from '../core/parse-options.ts';

/**
 * What a parser keeps from file to file (a parse worker for its life, an in-process parse for its
 * session): a highlighter per pair of themes, and the blocks it highlighted, since generated and
 * real docs repeat the same snippets (at most MEMO_LIMIT of them).
 */
export interface Highlighters {
  byThemes: Map<string, Promise<Highlighter>>;
  blocks: Map<string, Element>;
}

export function createHighlighters(): Highlighters {
  return { byThemes: new Map(), blocks: new Map() };
}

const MEMO_LIMIT = 5000;

/** Names Shiki reads differently, and Prism's names and aliases (what Docusaurus sites write) that Shiki lacks. */
const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    js: 'javascript', ts: 'typescript', sh: 'shellscript', bash: 'shellscript', shell: 'shellscript', console: 'shellscript', zsh: 'shellscript',
    yml: 'yaml', md: 'markdown', py: 'python', jsonc: 'jsonc',
    markup: 'html', svg: 'xml', mathml: 'xml', ssml: 'xml', atom: 'xml', rss: 'xml', objectivec: 'objective-c', 'sh-session': 'shellsession',
    'shell-session': 'shellsession', dotnet: 'csharp', golang: 'go', clike: 'c', webmanifest: 'json', jsonp: 'json', apacheconf: 'apache',
    nasm: 'asm', gradle: 'groovy', jinja2: 'jinja', django: 'jinja', vbnet: 'vb', 'visual-basic': 'vb', objcpp: 'objective-cpp',
  }),
);
const PLAIN: ReadonlySet<string> = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'ansi', 'none']);
/**
 * Language ids by every name a bundled language answers to (`c#` → `csharp`): the known names,
 * and the file to load (the precompiled package has a file per id, not per alias). A Map, so
 * that names like `constructor` are not found on a prototype.
 */
const LANGUAGE_IDS: ReadonlyMap<string, string> = new Map(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.id] as const)));

export function normaliseLanguage(lang: string | null | undefined): string {
  const lower = (lang ?? '').toLowerCase();
  return ALIASES.get(lower) ?? lower;
}

export function isKnownLanguage(lang: string): boolean {
  return PLAIN.has(lang) || LANGUAGE_IDS.has(lang);
}

/** The highlighter of these themes, made on first use (each call makes one when `kept` is not given). */
export function getHighlighter(themes: Themes, kept: Highlighters = createHighlighters()): Promise<Highlighter> {
  const key = `${themes.light}\0${themes.dark}`;
  let h = kept.byThemes.get(key);
  if (!h) {
    h = createHighlighterCore({
      themes: [themeFor(themes.light), themeFor(themes.dark)],
      langs: [grammarOf('json')],
      engine: createJavaScriptRawEngine(),
    });
    kept.byThemes.set(key, h);
  }
  return h;
}

export async function loadLanguages(highlighter: Highlighter, langs: Iterable<string>): Promise<void> {
  const loaded = new Set(highlighter.getLoadedLanguages());
  const missing = [...new Set(langs)].filter((l) => !PLAIN.has(l) && LANGUAGE_IDS.has(l) && !loaded.has(l));
  if (missing.length > 0) await highlighter.loadLanguage(...missing.map(grammarOf));
}

/** A bundled language's precompiled grammar, with the grammars it embeds. */
async function grammarOf(lang: string): Promise<LanguageRegistration[]> {
  const id = LANGUAGE_IDS.get(lang);
  if (!id) throw new Error(`no bundled grammar for "${lang}"`);
  // An id from bundledLanguagesInfo, resolved at run time (the comment keeps Vite from analysing it in tests).
  return (await import(/* @vite-ignore */ `@shikijs/langs-precompiled/${id}`)).default;
}

function themeFor(name: string) {
  const theme = bundledThemes[name as keyof typeof bundledThemes];
  if (!theme) throw new Error(`unknown code highlighting theme "${name}"`);
  return theme();
}

/** `{1,3-5}` → {1,3,4,5} */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b] = part.trim().split('-').map(Number);
    if (!Number.isInteger(a)) continue;
    const end = Number.isInteger(b) ? Math.min(b, a + 10_000) : a;
    for (let n = a; n <= end; n++) lines.add(n);
  }
  return lines;
}

/** `blocks`: the highlighted blocks kept (see Highlighters); the tree returned is the caller's to change. */
export function highlight(highlighter: Highlighter, code: string, lang: string, themes: Themes, marked: Set<number>, blocks?: Map<string, Element>): Element {
  const key = `${themes.light}\0${themes.dark}\0${lang}\0${[...marked].join(',')}\0${code}`;
  const cached = blocks?.get(key);
  if (cached) return structuredClone(cached);
  const root = highlighter.codeToHast(code, {
    lang: PLAIN.has(lang) ? 'text' : lang,
    themes: { light: themes.light, dark: themes.dark },
    defaultColor: 'light',
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  });
  const pre = root.children[0] as Element;
  if (!blocks) return pre;
  if (blocks.size >= MEMO_LIMIT) blocks.clear();
  blocks.set(key, pre);
  return structuredClone(pre);
}
