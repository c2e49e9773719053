/**
 * The Format button: Prettier 2.4.1 from the scripts the site serves under /js/prettier-2.4.1/
 * (window.prettier, window.prettierPlugins). They are ~314 KB gzip, so no page loads them up
 * front: the first press adds them, async, and later presses reuse them.
 */
import type { SessionMemo } from '../../../renderer/theme/base/memo.ts';
import { withBase } from '../../../renderer/theme/base/site.ts';
import { formatCode, type Lang, type Prettier, prettierParser } from '../gallery/codegen.ts';
import { loadOnce } from '../../../renderer/theme/base/load-once.ts';

interface PrettierGlobals {
  prettier?: Prettier;
  prettierPlugins?: Record<string, unknown>;
}

export const PRETTIER_SCRIPTS = ['standalone.js', 'parser-babel.js', 'parser-html.js'];

function loaded(): boolean {
  const w = window as unknown as PrettierGlobals;
  return !!w.prettier && !!w.prettierPlugins?.babel && !!w.prettierPlugins?.html;
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    // Async, but run in order: the parsers register on window.prettierPlugins after standalone.
    script.async = false;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
}

/** Resolves once Prettier and its parsers are on window, adding their scripts the first time. */
export function loadPrettier(memo: SessionMemo): Promise<void> {
  if (loaded()) return Promise.resolve();
  return loadOnce(memo, async () => {
    await Promise.all(PRETTIER_SCRIPTS.map((file) => addScript(withBase(`/js/prettier-2.4.1/${file}`))));
    if (!loaded()) throw new Error('Prettier did not load');
  }, 'playground:prettier');
}

/** The formatted code; throws with Prettier's message when the code cannot be parsed. */
export async function format(memo: SessionMemo, code: string, lang: Lang): Promise<string> {
  await loadPrettier(memo);
  const { prettier, prettierPlugins } = window as unknown as Required<PrettierGlobals>;
  const plugins = Object.values(prettierPlugins);
  const parser = prettierParser(lang);
  if (!parser) return formatCode(code, lang, prettier, plugins);
  return prettier.format(code, { parser, plugins, singleQuote: true, printWidth: 80 });
}
