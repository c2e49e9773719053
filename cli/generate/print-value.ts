/** A value an API page shows (a variable's default), printed as TypeScript-like source. */
import type { StaticValue } from '../core/api-source.ts';

/** TypeScript-like source text of a value; `unknown` parts print as `…`. */
export function printValue(value: StaticValue, indent = ''): string {
  switch (value.kind) {
    case 'literal':
      return value.text;
    case 'unknown':
      return '…';
    case 'array':
      return value.items.length === 0 ? '[]' : `[${value.items.map((v) => printValue(v, indent)).join(', ')}]`;
    case 'object': {
      if (value.entries.length === 0) return '{}';
      const inner = `${indent}  `;
      const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
      return `{\n${value.entries.map(([k, v]) => `${inner}${key(k)}: ${printValue(v, inner)},`).join('\n')}\n${indent}}`;
    }
  }
}
