/**
 * emit (JSON text): `JSON.stringify(value, null, 1)` plus a newline, the format of every JSON
 * artifact, made with the texts of some long arrays' elements kept from the last build
 * (`watch`). Serialising content.json, routes.json, registry.json and globalData.json whole took
 * ≈ 50 ms of each structural cycle at 10,000 pages, although a new page changes one element of
 * each. The text is the same, byte for byte, as serialising the value whole.
 */

import { keepsForNextBuild } from './incremental.ts';

/** Shallow values of an array element: equal elements (by `Object.is` on each key, in order) have the same text. */
type Element = Record<string, unknown>;
type Kept = { element: Element; keys: string[]; indent: number; text: string };


/**
 * Element texts of one array of one artifact, by a key naming each element (a doc's source, a
 * route's path). Each build replaces the kept texts with those it used, so removed elements go.
 */
export class ElementTexts {
  private known = new Map<string, Kept>();
  private next = new Map<string, Kept>();

  /** The element's text at `indent` spaces: the kept one when its keys and values are those it was made from. */
  text(key: string, element: Element, indent: number): string {
    if (!keepsForNextBuild()) return indented(element, indent);
    const kept = this.known.get(key);
    if (kept && kept.indent === indent && sameElement(kept, element)) {
      this.next.set(key, kept);
      return kept.text;
    }
    const text = indented(element, indent);
    this.next.set(key, { element, keys: Object.keys(element), indent, text });
    return text;
  }

  /** The text of the member `name: element` of an object at `indent` spaces (kept by `name`). */
  member(name: string, element: Element, indent: number): string {
    return `${' '.repeat(indent)}${JSON.stringify(name)}: ${this.text(name, element, indent).slice(indent)}`;
  }

  /** Forgets the texts this build did not ask for. */
  done(): void {
    this.known = this.next;
    this.next = new Map();
  }
}

/** Same keys in the same order with the same values; walks `element`'s keys without making an array of them (10,000s per cycle). */
function sameElement(kept: Kept, element: Element): boolean {
  const { keys, element: before } = kept;
  let i = 0;
  for (const key in element) {
    if (key !== keys[i++] || !Object.is(before[key], element[key])) return false;
  }
  return i === keys.length;
}

/** The element's text as it appears at `indent` spaces inside an indented array. */
export function indented(element: unknown, indent: number): string {
  const pad = ' '.repeat(indent);
  // JSON strings escape line breaks, so every '\n' of the text starts a line of the layout.
  return pad + JSON.stringify(element, null, 1).replaceAll('\n', `\n${pad}`);
}

/** The value that stands for an array in `jsonWith`, named `name` there. */
export function arrayPlaceholder(name: string): string {
  return `\u0000[${name}\u0000`;
}

/** The value that stands for an object in `jsonWith`, named `name` there. */
export function objectPlaceholder(name: string): string {
  return `\u0000{${name}\u0000`;
}

/**
 * `value` as `JSON.stringify(value, null, 1)` writes it, plus a newline, with each array or
 * object that `value` holds a placeholder for made of the texts `parts[name](indent)` gives:
 * its elements (or members) at that indent.
 */
export function jsonWith(value: unknown, parts: Record<string, (indent: number) => string[]>): string {
  let text = JSON.stringify(value, null, 1);
  for (const [name, items] of Object.entries(parts)) {
    const [token, open, close] = [[JSON.stringify(arrayPlaceholder(name)), '[', ']'], [JSON.stringify(objectPlaceholder(name)), '{', '}']].find(([token]) => text.includes(token)) ?? [];
    if (!token) throw new Error(`jsonWith: no placeholder for ${name}`);
    const at = text.indexOf(token);
    const lineStart = text.lastIndexOf('\n', at) + 1;
    let indent = 0;
    while (text.charCodeAt(lineStart + indent) === 32) indent++;
    const inner = items(indent + 1);
    const whole = inner.length === 0 ? `${open}${close}` : `${open}\n${inner.join(',\n')}\n${' '.repeat(indent)}${close}`;
    text = text.slice(0, at) + whole + text.slice(at + token.length);
  }
  return `${text}\n`;
}
