/** Positions of key paths inside a parsed YAML (or JSON) document, from the yaml CST ranges. */
import { type Document, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { type Point, pointAt } from '../diagnostics/position.ts';

export function locateYamlPath(doc: Document, text: string, path: readonly PropertyKey[], offset = 0, starts?: number[]): Point {
  let node: unknown = doc.contents;
  let at = (node as Node | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key));
      if (!pair || !isPair(pair)) break;
      at = (pair.key as Node).range?.[0] ?? at;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      at = item.range?.[0] ?? at;
      node = item;
    } else break;
  }
  return pointAt(text, at + offset, starts);
}
