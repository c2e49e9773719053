/**
 * The gallery's code panels, made at site-build time. For every demo variant a page shows
 * (`<GalleryDemo name variant>` in its body), the demo's program in each language
 * (gallery/codegen.ts), formatted with Prettier 2.4.1 (the npm package whose scripts the site
 * serves) and highlighted with Shiki in the site's light and dark themes, as docs code blocks are
 * (cli/parse/highlight.ts). The panel fetches one small file when it opens, so no page ships
 * Prettier or Shiki for it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, transform } from 'esbuild';
import type { HastNode } from '../../schema/artifacts.ts';
import type { CodeLang, GalleryCodeArtifact } from '../../schema/gallery.ts';
import { createHighlighters, getHighlighter, type Highlighters, highlight, loadLanguages, type Themes } from '../../cli/api.ts';
import type { Demo } from '../components/gallery/demos.ts';
import { type DemoUse, galleryCodePath, type PageGallery } from '../components/gallery/files.ts';
import { KEEP_SOURCE_MODULES, keepFunctionSources } from './function-sources.ts';

/** This folder: the gallery's components are beside it, in ../components/gallery/. */
const here = path.dirname(new URL(import.meta.url).pathname);

type Codegen = typeof import('../components/gallery/codegen.ts') & typeof import('../components/gallery/demos.ts');

/** Shiki's grammar for each language tab (React code is JSX; Vue and Svelte are components). */
const SHIKI_LANG: Record<CodeLang, string> = { js: 'javascript', ts: 'typescript', react: 'jsx', vue: 'vue', svelte: 'svelte' };

/** Every demo variant the pages show, once each. */
export function demoUses(pages: readonly PageGallery[]): DemoUse[] {
  const uses = new Map<string, DemoUse>();
  for (const page of pages) for (const use of page.demos) uses.set(`${use.name}\0${use.variant}`, use);
  return [...uses.values()];
}

/**
 * The gallery's code generator as the browser bundle has it: function-valued options print their
 * source as written (function-sources.ts), which running the TypeScript modules directly would not.
 */
export async function loadCodegen(): Promise<Codegen> {
  const result = await build({
    stdin: { contents: "export * from './codegen.ts'; export * from './demos.ts';", resolveDir: path.join(here, '..', 'components', 'gallery'), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'silent',
    plugins: [
      {
        name: 'gallery-function-sources',
        setup(b) {
          b.onLoad({ filter: KEEP_SOURCE_MODULES }, async (args) => {
            const js = await transform(await readFile(args.path, 'utf8'), { loader: 'ts', format: 'esm', target: 'es2022' });
            return { contents: keepFunctionSources(js.code), loader: 'js' };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0].text;
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Codegen;
}

type Element = GalleryCodeArtifact['code'][CodeLang];

/** Shiki's tree as plain JSON: element and text nodes only, without the `data` and `position` fields hast allows. */
function plainTree(node: { type: string; value?: string; tagName?: string; properties?: Element['properties']; children?: unknown[] }): HastNode {
  if (node.type === 'text') return { type: 'text', value: node.value ?? '' };
  const children = (node.children ?? []) as Parameters<typeof plainTree>[0][];
  return { type: 'element', tagName: node.tagName ?? 'span', properties: node.properties ?? {}, children: children.map(plainTree) };
}

function prettier() {
  const require = createRequire(import.meta.url);
  return { prettier: require('prettier/standalone'), plugins: [require('prettier/parser-babel'), require('prettier/parser-html')] };
}

/** The artifact of one demo variant: each language's program, formatted and highlighted (with the build's one highlighter of these themes). */
export async function galleryCode(codegen: Codegen, demo: Demo, variant: number, themes: Themes, highlighters: Highlighters = createHighlighters()): Promise<GalleryCodeArtifact> {
  const { prettier: formatter, plugins } = prettier();
  const highlighter = await getHighlighter(themes, highlighters);
  await loadLanguages(highlighter, Object.values(SHIKI_LANG));
  const code = {} as GalleryCodeArtifact['code'];
  for (const { id } of codegen.LANGS) {
    const program = codegen.formatCode(codegen.demoCode(demo, id, variant), id, formatter, plugins);
    code[id] = plainTree(highlight(highlighter, program, SHIKI_LANG[id], themes, new Set()) as Parameters<typeof plainTree>[0]) as Element;
  }
  return { demo: demo.name, variant, code };
}

/** What else decides a file's content besides the generated programs: the formatting and highlighting code and the tools' versions. */
async function toolVersions(): Promise<string> {
  const require = createRequire(import.meta.url);
  const sources = await Promise.all(['../components/gallery/codegen.ts', 'gallery-code.ts', '../../cli/parse/highlight.ts'].map((file) => readFile(path.join(here, file), 'utf8')));
  return JSON.stringify([...sources, require('prettier/package.json').version, require('shiki/package.json').version]);
}

/**
 * Writes the code files of every demo variant the pages show (an unknown demo name is skipped:
 * the page shows it as unknown). Formatting and highlighting take most of a second per demo, so
 * each result is kept in `cacheDir` under a hash of its inputs, and a rebuild reuses it.
 */
export async function writeGalleryCode(siteOut: string, pages: readonly PageGallery[], options: { themes: Themes; cacheDir: string }): Promise<number> {
  const uses = demoUses(pages);
  if (uses.length === 0) return 0;
  const codegen = await loadCodegen();
  const versions = await toolVersions();
  await mkdir(options.cacheDir, { recursive: true });
  const highlighters = createHighlighters();
  let written = 0;
  for (const use of uses) {
    const demo = codegen.getDemo(use.name);
    if (!demo) continue;
    const programs = codegen.LANGS.map(({ id }) => codegen.demoCode(demo, id, use.variant));
    const key = createHash('sha256').update(JSON.stringify([versions, options.themes, use, programs])).digest('hex').slice(0, 32);
    const cached = path.join(options.cacheDir, `${key}.json`);
    let json: string;
    try {
      json = await readFile(cached, 'utf8');
    } catch {
      json = JSON.stringify(await galleryCode(codegen, demo, use.variant, options.themes, highlighters));
      await writeFile(cached, json);
    }
    const file = path.join(siteOut, galleryCodePath(use.name, use.variant));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, json);
    written++;
  }
  return written;
}
