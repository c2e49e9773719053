/**
 * The one place Zod errors become diagnostics: each names the file, the key path, what was
 * expected and what was found, with a hint ("did you mean") where one helps. Modelled on
 * Starlight's error map, but producing positioned values instead of a thrown string.
 */
import type { z } from 'zod';
import type { Diagnostic, DiagnosticCode } from '../../schema/diagnostic.ts';
import { diagnostic } from './create.ts';
import type { Point } from './position.ts';
import { closest } from './suggest.ts';

type Issue = z.core.$ZodIssue;

export interface IssueContext {
  file: string;
  code: DiagnosticCode;
  /** the value that was validated, to show what was found */
  input: unknown;
  /** where a key path is in the source */
  locate: (path: readonly PropertyKey[]) => Point;
  /** prefix for key paths, e.g. "frontmatter" */
  label?: string;
  level?: Diagnostic['level'];
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Known keys of the object schema at `path`, read from the issue list's sibling info. */
function knownKeysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function schemaAt(root: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  // Walk object shapes, arrays, optionals, defaults and pipes; stop at anything else.
  let schema: unknown = root;
  const unwrap = (s: unknown): unknown => {
    let current = s as { def?: Record<string, unknown> } | undefined;
    for (let i = 0; i < 10 && current?.def; i++) {
      const def = current.def;
      if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault')
        current = def.innerType as typeof current;
      else if (def.type === 'pipe') current = def.out as typeof current;
      else break;
    }
    return current;
  };
  for (const key of path) {
    schema = unwrap(schema);
    const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
    if (!def) return undefined;
    if (def.type === 'object' && typeof key === 'string') schema = (def.shape as Record<string, unknown>)[key];
    else if (def.type === 'array') schema = def.element;
    else if (def.type === 'record') schema = def.valueType;
    else return undefined;
  }
  return unwrap(schema) as z.ZodType | undefined;
}

function explain(issue: Issue, ctx: IssueContext, schema: z.ZodType): { message: string; hint?: string; suggestions?: string[] } {
  const at = formatPath([...(ctx.label ? [ctx.label] : []), ...issue.path]);
  const found = valueAt(ctx.input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return { message: `\`${at}\`: expected ${issue.expected}, got ${describe(found)}` };
    case 'invalid_value': {
      const allowed = issue.values.map((v) => JSON.stringify(v));
      const guess = typeof found === 'string' ? closest(found, issue.values.map(String)) : [];
      return {
        message: `\`${at}\`: expected one of ${allowed.join(', ')}, got ${describe(found)}`,
        suggestions: guess,
        hint: guess.length ? `did you mean "${guess[0]}"?` : undefined,
      };
    }
    case 'unrecognized_keys': {
      const known = knownKeysOf(schemaAt(schema, issue.path));
      const key = issue.keys[0];
      const guess = closest(key, known);
      return {
        message: `\`${formatPath([...(ctx.label ? [ctx.label] : []), ...issue.path, key])}\`: unknown key`,
        suggestions: guess,
        hint: guess.length ? `did you mean \`${guess[0]}\`?` : known.length ? `known keys: ${known.join(', ')}` : undefined,
      };
    }
    case 'invalid_union': {
      // Explain the branch that got furthest: its first issue is the most specific one.
      const branches = issue.errors.filter((b) => b.length > 0);
      if (branches.length > 0) {
        const best = branches.reduce((a, b) => (b[0].path.length > a[0].path.length ? b : a));
        if (best[0].path.length > 0) {
          return explain({ ...best[0], path: [...issue.path, ...best[0].path] } as Issue, ctx, schema);
        }
      }
      const tag = valueAt(found, ['type']);
      return { message: `\`${at}\`: ${issue.message}${tag !== undefined ? ` (type ${describe(tag)})` : ''}` };
    }
    default:
      return { message: `\`${at}\`: ${issue.message}` };
  }
}

export function zodIssuesToDiagnostics(error: z.ZodError, schema: z.ZodType, ctx: IssueContext): Diagnostic[] {
  return error.issues.map((issue) => {
    const { message, hint, suggestions } = explain(issue, ctx, schema);
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    return diagnostic({
      code: ctx.code,
      message,
      file: ctx.file,
      place: ctx.locate(path),
      level: ctx.level,
      actual: formatPath(path),
      note: hint,
      expected: suggestions,
    });
  });
}
