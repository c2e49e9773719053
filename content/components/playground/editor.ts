/**
 * The playground's code editor: CodeMirror 6 with JavaScript/TypeScript/JSX or HTML (for Vue and
 * Svelte single-file components) highlighting, and a light and a dark theme that follow the site
 * colour mode. Language and theme live in compartments, so switching them keeps the document,
 * the selection and the undo history.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import type { Lang } from '../gallery/codegen.ts';

export type EditorTheme = 'light' | 'dark';

/** The language support; HTML (for Vue and Svelte components) is a chunk of its own, loaded for those tabs only. */
async function languageFor(lang: Lang): Promise<Extension> {
  switch (lang) {
    case 'js':
      return javascript();
    case 'ts':
      return javascript({ typescript: true });
    case 'react':
      return javascript({ jsx: true, typescript: true });
    case 'vue':
    case 'svelte': {
      // <script> blocks are highlighted as JavaScript/TypeScript inside the markup.
      const { html } = await import('@codemirror/lang-html');
      return html();
    }
  }
}

// GitHub-like palettes, readable at 4.5:1 on each background.
const lightHighlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.operatorKeyword, t.definitionKeyword], color: '#cf222e' },
  { tag: [t.string, t.special(t.string), t.regexp], color: '#0a3069' },
  { tag: [t.number, t.bool, t.null, t.atom], color: '#0550ae' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: '#57606a', fontStyle: 'italic' },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: '#8250df' },
  { tag: [t.typeName, t.className, t.namespace], color: '#953800' },
  { tag: [t.tagName, t.angleBracket], color: '#116329' },
  { tag: [t.attributeName, t.propertyName], color: '#0550ae' },
  { tag: t.invalid, color: '#82071e', textDecoration: 'underline wavy' },
]);

const darkHighlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.operatorKeyword, t.definitionKeyword], color: '#ff7b72' },
  { tag: [t.string, t.special(t.string), t.regexp], color: '#a5d6ff' },
  { tag: [t.number, t.bool, t.null, t.atom], color: '#79c0ff' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: '#8b949e', fontStyle: 'italic' },
  { tag: [t.function(t.variableName), t.function(t.propertyName)], color: '#d2a8ff' },
  { tag: [t.typeName, t.className, t.namespace], color: '#ffa657' },
  { tag: [t.tagName, t.angleBracket], color: '#7ee787' },
  { tag: [t.attributeName, t.propertyName], color: '#79c0ff' },
  { tag: t.invalid, color: '#ffa198', textDecoration: 'underline wavy' },
]);

const base = {
  '&': { fontSize: '14px', height: '100%' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.5', overflow: 'auto' },
  '.cm-content': { padding: '8px 0' },
  '&.cm-focused': { outline: 'none' },
};

const themes: Record<EditorTheme, Extension> = {
  light: [
    EditorView.theme(
      {
        ...base,
        '&': { ...base['&'], backgroundColor: '#ffffff', color: '#1f2328' },
        // Line numbers: 5.7:1 on the gutter (the dark theme's #8b949e on #161b22 is 5.6:1).
        '.cm-gutters': { backgroundColor: '#f6f8fa', color: '#59636e', borderRight: '1px solid #d0d7de' },
        '.cm-activeLine': { backgroundColor: '#f6f8fa' },
        '.cm-activeLineGutter': { backgroundColor: '#eaeef2', color: '#1f2328' },
        '.cm-cursor': { borderLeftColor: '#1f2328' },
        '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#b6d7ff' },
        '.cm-matchingBracket': { backgroundColor: '#d8f0dc', outline: '1px solid #8fd19e' },
      },
      { dark: false },
    ),
    syntaxHighlighting(lightHighlight),
  ],
  dark: [
    EditorView.theme(
      {
        ...base,
        '&': { ...base['&'], backgroundColor: '#0d1117', color: '#e6edf3' },
        '.cm-gutters': { backgroundColor: '#161b22', color: '#8b949e', borderRight: '1px solid #30363d' },
        '.cm-activeLine': { backgroundColor: '#161b22' },
        '.cm-activeLineGutter': { backgroundColor: '#21262d', color: '#e6edf3' },
        '.cm-cursor': { borderLeftColor: '#e6edf3' },
        '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#264f78' },
        '.cm-matchingBracket': { backgroundColor: '#1f3d2a', outline: '1px solid #3fb950' },
      },
      { dark: true },
    ),
    syntaxHighlighting(darkHighlight),
  ],
};

export interface CodeEditor {
  /** Replaces the whole document (a demo or language switch, Format): one undoable change. */
  setCode(code: string): void;
  getCode(): string;
  setLang(lang: Lang): void;
  setTheme(theme: EditorTheme): void;
  focus(): void;
  /** Puts the cursor on a line (1-based) and column (1-based), scrolled into view. */
  goToLine(line: number, column?: number): void;
  destroy(): void;
}

export function createEditor(parent: HTMLElement, options: { code: string; lang: Lang; theme: EditorTheme; label: string; onChange: (code: string) => void; onRun: () => void }): CodeEditor {
  const language = new Compartment();
  const theme = new Compartment();
  let silent = false;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.code,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              options.onRun();
              return true;
            },
          },
          ...defaultKeymap,
          ...historyKeymap,
          indentWithTab,
        ]),
        EditorState.tabSize.of(2),
        language.of([]),
        theme.of(themes[options.theme]),
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !silent) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  let languageRequest = 0;
  let destroyed = false;
  const setLang = (lang: Lang) => {
    const request = ++languageRequest;
    languageFor(lang).then(
      (extension) => {
        if (request === languageRequest && !destroyed) view.dispatch({ effects: language.reconfigure(extension) });
      },
      () => {}, // no highlighting if the chunk fails to load; the editor still works
    );
  };
  setLang(options.lang);
  return {
    setCode(code) {
      if (code === view.state.doc.toString()) return;
      silent = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
      } finally {
        silent = false;
      }
    },
    getCode: () => view.state.doc.toString(),
    setLang,
    setTheme: (next) => view.dispatch({ effects: theme.reconfigure(themes[next]) }),
    focus: () => view.focus(),
    goToLine(line, column = 1) {
      const { doc } = view.state;
      const target = doc.line(Math.min(Math.max(1, line), doc.lines));
      const anchor = Math.min(target.from + Math.max(0, column - 1), target.to);
      view.dispatch({ selection: { anchor }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
      view.focus();
    },
    destroy() {
      destroyed = true;
      view.destroy();
    },
  };
}
