/**
 * Search hits are rendered as HTML (DocSearch sets highlight and snippet values with
 * dangerouslySetInnerHTML, and falls back to the raw hierarchy text when a snippet is
 * missing, e.g. for stored recent searches). Whatever the backend sent — the local engine
 * escapes, Algolia does not — only <mark> and </mark> survive; everything else is text.
 * Decoding before escaping makes this idempotent: an already escaped value stays the same.
 */

const ENTITY = /&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const MARK = /(<\/?mark>)/i;

export function decodeEntities(value: string): string {
  return value.replace(ENTITY, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeChar(Number.parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return safeChar(Number.parseInt(lower.slice(1), 10), whole);
    return NAMED[lower] ?? whole;
  });
}

function safeChar(code: number, fallback: string): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** Plain text (possibly entity-encoded) → HTML text. */
export function toSafeHtml(value: string): string {
  return escapeText(decodeEntities(value));
}

/** A highlight or snippet value where only <mark>…</mark> remain markup. */
export function sanitizeHighlight(value: string): string {
  return value
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? part.toLowerCase() : toSafeHtml(part)))
    .join('');
}

/** The value as text: marks removed, entities decoded (for titles, aria labels). */
export function highlightText(value: string): string {
  return decodeEntities(value.replace(/<\/?mark>/gi, ''));
}

function sanitizeResult(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(sanitizeResult);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'value' && typeof value === 'string') out[key] = sanitizeHighlight(value);
    else if (key === 'matchedWords' && Array.isArray(value)) out[key] = value.map((w) => (typeof w === 'string' ? toSafeHtml(w) : w));
    else out[key] = sanitizeResult(value);
  }
  return out;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface HitLike {
  hierarchy?: Partial<Record<(typeof LEVELS)[number], string | null>>;
  content?: string | null;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

/**
 * A copy of the hit that is safe to render: highlight and snippet values sanitized, the raw
 * hierarchy and content escaped (DocSearch renders them as HTML when a snippet is missing),
 * and a snippet for every non-empty level so that fallback is never the raw text.
 */
export function sanitizeHit<T extends HitLike>(hit: T): T {
  const hierarchy = hit.hierarchy ? Object.fromEntries(Object.entries(hit.hierarchy).map(([k, v]) => [k, typeof v === 'string' ? toSafeHtml(v) : v])) : hit.hierarchy;
  const content = typeof hit.content === 'string' ? toSafeHtml(hit.content) : hit.content;
  const out: T = { ...hit, hierarchy, content };
  if (hit._highlightResult !== undefined) out._highlightResult = sanitizeResult(hit._highlightResult);
  if (hit._snippetResult !== undefined || hit._highlightResult !== undefined) {
    const snippet = (sanitizeResult(hit._snippetResult ?? {}) ?? {}) as Record<string, unknown>;
    const snippetHierarchy = { ...((snippet.hierarchy as Record<string, unknown> | undefined) ?? {}) };
    for (const level of LEVELS) {
      const text = hierarchy?.[level];
      if (typeof text === 'string' && text !== '' && !snippetHierarchy[level]) snippetHierarchy[level] = { value: text, matchLevel: 'none' };
    }
    out._snippetResult = {
      ...snippet,
      hierarchy: snippetHierarchy,
      ...(typeof content === 'string' && !snippet.content ? { content: { value: content, matchLevel: 'none' } } : {}),
    };
  }
  return out;
}
