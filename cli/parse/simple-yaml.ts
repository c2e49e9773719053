/**
 * parse (simple YAML): the frontmatter most pages have — one `key: value` per line, values that
 * are words, whole numbers, simply quoted strings or a flow list of words — read without the
 * `yaml` package, a tenth of a parse worker's time otherwise. Anything else answers undefined
 * and goes to `yaml`, so the result is always what
 * `yaml` (YAML 1.2, core schema) gives; tests/cli/parse/simple-yaml.test.ts compares the two.
 */

export interface SimpleYaml {
  value: Record<string, unknown>;
  /** where each key starts in the text */
  keyOffsets: Map<string, number>;
}

const LINE = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
/** A plain scalar that is a string in the core schema: starts with a letter, no `: `, ` #` or tab, not a keyword. */
const WORD = /^[A-Za-z][^:#\t]*$/;
const KEYWORD = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const WHOLE_NUMBER = /^(?:0|[1-9]\d{0,14})$/;
/** What a flow list item may not hold besides what a word may not: the flow indicators and quotes. */
const FLOW_INDICATOR = /[[\]{}'"]/;

/** A plain scalar the core schema reads as a whole number or a string; undefined for anything else. */
function scalar(text: string): unknown {
  if (WHOLE_NUMBER.test(text)) return Number(text);
  if (!WORD.test(text) || KEYWORD.test(text) || text.endsWith(' ')) return undefined;
  return text;
}

function quoted(text: string): string | undefined {
  const quote = text[0];
  if ((quote !== '"' && quote !== "'") || text.length < 2 || !text.endsWith(quote)) return undefined;
  const inner = text.slice(1, -1);
  // Escapes (`\` in double quotes, `''` in single quotes) and line breaks go to `yaml`.
  return inner.includes(quote) || inner.includes('\\') || inner.includes('\t') ? undefined : inner;
}

function list(text: string): unknown[] | undefined {
  if (!text.startsWith('[') || !text.endsWith(']')) return undefined;
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  const items: unknown[] = [];
  for (const raw of inner.split(',')) {
    const item = raw.trim();
    const value = FLOW_INDICATOR.test(item) ? undefined : scalar(item);
    if (value === undefined) return undefined;
    items.push(value);
  }
  return items;
}

export function readSimpleYaml(text: string): SimpleYaml | undefined {
  if (text.includes('\r')) return undefined; // CRLF and lone CR line breaks: `yaml` reads them
  const value: Record<string, unknown> = {};
  const keyOffsets = new Map<string, number>();
  let at = 0;
  for (const line of text.split('\n')) {
    const start = at;
    at += line.length + 1;
    if (line === '') continue;
    const match = LINE.exec(line);
    if (!match) return undefined;
    const [, key, written = ''] = match;
    if (keyOffsets.has(key) || key === '__proto__' || key === 'constructor' || key === 'prototype') return undefined;
    let parsed: unknown;
    if (written === '') parsed = null;
    else if (written[0] === '[') parsed = list(written);
    else if (written[0] === '"' || written[0] === "'") parsed = quoted(written);
    else parsed = scalar(written);
    if (parsed === undefined) return undefined;
    value[key] = parsed;
    keyOffsets.set(key, start);
  }
  // No keys: `yaml` reads an empty document as null, which leaves the page without frontmatter.
  return keyOffsets.size === 0 ? undefined : { value, keyOffsets };
}
