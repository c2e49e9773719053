import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { demoCode, LANGS, type Lang, serializeOptions } from '../../../../content/components/gallery/codegen.ts';
import { demos, getDemo, galleryNames, variantOptions } from '../../../../content/components/gallery/demos.ts';
import { keepFunctionSources } from '../../../../content/plugin/function-sources.ts';
import { connectSlider, followScroll } from '../../../../content/components/gallery/interactions.ts';

const GALLERY = [
  'autorun', 'caption-data-function', 'caption-string', 'color-map', 'color-map-groups', 'color-palette', 'color-seed',
  'color-seed-random', 'control-buttons', 'cum-sum', 'data-brand-values', 'data-covid-19', 'data-gdp', 'data-gh-push',
  'data-gh-star', 'data-population', 'data-transform', 'date-counter', 'date-counter-format', 'fill-date-gaps', 'fixed-order',
  'fixed-scale', 'fixed-scale-labels', 'fixed-scale2', 'highlight-bars', 'icons', 'keyboard-controls', 'labels-position', 'loop',
  'margins', 'mouse-controls', 'overlays', 'scroller', 'select-bars', 'show-groups', 'slider', 'start-end-dates', 'theme-dark',
  'tick-duration', 'title-string', 'top-n', 'value-decimals',
];

/** Syntax errors of a program (parse diagnostics only: types are not checked). */
function syntaxErrors(code: string, fileName: string): string[] {
  const out = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
  });
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const parse = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics ?? [];
  return [...(out.diagnostics ?? []), ...parse].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

function checkLang(code: string, lang: Lang): string[] {
  switch (lang) {
    case 'js':
      return syntaxErrors(code, 'main.js');
    case 'ts':
      return syntaxErrors(code, 'main.ts');
    case 'react':
      return syntaxErrors(code, 'App.jsx');
    case 'vue': {
      const script = /^<script setup>\n([\s\S]*?)\n<\/script>/.exec(code);
      const template = /\n<template>\n([\s\S]*?)\n<\/template>\n?$/.exec(code);
      if (!script || !template) return ['no <script setup> or <template>'];
      return syntaxErrors(script[1], 'App.vue.js');
    }
    case 'svelte': {
      const script = /^<script>\n([\s\S]*?)\n<\/script>\n\n([\s\S]+)$/.exec(code);
      if (!script) return ['no <script> followed by markup'];
      if (!/<[a-z]+[\s>]/.test(script[2])) return ['no markup'];
      return syntaxErrors(script[1], 'App.svelte.js');
    }
  }
}

describe('gallery demos', () => {
  it('has the 42 gallery demos and the default', () => {
    expect(demos).toHaveLength(43);
    expect([...galleryNames].sort()).toEqual([...GALLERY].sort());
    expect(getDemo('default')).toBeDefined();
    expect(new Set(demos.map((d) => d.name)).size).toBe(demos.length);
  });

  it('names datasets under /data/', () => {
    for (const d of demos) expect(d.dataUrl).toMatch(/^\/data\/[a-z0-9-]+\.(csv|json)$/);
  });
});

describe('demoCode', () => {
  for (const demo of demos) {
    const variants = [0, ...(demo.variants ?? []).map((_, i) => i + 1)];
    for (const lang of LANGS.map((l) => l.id)) {
      for (const variant of variants) {
        it(`${demo.name}${variant ? ` (variant ${variant})` : ''} as ${lang} parses`, () => {
          const code = demoCode(demo, lang, variant);
          expect(checkLang(code, lang)).toEqual([]);
          expect(code).toContain(demo.dataUrl);
          if (lang === 'react') expect(code).toContain("from 'racing-bars/react'");
          else if (lang === 'vue') expect(code).toContain("from 'racing-bars/vue'");
          else expect(code).toMatch(/import \{ race(, type Options)? \} from 'racing-bars'/);
          if (lang === 'svelte') expect(code).toMatch(/onMount\(\(\) => \{\n\s+const racePromise = race\(/);
        });
      }
    }
  }

  it('prints function-valued options from their real source', () => {
    let checked = 0;
    for (const demo of demos) {
      for (const variant of [0, ...(demo.variants ?? []).map((_, i) => i + 1)]) {
        for (const [key, value] of Object.entries(variantOptions(demo, variant))) {
          if (typeof value !== 'function') continue;
          const source = Function.prototype.toString.call(value);
          for (const lang of LANGS.map((l) => l.id)) {
            const code = demoCode(demo, lang, variant);
            // Every line of the function's own source appears (re-indented) in the program.
            for (const line of source.split('\n')) expect(code, `${demo.name} ${key} ${lang}`).toContain(line.trim());
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('prints the page-side helpers of the interactive demos from their source', () => {
    const scroller = demoCode(getDemo('scroller')!, 'js');
    for (const line of Function.prototype.toString.call(followScroll).split('\n')) expect(scroller).toContain(line.trim());
    const slider = demoCode(getDemo('slider')!, 'svelte');
    for (const line of Function.prototype.toString.call(connectSlider).split('\n')) expect(slider).toContain(line.trim());
  });

  it('prints a value computed on load as the expression that computed it', () => {
    const code = demoCode(getDemo('color-seed-random')!, 'js');
    expect(code).toMatch(/colorSeed: \(.*Math\.random\(\).*\)\(\),/);
  });

  it('prints the chosen variant', () => {
    const demo = getDemo('top-n')!;
    expect(demoCode(demo, 'js')).toContain('topN: 5,');
    expect(demoCode(demo, 'js', 1)).toContain('topN: 20,');
  });
});

describe('serializeOptions', () => {
  it('prints an object literal that evaluates to the same options', () => {
    const options = { title: "It's \\ here\n", topN: 5, loop: true, colorMap: { 'United States': '#00f', India: 'orange' }, fixedOrder: ['a', 'b'] };
    const printed = serializeOptions(options);
    expect(new Function(`return ${printed};`)()).toEqual(options);
    expect(printed).toContain("'United States': '#00f'");
  });

  it('indents nested lines from the given indentation', () => {
    expect(serializeOptions({ topN: 3 }, '    ')).toBe('{\n      topN: 3,\n    }');
  });

  it('prints functions, method shorthand included, as expressions', () => {
    const holder = {
      title(date: string) {
        return date;
      },
    };
    const printed = serializeOptions({ title: holder.title, caption: (d: string) => d.slice(0, 4) });
    const evaluated = new Function(`return ${printed};`)();
    expect(evaluated.title('2020')).toBe('2020');
    expect(evaluated.caption('2020-01-01')).toBe('2020');
  });
});

describe('keepFunctionSources (build step)', () => {
  it('attaches the source of option functions and declarations as their toString', () => {
    const code = [
      'export const options = { caption: (date, slice) => {',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text.
      '  return `${date}: ${slice.length}`;',
      '} };',
      'export function helper(a) { return a * 2; }',
    ].join('\n');
    const kept = keepFunctionSources(code).replace(/export /g, '');
    const scope = new Function(`${kept}\nreturn { options, helper };`)();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text.
    expect(scope.options.caption.toString()).toBe('(date, slice) => {\n  return `${date}: ${slice.length}`;\n}');
    expect(scope.helper.toString()).toBe('function helper(a) { return a * 2; }');
    expect(scope.options.caption('x', [1, 2])).toBe('x: 2');
  });
});
