/**
 * Turns the editor's code into what the preview frame runs: ES modules whose bare imports the
 * frame's import map resolves to the files under /lib/. The compilers load on first use only:
 * sucrase for TS and React (TSX), @vue/compiler-sfc for Vue, svelte/compiler for Svelte.
 */
import type { Lang } from '../gallery/codegen.ts';

export interface Program {
  /** Module name (in the frame's import map) → source. */
  modules: Record<string, string>;
  /** The module whose lines are the editor's (errors there carry line numbers); '' for compiled SFCs. */
  userModule: string;
  /** The inline module the frame runs: imports the user's module and mounts its component. */
  entry: string;
  html: string;
  css: string;
}

export class CompileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'CompileError';
  }
}

const USER = 'playground:main';

async function sucrase(code: string, jsx: boolean): Promise<string> {
  const { transform } = await import('sucrase');
  try {
    // Line numbers are kept, so errors in the preview point at the editor's lines.
    return transform(code, {
      transforms: jsx ? ['typescript', 'jsx'] : ['typescript'],
      jsxRuntime: 'automatic',
      production: true,
      disableESTransforms: true,
      filePath: jsx ? 'App.tsx' : 'main.ts',
    }).code;
  } catch (error) {
    throw fromLocated(error);
  }
}

/** Sucrase and Svelte errors carry a location: `(3:14)` in the message or `loc`/`start`. */
function fromLocated(error: unknown): CompileError {
  const e = error as { message?: string; loc?: { line: number; column: number }; start?: { line: number; column: number } };
  const message = String(e?.message ?? error);
  const loc = e?.loc ?? e?.start;
  if (loc) return new CompileError(message, loc.line, loc.column + 1);
  const m = /\((\d+):(\d+)\)/.exec(message);
  return m ? new CompileError(message, Number(m[1]), Number(m[2]) + 1) : new CompileError(message);
}

async function compileVue(source: string): Promise<{ code: string; css: string }> {
  const { parse, compileScript, compileTemplate, compileStyle } = await import('@vue/compiler-sfc');
  const filename = 'App.vue';
  const { descriptor, errors } = parse(source, { filename });
  if (errors.length > 0) {
    const first = errors[0] as { message: string; loc?: { start: { line: number; column: number } } };
    throw new CompileError(first.message, first.loc?.start.line, first.loc?.start.column);
  }
  const id = 'playground';
  const scoped = descriptor.styles.some((s) => s.scoped);
  let code = '';
  try {
    let bindings: Record<string, unknown> | undefined;
    if (descriptor.script || descriptor.scriptSetup) {
      const script = compileScript(descriptor, { id, inlineTemplate: true, genDefaultAs: '__sfc__', isProd: true });
      bindings = script.bindings;
      code += script.content;
      if ((descriptor.scriptSetup ?? descriptor.script)?.lang === 'ts') code = await sucrase(code, false);
    } else {
      code += 'const __sfc__ = {};';
    }
    if (descriptor.template && !descriptor.scriptSetup) {
      const template = compileTemplate({ source: descriptor.template.content, filename, id, scoped, compilerOptions: { bindingMetadata: bindings as never } });
      if (template.errors.length > 0) throw new CompileError(String(template.errors[0]));
      code += `\n${template.code.replace(/\nexport (function|const) render/, '\n$1 render')}\n__sfc__.render = render;`;
    }
  } catch (error) {
    throw error instanceof CompileError ? error : fromLocated(error);
  }
  if (scoped) code += `\n__sfc__.__scopeId = 'data-v-${id}';`;
  code += '\nexport default __sfc__;\n';
  const css = descriptor.styles
    .map((style) => compileStyle({ source: style.content, filename, id: `data-v-${id}`, scoped: style.scoped }).code)
    .join('\n');
  return { code, css };
}

async function compileSvelte(source: string): Promise<{ code: string; css: string }> {
  const { compile } = await import('svelte/compiler');
  try {
    const result = compile(source, { filename: 'App.svelte', generate: 'client', css: 'external', dev: false });
    return { code: result.js.code, css: result.css?.code ?? '' };
  } catch (error) {
    throw fromLocated(error);
  }
}

export async function compile(lang: Lang, code: string): Promise<Program> {
  const program = { userModule: USER, html: '', css: '' };
  switch (lang) {
    case 'js':
      return { ...program, modules: { [USER]: code }, entry: `import '${USER}';` };
    case 'ts':
      return { ...program, modules: { [USER]: await sucrase(code, false) }, entry: `import '${USER}';` };
    case 'react':
      return {
        ...program,
        modules: { [USER]: await sucrase(code, true) },
        html: '<div id="app"></div>',
        entry: [
          `import * as mod from '${USER}';`,
          "import { createRoot } from 'react-dom/client';",
          "import { jsx } from 'react/jsx-runtime';",
          "if (typeof mod.default === 'function') createRoot(document.getElementById('app')).render(jsx(mod.default, {}));",
        ].join('\n'),
      };
    case 'vue': {
      const { code: js, css } = await compileVue(code);
      return {
        ...program,
        userModule: '', // compiled code: its lines are not the editor's
        modules: { 'playground:App.vue': js },
        css,
        html: '<div id="app"></div>',
        entry: "import App from 'playground:App.vue';\nimport { createApp } from 'vue';\ncreateApp(App).mount('#app');",
      };
    }
    case 'svelte': {
      const { code: js, css } = await compileSvelte(code);
      return {
        ...program,
        userModule: '',
        modules: { 'playground:App.svelte': js },
        css,
        html: '<div id="app"></div>',
        entry: "import App from 'playground:App.svelte';\nimport { mount } from 'svelte';\nmount(App, { target: document.getElementById('app') });",
      };
    }
  }
}
