/**
 * Turns a gallery demo into a complete program in one of five flavours: plain JavaScript,
 * TypeScript, a React component, a Vue single-file component or a Svelte component. The options
 * are printed as an object literal; function-valued options are printed from their own source
 * (Function.prototype.toString), so the code shown is the code the live chart runs.
 */
import type { Options } from 'racing-bars';
import type { CodeLang } from '../../../schema/gallery.ts';
import { computedOptions, type Demo, variantOptions } from './demos.ts';
import { connectSlider, followScroll } from './interactions.ts';

export type Lang = CodeLang;

export const LANGS: { id: Lang; label: string }[] = [
  { id: 'js', label: 'JS' },
  { id: 'ts', label: 'TS' },
  { id: 'react', label: 'React' },
  { id: 'vue', label: 'Vue' },
  { id: 'svelte', label: 'Svelte' },
];

/** A value printed as source code as is (used for expressions computed on page load). */
class Raw {
  constructor(readonly code: string) {}
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}'`;
}

/**
 * The source of a function, usable as an expression: method shorthand (`f(a) {…}`) becomes
 * `function f(a) {…}`. `fn.toString()` is Function.prototype.toString, except in the production
 * bundle, where the build attached the function's unminified source (gallery/function-sources.ts).
 */
export function functionSource(fn: (...args: never[]) => unknown): string {
  const src = fn.toString().trim();
  if (/^(async\s+)?function\b/.test(src) || /^(async\s*)?(\(|[A-Za-z_$][\w$]*\s*=>)/.test(src) || /^class\b/.test(src)) return src;
  const method = /^(async\s+)?(\*?\s*)([A-Za-z_$][\w$]*)\s*\(/.exec(src);
  if (method) return `${method[1] ?? ''}function${method[2]?.trim() ? '*' : ''} ${src.slice(method[0].length - 1 - method[3].length)}`;
  return src;
}

/** Re-indents a multi-line source so that its least indented continuation line starts at `indent`. */
function reindent(src: string, indent: string): string {
  const lines = src.split('\n');
  if (lines.length === 1) return src;
  const rest = lines.slice(1).filter((l) => l.trim() !== '');
  const min = Math.min(...rest.map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0));
  return [lines[0], ...lines.slice(1).map((l) => (l.trim() === '' ? '' : indent + l.slice(min)))].join('\n');
}

function serializeValue(value: unknown, indent: string): string {
  const inner = `${indent}  `;
  if (value instanceof Raw) return value.code;
  if (typeof value === 'function') return reindent(functionSource(value as () => unknown), indent);
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => serializeValue(v, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length + indent.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const props = entries.map(([k, v]) => `${IDENTIFIER.test(k) ? k : quote(k)}: ${serializeValue(v, inner)}`);
    return `{\n${props.map((p) => `${inner}${p},`).join('\n')}\n${indent}}`;
  }
  return String(value);
}

/**
 * Prints options as a JavaScript object literal. `indent` is the indentation of the line the
 * literal starts on; properties are indented two more spaces.
 */
export function serializeOptions(options: Partial<Options>, indent = ''): string {
  return serializeValue(options, indent);
}

/** The options of a demo variant, with values computed on page load replaced by their expression. */
function printableOptions(demo: Demo, variant?: number): Partial<Options> {
  const options: Record<string, unknown> = { ...variantOptions(demo, variant) };
  const computed = computedOptions[demo.name] ?? {};
  for (const [key, fn] of Object.entries(computed)) {
    if (key in options && fn) options[key] = new Raw(`(${functionSource(fn)})()`);
  }
  return options as Partial<Options>;
}

type Special = 'scroller' | 'slider' | 'keyboard-controls' | undefined;

function special(demo: Demo): Special {
  return demo.name === 'scroller' || demo.name === 'slider' || demo.name === 'keyboard-controls' ? demo.name : undefined;
}

function helperSource(kind: Special): string {
  if (kind === 'scroller') return `${functionSource(followScroll)}\n`;
  if (kind === 'slider') return `${functionSource(connectSlider)}\n`;
  return '';
}

const TYPING_HINT = 'Type here: keys typed in a field never reach the chart';

function vanilla(demo: Demo, options: string, ts: boolean): string {
  const kind = special(demo);
  const url = quote(demo.dataUrl);
  const lines: string[] = [];
  lines.push(ts ? "import { race, type Options } from 'racing-bars';" : "import { race } from 'racing-bars';", '');
  lines.push(`const options${ts ? ': Options' : ''} = ${options};`, '');
  const helper = helperSource(kind);
  if (helper) lines.push(helper);
  if (kind === 'scroller') {
    lines.push(
      '// A tall track scrolls past; the chart sticks to the top of the window meanwhile.',
      "const track = document.createElement('div');",
      "track.style.height = '400vh';",
      "const container = document.createElement('div');",
      "container.style.position = 'sticky';",
      "container.style.top = '0';",
      "container.style.height = '100vh';",
      'track.append(container);',
      'document.body.append(track);',
      '',
      `race(${url}, container, options).then((racer) => followScroll(racer, track));`,
    );
  } else if (kind === 'slider') {
    lines.push(
      "const slider = document.createElement('input');",
      "slider.type = 'range';",
      "slider.style.width = '100%';",
      "const container = document.createElement('div');",
      "container.style.height = '80vh';",
      'document.body.append(slider, container);',
      '',
      `race(${url}, container, options).then((racer) => connectSlider(racer, slider));`,
    );
  } else {
    if (kind === 'keyboard-controls') {
      lines.push(
        "const field = document.createElement('input');",
        `field.placeholder = ${quote(TYPING_HINT)};`,
        'document.body.append(field);',
      );
    }
    lines.push(
      "const container = document.createElement('div');",
      "container.style.height = '80vh';",
      'document.body.append(container);',
      '',
      `race(${url}, container, options);`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function react(demo: Demo, options: string): string {
  const kind = special(demo);
  const url = JSON.stringify(demo.dataUrl);
  const lines: string[] = [];
  if (kind === 'scroller' || kind === 'slider') lines.push("import { useRef } from 'react';");
  lines.push("import RacingBars from 'racing-bars/react';", '');
  lines.push(`const options = ${options};`, '');
  const helper = helperSource(kind);
  if (helper) lines.push(helper);
  lines.push('export default function App() {');
  if (kind === 'scroller') {
    lines.push(
      '  const track = useRef(null);',
      '  return (',
      "    <div ref={track} style={{ height: '400vh' }}>",
      "      <div style={{ position: 'sticky', top: 0 }}>",
      `        <RacingBars dataUrl=${url} {...options} height="window" callback={(racer) => followScroll(racer, track.current)} />`,
      '      </div>',
      '    </div>',
      '  );',
    );
  } else if (kind === 'slider') {
    lines.push(
      '  const slider = useRef(null);',
      '  return (',
      '    <>',
      "      <input type=\"range\" ref={slider} style={{ width: '100%' }} />",
      `      <RacingBars dataUrl=${url} {...options} height="window*0.8" callback={(racer) => connectSlider(racer, slider.current)} />`,
      '    </>',
      '  );',
    );
  } else if (kind === 'keyboard-controls') {
    lines.push(
      '  return (',
      '    <>',
      `      <input placeholder=${JSON.stringify(TYPING_HINT)} />`,
      `      <RacingBars dataUrl=${url} {...options} height="window*0.8" />`,
      '    </>',
      '  );',
    );
  } else {
    lines.push(`  return <RacingBars dataUrl=${url} {...options} height="window*0.8" />;`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function vue(demo: Demo, options: string): string {
  const kind = special(demo);
  const url = JSON.stringify(demo.dataUrl);
  const script: string[] = [];
  if (kind === 'scroller' || kind === 'slider') script.push("import { ref } from 'vue';");
  script.push("import RacingBars from 'racing-bars/vue';", '');
  script.push(`const options = ${options};`);
  const helper = helperSource(kind);
  if (helper) script.push('', helper.trimEnd());
  if (kind === 'scroller') script.push('', 'const track = ref(null);');
  if (kind === 'slider') script.push('', 'const slider = ref(null);');
  let template: string[];
  if (kind === 'scroller') {
    template = [
      '  <div ref="track" style="height: 400vh">',
      '    <div style="position: sticky; top: 0">',
      `      <RacingBars data-url=${url} v-bind="options" :style="{ height: '100vh' }" :callback="(racer) => followScroll(racer, track)" />`,
      '    </div>',
      '  </div>',
    ];
  } else if (kind === 'slider') {
    template = [
      '  <input ref="slider" type="range" style="width: 100%" />',
      `  <RacingBars data-url=${url} v-bind="options" :style="{ height: '80vh' }" :callback="(racer) => connectSlider(racer, slider)" />`,
    ];
  } else {
    template = [
      ...(kind === 'keyboard-controls' ? [`  <input placeholder=${JSON.stringify(TYPING_HINT)} />`] : []),
      `  <RacingBars data-url=${url} v-bind="options" :style="{ height: '80vh' }" />`,
    ];
  }
  return `<script setup>\n${script.join('\n')}\n</script>\n\n<template>\n${template.join('\n')}\n</template>\n`;
}

function svelte(demo: Demo, options: string): string {
  const kind = special(demo);
  const url = quote(demo.dataUrl);
  const script: string[] = ["import { onMount } from 'svelte';", "import { race } from 'racing-bars';", ''];
  script.push(`const options = ${options};`, '');
  const helper = helperSource(kind);
  if (helper) script.push(helper);
  script.push('let container;');
  if (kind === 'scroller') script.push('let track;');
  if (kind === 'slider') script.push('let slider;');
  script.push('', 'onMount(() => {', `  const racePromise = race(${url}, container, options);`);
  if (kind === 'scroller') script.push('  const stopFollowing = racePromise.then((racer) => followScroll(racer, track));');
  if (kind === 'slider') script.push('  const stopFollowing = racePromise.then((racer) => connectSlider(racer, slider));');
  script.push('  return () => {');
  if (kind === 'scroller' || kind === 'slider') script.push('    stopFollowing.then((stop) => stop());');
  script.push('    racePromise.then((racer) => racer.destroy());', '  };', '});');
  let markup: string[];
  if (kind === 'scroller') {
    markup = [
      '<div bind:this={track} style="height: 400vh">',
      '  <div bind:this={container} style="position: sticky; top: 0; height: 100vh"></div>',
      '</div>',
    ];
  } else if (kind === 'slider') {
    markup = ['<input bind:this={slider} type="range" style="width: 100%" />', '<div bind:this={container} style="height: 80vh"></div>'];
  } else {
    markup = [
      ...(kind === 'keyboard-controls' ? [`<input placeholder=${JSON.stringify(TYPING_HINT)} />`] : []),
      '<div bind:this={container} style="height: 80vh"></div>',
    ];
  }
  const indented = script.map((l) => (l ? `  ${l.replace(/\n/g, '\n  ')}` : '')).join('\n');
  return `<script>\n${indented}\n</script>\n\n${markup.join('\n')}\n`;
}

/** A complete program that draws the demo (variant 0 or absent: the main options; n: `variants[n - 1]`). */
export function demoCode(demo: Demo, lang: Lang, variant?: number): string {
  const options = serializeOptions(printableOptions(demo, variant));
  switch (lang) {
    case 'js':
      return vanilla(demo, options, false);
    case 'ts':
      return vanilla(demo, options, true);
    case 'react':
      return react(demo, options);
    case 'vue':
      return vue(demo, options);
    case 'svelte':
      return svelte(demo, options);
  }
}

/** The Prettier parser for a language's code (null: leave as is). */
export function prettierParser(lang: Lang): string | null {
  if (lang === 'ts') return 'babel-ts';
  if (lang === 'vue') return 'vue';
  if (lang === 'svelte') return null;
  return 'babel';
}

/** Prettier 2.4.1's standalone API: the site's scripts in the browser (window.prettier), the npm package at build time. */
export interface Prettier {
  format: (source: string, options: Record<string, unknown>) => string;
}

/** Formats code with Prettier and its parser plugins; the code as is when Prettier cannot parse it. */
export function formatCode(code: string, lang: Lang, prettier: Prettier, plugins: unknown[]): string {
  const base = { plugins, singleQuote: true, printWidth: 80 };
  try {
    if (lang === 'svelte') {
      // Prettier 2.4 has no Svelte parser: format the script block with Babel, keep the markup.
      const m = /^<script>\n([\s\S]*?)\n<\/script>/.exec(code);
      if (!m) return code;
      const script = prettier.format(m[1], { ...base, parser: 'babel' }).trimEnd();
      return code.replace(m[0], `<script>\n${script.replace(/^(?=.)/gm, '  ')}\n</script>`);
    }
    const parser = prettierParser(lang);
    if (!parser) return code;
    return prettier.format(code, { ...base, parser });
  } catch {
    return code;
  }
}
