/**
 * The Format button: Prettier 2.4.1 from the scripts the site serves under /js/prettier-2.4.1/
 * (window.prettier, window.prettierPlugins). The site's head usually loads them already (async);
 * otherwise they are added here on first use.
 */
import { withBase } from '../app/site.ts';
import { formatCode, type Lang, prettierParser } from '../gallery/codegen.ts';

interface PrettierGlobals {
  prettier?: { format: (source: string, options: Record<string, unknown>) => string };
  prettierPlugins?: Record<string, unknown>;
}

const SCRIPTS = ['standalone.js', 'parser-babel.js', 'parser-html.js'];
let loading: Promise<void> | undefined;

function loaded(): boolean {
  const w = window as unknown as PrettierGlobals;
  return !!w.prettier && !!w.prettierPlugins?.babel && !!w.prettierPlugins?.html;
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // the parsers register on window.prettierPlugins after standalone
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
}

/** Resolves once Prettier and its parsers are on window: waits for the head's scripts, or adds them. */
export function loadPrettier(): Promise<void> {
  if (loaded()) return Promise.resolve();
  loading ??= (async () => {
    const present = SCRIPTS.every((file) => document.querySelector(`script[src$="/js/prettier-2.4.1/${file}"]`));
    if (present) {
      for (let waited = 0; waited < 5000 && !loaded(); waited += 50) await new Promise((r) => setTimeout(r, 50));
      if (loaded()) return;
    }
    for (const file of SCRIPTS) {
      if (file === 'standalone.js' && (window as unknown as PrettierGlobals).prettier) continue;
      await addScript(withBase(`/js/prettier-2.4.1/${file}`));
    }
    if (!loaded()) throw new Error('Prettier did not load');
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The formatted code; throws with Prettier's message when the code cannot be parsed. */
export async function format(code: string, lang: Lang): Promise<string> {
  await loadPrettier();
  const parser = prettierParser(lang);
  if (!parser) return formatCode(code, lang);
  const w = window as unknown as Required<PrettierGlobals>;
  return w.prettier.format(code, { parser, plugins: Object.values(w.prettierPlugins), singleQuote: true, printWidth: 80 });
}
