/**
 * Docusaurus accepts many options docs-cli has no use for (webpack, components, functions that
 * render): a section keeps the keys its docs-cli schema knows, so the strict schema judges
 * only what docs-cli reads. Functions and stand-ins among them are code, not data, and are left
 * out; any other value is kept as written, so a wrong one is still reported at its line.
 */
import type { z } from 'zod';
import { isCode, isPlainObject } from './context.ts';

type Def = { type?: string; innerType?: unknown; out?: unknown; shape?: Record<string, unknown>; element?: unknown };

/** The object schema under optionals, defaults, nullables and pipes, if there is one. */
function objectShape(schema: unknown): Record<string, unknown> | undefined {
  let current = schema as { def?: Def } | undefined;
  for (let i = 0; i < 10 && current?.def; i++) {
    const def: Def = current.def;
    if (def.type === 'object') return def.shape;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') current = def.innerType as typeof current;
    else if (def.type === 'pipe') current = def.out as typeof current;
    else return undefined;
  }
  return undefined;
}

/** `value`'s keys that `schema` (an object schema, possibly wrapped) knows, nested objects likewise. */
export function pickKnown(schema: z.ZodType, value: unknown): unknown {
  const shape = objectShape(schema);
  if (!shape || !isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape)) {
    const v = value[key];
    if (v === undefined || isCode(v)) continue;
    out[key] = pickKnown(inner as z.ZodType, v);
  }
  return out;
}
