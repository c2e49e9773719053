/**
 * Fuzzing the pipeline in-process (load → parse → model → check → emit) with generated and
 * mutated documents. Properties: nothing throws, every document goes through every stage or
 * stops at load with a finding that says why, every diagnostic names a generated file with a line
 * and column inside it, and Object.prototype is never polluted; the huge inputs each come to a
 * known outcome. A hang is the test's timeout: nothing here measures time.
 * Seeded: a failure prints its seed and path and reproduces.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { runChecks } from '../../../cli/check/index.ts';
import { parseOptionsFor } from '../../../cli/pipeline/parse-all.ts';
import { buildArtifacts } from '../../../cli/emit/artifacts.ts';
import type { RawContent } from '../../../cli/core/raw-site.ts';
import { loadConfig } from '../../../cli/load/config.ts';
import { loadContent } from '../../../cli/load/content.ts';
import { buildModel } from '../../../cli/model/index.ts';
import { resolveLinks } from '../../../cli/model/links.ts';
import { createHighlighters, parseSource } from '../../../cli/parse/index.ts';

const SEED = 20261122;
const loaded = loadConfig('/site', { file: '/site/docs.config.json', text: '{}', value: { title: 'T', url: 'https://example.com' } });
const config = loaded.config!;
const protoNames = Object.getOwnPropertyNames(Object.prototype).sort();
/** One parser's highlighters for every document, as a parse worker keeps them. */
const highlighters = createHighlighters();

interface Doc {
  path: string;
  bytes: Buffer;
}

interface SiteRun {
  diagnostics: Diagnostic[];
  texts: Map<string, string>;
  /** documents (not `_category_` files) that went through every stage */
  documents: number;
  /** of those, the ones that decoded and were parsed */
  parsed: number;
  /** the others: they stopped at load */
  stopped: string[];
}

async function runSite(files: Doc[], sidebars?: string): Promise<SiteRun> {
  const raw: RawContent = {
    sidebars: sidebars === undefined ? null : sidebarsModule(sidebars),
    files,
    assets: [],
    staticFiles: [],
    outside: [],
  };
  const content = loadContent(config, raw, '/site');
  const parsed = new Map();
  for (const source of content.sources) parsed.set(source.path, await parseSource(source, parseOptionsFor(config), highlighters));
  const { model, diagnostics } = buildModel({ config, configFile: loaded.file, configText: loaded.text, content, parsed });
  const { links, rewrites } = resolveLinks(model);
  const all = runChecks(model, links, [...content.diagnostics, ...[...parsed.values()].flatMap((p) => p.diagnostics), ...diagnostics]);
  buildArtifacts(model, rewrites);
  const documents = files.filter((f) => !f.path.includes('_category_.'));
  const stopped = documents.filter((f) => !parsed.has(f.path)).map((f) => f.path);
  return { diagnostics: all, texts: content.texts, documents: documents.length, parsed: parsed.size, stopped };
}

function sidebarsModule(text: string) {
  try {
    return { file: '/site/sidebars.json', text, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { file: '/site/sidebars.json', text, error: { message: (error as Error).message } };
  }
}

/**
 * Every diagnostic names a generated file and a line and column inside it. `files` holds every
 * generated file's bytes: a file that failed to decode has no entry in `texts`, and its
 * positions count in its lossy UTF-8 decoding, as the load stage computes them.
 */
function assertInside(diagnostics: Diagnostic[], texts: Map<string, string>, files: ReadonlyMap<string, Buffer | string>): void {
  // With no docs to read (none generated, or every one refused at load), a sidebars file is left with nothing: one finding at the docs folder.
  const noDocs = ![...files.keys()].some((file) => file.startsWith('docs/') && /\.mdx?$/.test(file) && texts.has(file));
  for (const d of diagnostics) {
    if (noDocs && d.code === 'missing-content' && d.file === 'docs') continue;
    const where = `${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`;
    const generated = files.get(d.file);
    expect(generated, `not about a generated file: ${where}`).toBeDefined();
    const text = texts.get(d.file) ?? String(generated);
    const lines = text.split('\n');
    expect(Number.isInteger(d.line) && d.line >= 1 && d.line <= lines.length, `line outside the file: ${where}`).toBe(true);
    expect(Number.isInteger(d.column) && d.column >= 1 && d.column <= lines[d.line - 1].length + 1, `column outside the line: ${where}`).toBe(true);
  }
}

function assertClean(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoNames);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).a).toBeUndefined();
}

// Building blocks of documents: Markdown, MDX, frontmatter, hostile bits.
const word = fc.constantFrom('a', 'word', 'Title', 'x_y', 'ünï', '💥', '__proto__', 'constructor', 'javascript:alert(1)', '&lt;', '\\', '`', '*');
const inline = fc.oneof(
  word,
  word.map((w) => `*${w}*`),
  word.map((w) => `**${w}`),
  word.map((w) => `[${w}](${w})`),
  word.map((w) => `[${w}](./other.md#${w})`),
  word.map((w) => `![${w}](javascript:${w})`),
  word.map((w) => `<a href="javascript:${w}">${w}</a>`),
  // Link targets a URL parser reads oddly: backslashes and tabs become slashes or vanish, `//` starts a host.
  fc.constantFrom('/\t\\/', '\\\\', '/\\', ' //x', '\\\\host/p', '/a/../../..', '%', '/%zz#%', '?#', '/#\u0000').map((href) => `<a href="${href}">x</a> [y](${href})`),
  word.map((w) => `<img src=x onerror="${w}">`),
  word.map((w) => `<${w}`),
  word.map((w) => `{${w}`),
  word.map((w) => `<Comp prop={${w}}>`),
  fc.constantFrom('</div>', '<div>', '<script>alert(1)</script>', '{/* c */}', '{1+}', '<>', '</>', '`code`', '~~s~~', '[^1]', 'https://x.y'),
);
const line = fc.array(inline, { maxLength: 6 }).map((parts) => parts.join(' '));
const block = fc.oneof(
  line,
  fc.tuple(fc.integer({ min: 1, max: 7 }), line).map(([n, l]) => `${'#'.repeat(n)} ${l}`),
  line.map((l) => `> ${l}`),
  line.map((l) => `- ${l}`),
  line.map((l) => `1. ${l}`),
  fc.tuple(fc.constantFrom('js', 'ts', 'nope', '', 'jsx title="x"'), line).map(([lang, l]) => `\`\`\`${lang}\n${l}\n\`\`\``),
  fc.tuple(fc.constantFrom('note', 'tip', 'danger', 'bogus'), line).map(([kind, l]) => `:::${kind} ${l}\n${l}\n:::`),
  line.map((l) => `| a | b |\n| - | - |\n| ${l} | x |`),
  fc.integer({ min: 1, max: 60 }).map((n) => `${'> '.repeat(n)}deep`),
  fc.integer({ min: 1, max: 60 }).map((n) => `${'- '.repeat(n)}deep`),
  fc.integer({ min: 1, max: 40 }).map((n) => `${'<div>'.repeat(n)}x${'</div>'.repeat(n)}`),
  fc.constantFrom('import X from "y"', 'export const a = 1', '<script>alert(1)</script>', '<iframe src="javascript:alert(1)"></iframe>', '<style>x{}</style>', '---', '[x]: javascript:alert(1)'),
);
const yamlValue = fc.oneof(
  word,
  fc.constantFrom('[1, 2', '{a: 1}', '&a [1]', '*a', '*undefined', '!!js/function x', '"unterminated', '|\n  block', '- x', '{__proto__: {polluted: 1}}', '1e999', 'null', '~'),
);
const frontmatter = fc
  .array(fc.tuple(fc.constantFrom('title', 'id', 'slug', 'description', 'sidebar_position', 'tags', '__proto__', 'constructor', 'prototype', 'draft', 'titel', 'x'), yamlValue), { maxLength: 5 })
  .map((pairs) => `---\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n`);
const documentText = fc
  .tuple(fc.option(frontmatter, { nil: undefined }), fc.array(block, { maxLength: 12 }))
  .map(([fm, blocks]) => `${fm ?? ''}${blocks.join('\n\n')}\n`);

/** Mutations: truncation, byte flips, NUL, invalid UTF-8, insertions. */
const mutated = fc.tuple(documentText, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 255 })), { maxLength: 3 })).map(([text, edits]) => {
  let bytes = Buffer.from(text);
  for (const [at, kind, value] of edits) {
    const i = bytes.length === 0 ? 0 : at % bytes.length;
    if (kind === 0) bytes = bytes.subarray(0, i); // truncated file
    else if (kind === 1) bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from([value]), bytes.subarray(i)]); // any byte, NUL and invalid UTF-8 included
    else if (kind === 2) bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from(['<', '{', '`', '\n---\n', '[', '>'][value % 6]), bytes.subarray(i)]);
    else if (kind === 3) bytes = Buffer.concat([bytes.subarray(0, i), bytes.subarray(Math.min(bytes.length, i + 1 + (value % 16)))]);
    else bytes = Buffer.concat([bytes, Buffer.from([0xc3])]); // a cut multi-byte sequence
  }
  return bytes;
});

const docFile = fc.tuple(fc.constantFrom('docs/a', 'docs/b', 'docs/sub/c', 'docs/index', 'blog/2024-01-01-post', 'pages/p'), fc.constantFrom('.md', '.mdx'), mutated);
const json = fc.constantFrom(
  '{"__proto__": {"polluted": 1}}',
  '{"constructor": {"prototype": {"polluted": 1}}}',
  '{"s": [{"type": "autogenerated", "dirName": "../x"}]}',
  '{"s": ["a", {"type": "category", "label": "__proto__", "items": ["b"]}]}',
  '{"s": [{"type": "link", "label": "x", "href": "javascript:alert(1)"}]}',
  '{"s": [',
  '[]',
  'null',
);
/** A billion-laughs bomb: nine aliases per level, 9^6 strings once expanded. */
const yamlBomb = ['a: &a [l, l, l, l, l, l, l, l, l]', ...'bcdef'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdef'[i]}`).join(', ')}]`), 'label: *f'].join('\n');
const category = fc.tuple(
  fc.constantFrom('_category_.json', '_category_.yml'),
  fc.constantFrom('{"__proto__": {"polluted": 1}, "label": "x"}', '{"label": "x", "position": "nope"}', '{"label', 'a: &a [*a]', yamlBomb, '{"link": {"type": "doc", "id": "../../etc"}}', ''),
);

// 1,250 runs × 4 documents (distinct paths, so none is dropped) is the 5,000 the hardening issue asks for; FUZZ_RUNS scales it (CI keeps the default).
const RUNS = Number(process.env.FUZZ_RUNS ?? 1250);
const DOCS_PER_RUN = 4;

describe('pipeline fuzzing', () => {
  it(`survives ${RUNS * DOCS_PER_RUN} generated and mutated documents`, { timeout: 300_000 }, async () => {
    let documents = 0;
    let parsedDocuments = 0;
    await fc.assert(
      fc.asyncProperty(
        // Unique paths: two documents at one path would be one document, and the count would lie.
        fc.uniqueArray(docFile, { minLength: DOCS_PER_RUN, maxLength: DOCS_PER_RUN, selector: ([name, ext]) => `${name}${ext}` }),
        fc.option(json, { nil: undefined }),
        fc.option(category, { nil: undefined }),
        async (docs, sidebars, categoryFile) => {
          const files: Doc[] = docs.map(([name, ext, bytes]) => ({ path: `${name}${ext}`, bytes }));
          const generated = new Map<string, Buffer | string>(files.map((f) => [f.path, f.bytes]));
          if (categoryFile !== undefined) {
            const [name, text] = categoryFile;
            files.push({ path: `docs/sub/${name}`, bytes: Buffer.from(text) });
            generated.set(`docs/sub/${name}`, text);
          }
          if (sidebars !== undefined) generated.set('sidebars.json', sidebars);
          const { diagnostics, texts, documents: done, parsed, stopped } = await runSite(files, sidebars);
          documents += done;
          parsedDocuments += parsed;
          // A document that did not reach the parser was stopped at load by its bytes (a NUL, invalid UTF-8), and says so.
          for (const file of stopped) expect(diagnostics.some((d) => d.file === file && (d.code === 'binary-file' || d.code === 'invalid-encoding')), `${file} stopped silently`).toBe(true);
          assertInside(diagnostics, texts, generated);
          assertClean();
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(documents).toBe(RUNS * DOCS_PER_RUN);
    // NUL bytes and invalid UTF-8 stop a document at load (about a third with this seed); most must still reach the parser.
    expect(parsedDocuments).toBeGreaterThan(documents / 2);
  });

  /** Each input, and what it comes to as `.md` and as `.mdx` alike: every finding's code and place. */
  const huge: [string, string | Buffer, string[]][] = [
    ['5,000 nested block quotes', `${'> '.repeat(5000)}x\n`, ['content-too-deep 1:201']],
    ['5,000 nested lists', `${'- '.repeat(5000)}x\n`, ['content-too-deep 1:201']],
    ['5,000 nested list items over lines', Array.from({ length: 5000 }, () => '- x\n  ').join(''), []],
    // Within the size limit (1.5 MiB): a line of one word is parsed, the others are refused before parsing.
    ['a 1 MB line', 'a'.repeat(1 << 20), []],
    ['a 1 MB heading', `# ${'x '.repeat(1 << 19)}`, ['content-too-large 1:1']],
    ['a 1 MB line of emphasis', `${'*a'.repeat(1 << 19)}`, ['content-too-large 1:1']],
    ['a 1 MB line of brackets', '['.repeat(1 << 20), ['content-too-large 1:1']],
    ['a 1 MB line of links', '[a](b)'.repeat(1 << 17), ['content-too-large 1:1']],
    ['a 2 MB line', 'a'.repeat(1 << 21), ['content-too-large 1:1572865']],
    ['a YAML billion-laughs bomb', `---\na: &a ["l","l","l","l","l","l","l","l","l"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ntitle: *f\n---\n# x\n`, ['invalid-frontmatter 1:1']],
    ['prototype keys in frontmatter', '---\n__proto__: {polluted: 1}\nconstructor: {prototype: {polluted: 1}}\ntitle: {__proto__: {a: 1}}\n---\n# x\n', ['invalid-frontmatter 2:1', 'invalid-frontmatter 3:1', 'invalid-frontmatter 4:1']],
    ['NUL bytes', Buffer.from('# a\0b\n'), ['binary-file 1:4']],
    ['invalid UTF-8', Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]), ['invalid-encoding 1:3']],
  ];
  for (const [name, text, outcome] of huge) {
    it(`survives ${name}`, { timeout: 60_000 }, async () => {
      const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
      for (const ext of ['.md', '.mdx']) {
        const { diagnostics, texts } = await runSite([{ path: `docs/huge${ext}`, bytes }]);
        expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`), ext).toEqual(outcome);
        assertInside(diagnostics, texts, new Map([[`docs/huge${ext}`, bytes]]));
        assertClean();
      }
    });
  }
});
