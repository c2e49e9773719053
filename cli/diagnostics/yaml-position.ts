/** Positions of key paths inside a parsed YAML (or JSON) document, from the yaml CST ranges. */
import { type Document, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { type Point, pointAt } from './position.ts';

/** Where the last key of `path` is written (the item, in a sequence); as deep as the path goes. */
export function locateYamlPath(doc: Document, text: string, path: readonly PropertyKey[], offset = 0, starts?: number[]): Point {
  return pointAt(text, walk(doc, path).keyAt + offset, starts);
}

/** Where the value at `path` is written (its opening quote, for a quoted string); else its key. */
export function locateYamlValue(doc: Document, text: string, path: readonly PropertyKey[], offset = 0, starts?: number[]): Point {
  const found = walk(doc, path);
  return pointAt(text, (found.complete ? ((found.node as Node | null)?.range?.[0] ?? found.keyAt) : found.keyAt) + offset, starts);
}

function walk(doc: Document, path: readonly PropertyKey[]): { keyAt: number; node: unknown; complete: boolean } {
  let node: unknown = doc.contents;
  let keyAt = (node as Node | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key));
      if (!pair || !isPair(pair)) return { keyAt, node, complete: false };
      keyAt = (pair.key as Node).range?.[0] ?? keyAt;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) return { keyAt, node, complete: false };
      keyAt = item.range?.[0] ?? keyAt;
      node = item;
    } else return { keyAt, node, complete: false };
  }
  return { keyAt, node, complete: true };
}
