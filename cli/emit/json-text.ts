/**
 * `JSON.stringify(value, null, 1)` of the site-wide artifacts, assembled from the texts of their
 * items. routes.json, registry.json and content.json are long lists of small items, nearly all
 * unchanged from one `watch` cycle to the next: an item whose signature (a cheap string of the
 * fields it is made of) matches last time's keeps its text, so a cycle serialises only the items
 * that changed instead of megabytes of JSON. A one-off build remembers nothing (incremental.ts).
 */
import { keepsForNextBuild } from './incremental.ts';

/** An item's JSON at `depth` (the indentation of the line it starts on), as it appears inside its parent. */
export function nestedJson(value: unknown, depth: number): string {
  const text = JSON.stringify(value, null, 1);
  return depth === 0 ? text : text.replaceAll('\n', `\n${' '.repeat(depth)}`);
}

/** An array written at `depth` from its items' texts (each already at depth + 1). */
export function arrayText(items: readonly string[], depth: number): string {
  if (items.length === 0) return '[]';
  const pad = ' '.repeat(depth + 1);
  return `[\n${pad}${items.join(`,\n${pad}`)}\n${' '.repeat(depth)}]`;
}

/** An object written at `depth` from its keys and its values' texts (each already at depth + 1). */
export function objectText(entries: readonly (readonly [string, string])[], depth: number): string {
  if (entries.length === 0) return '{}';
  const pad = ' '.repeat(depth + 1);
  return `{\n${pad}${entries.map(([key, text]) => `${JSON.stringify(key)}: ${text}`).join(`,\n${pad}`)}\n${' '.repeat(depth)}}`;
}

/** Item texts remembered by key across calls; `text` serialises only when the signature changed. */
export class ItemTexts {
  private known = new Map<string, { signature: string; text: string }>();
  private seen = new Set<string>();

  constructor(private readonly depth: number) {}

  text(key: string, signature: string, value: () => unknown): string {
    const known = this.known.get(key);
    if (known && known.signature === signature) {
      this.seen.add(key);
      return known.text;
    }
    const text = nestedJson(value(), this.depth);
    if (keepsForNextBuild()) {
      this.known.set(key, { signature, text });
      this.seen.add(key);
    }
    return text;
  }

  /** Forgets the items not asked for since the last call (deleted pages). */
  sweep(): void {
    for (const key of this.known.keys()) if (!this.seen.has(key)) this.known.delete(key);
    this.seen.clear();
  }
}

/** Identity of objects in a signature (frontmatter objects stay the same while their file is unchanged). */
const ids = new WeakMap<object, number>();
let nextId = 0;
export function identity(value: object | undefined): string {
  if (!value) return '';
  let id = ids.get(value);
  if (id === undefined) {
    id = ++nextId;
    ids.set(value, id);
  }
  return String(id);
}
