/** Reads the YAML frontmatter, validates it against the schema of the file's kind, and removes it from the tree. */
import { distance } from 'fastest-levenshtein';
import type { Root, Yaml } from 'mdast';
import { type Document, parseDocument } from 'yaml';
import type { z } from 'zod';
import { blogFrontmatter, docFrontmatter, knownFrontmatterKeys, pageFrontmatter } from '../../../schema/frontmatter.ts';
import { lineStarts, type Point, pointAt } from '../../diagnostics/position.ts';
import { closest } from '../../diagnostics/suggest.ts';
import { zodIssuesToDiagnostics } from '../../diagnostics/zod-issues.ts';
import { locateYamlPath, locateYamlValue } from '../../diagnostics/yaml-position.ts';
import type { ParseContext } from '../context.ts';
import { readSimpleYaml } from '../simple-yaml.ts';
import { checkFrontmatterValues } from './frontmatter-values.ts';

const SCHEMAS: Record<ParseContext['kind'], z.ZodType> = { doc: docFrontmatter, blog: blogFrontmatter, page: pageFrontmatter };

export function readFrontmatter(tree: Root, ctx: ParseContext): void {
  const index = tree.children.findIndex((n) => n.type === 'yaml');
  if (index === -1) return;
  const node = tree.children[index] as Yaml;
  tree.children.splice(index, 1);
  // The YAML text starts on the line after the opening `---`.
  const offset = ctx.text.indexOf('\n') + 1;
  const starts = lineStarts(ctx.text);
  // Most frontmatter is simple: read without `yaml` when it is, and when it is also valid (a
  // problem is reported from `yaml`'s reading below, which can place every key and item).
  const simple = readSimpleYaml(node.value);
  const checked = simple && SCHEMAS[ctx.kind].safeParse(simple.value);
  if (simple && checked?.success) {
    // Values are placed only for findings, which are rare: `yaml` reads the text then.
    let doc: Document | undefined;
    const valueAt = (p: readonly PropertyKey[]) => {
      doc ??= parseDocument(node.value);
      return locateYamlValue(doc, ctx.text, p, offset, starts);
    };
    applyFrontmatter(ctx, simple.value, ([key]) => pointAt(ctx.text, offset + (simple.keyOffsets.get(String(key)) ?? 0), starts), valueAt, checked);
    return;
  }
  const doc = parseDocument(node.value, { prettyErrors: false, uniqueKeys: true });
  const at = (p: readonly PropertyKey[]) => locateYamlPath(doc, ctx.text, p, offset, starts);
  const valueAt = (p: readonly PropertyKey[]) => locateYamlValue(doc, ctx.text, p, offset, starts);
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const pos = pointAt(ctx.text, offset + error.pos[0], starts);
      ctx.report({ code: 'invalid-frontmatter', message: `invalid YAML in frontmatter: ${error.message.split('\n')[0]}`, place: pos });
    }
    return;
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 50 });
  } catch (error) {
    ctx.report({ code: 'invalid-frontmatter', message: `frontmatter could not be read: ${(error as Error).message}`, place: node.position });
    return;
  }
  if (value === null || value === undefined) return;
  if (typeof value !== 'object' || Array.isArray(value)) {
    ctx.report({ code: 'invalid-frontmatter', message: 'frontmatter must be a mapping of keys to values', place: node.position });
    return;
  }
  applyFrontmatter(ctx, value as Record<string, unknown>, at, valueAt);
}

type Locate = (path: readonly PropertyKey[]) => Point;

/**
 * Validates the frontmatter's keys and values, keeps what is valid and safe (a finding at each
 * value left out) and warns about near-misses of known keys.
 */
function applyFrontmatter(ctx: ParseContext, value: Record<string, unknown>, at: Locate, valueAt: Locate, checked?: z.ZodSafeParseResult<unknown>): void {
  const record: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      ctx.report({ code: 'invalid-frontmatter', message: `the frontmatter key "${key}" is not allowed`, place: at([key]), actual: key });
      continue;
    }
    record[key] = v;
    ctx.frontmatterKeys[key] = at([key]);
  }
  const schema = SCHEMAS[ctx.kind];
  // `checked`: the simple reading's validation, of these same keys and values.
  let result = checked ?? schema.safeParse(record);
  if (!result.success) {
    const diagnostics = zodIssuesToDiagnostics(result.error, schema, {
      file: ctx.file,
      code: 'invalid-frontmatter',
      input: record,
      label: 'frontmatter',
      locate: at,
    });
    ctx.diagnostics.push(...diagnostics);
    // Keep the valid keys so one mistake does not cost the whole page its metadata.
    for (const issue of result.error.issues) if (typeof issue.path[0] === 'string') delete record[issue.path[0]];
    result = schema.safeParse(record);
  }
  const safe = checkFrontmatterValues(result.success ? (result.data as Record<string, unknown>) : {});
  for (const finding of safe.findings) ctx.report({
    code: finding.code,
    message: finding.message,
    place: valueAt(finding.path),
    note: finding.hint,
    actual: finding.target,
  });
  for (const key of safe.dropped) delete ctx.frontmatterKeys[key];
  ctx.frontmatter = safe.frontmatter;
  for (const key of Object.keys(record)) {
    if (knownFrontmatterKeys.includes(key)) continue;
    if (key === 'format') {
      ctx.report({
        code: 'unknown-frontmatter-key',
        message: 'the frontmatter key `format` is not read: a page sets its format with `mdx: { format: md }`',
        place: at([key]),
        actual: key,
        expected: ['mdx.format'],
        note: 'Docusaurus ignores a top-level `format` too, and parses the page as the site\'s `markdown.format` says',
      });
      continue;
    }
    const guess = closest(key, knownFrontmatterKeys).filter((k) => k !== key);
    if (guess.length > 0 && distance(key, guess[0]) <= 2) {
      ctx.report({
        code: 'unknown-frontmatter-key',
        message: `unknown frontmatter key \`${key}\``,
        place: at([key]),
        actual: key,
        expected: guess,
        note: `did you mean \`${guess[0]}\`?`,
      });
    }
  }
}
