/**
 * A parse result as one string: its fields as JSON without the body, a newline, then the body
 * as it is (already JSON text, so it has no raw newline). The parse cache stores it, and workers
 * answer with its two parts as two strings (a body sliced out of one string would keep the whole
 * string alive; the cache decodes the two parts of an entry separately for the same reason).
 * Strings cross to a worker far cheaper than a cloned object, and a body embedded as a JSON
 * string would have every quote escaped on the way in and out.
 */
import type { ParsedDoc } from './parsed-doc.ts';

/** The fields without the body as JSON; the body keeps its place among the keys (as 0), so a result read back has the same key order. */
export function parsedDocHead(doc: ParsedDoc): string {
  return JSON.stringify({ ...doc, body: 0 });
}

export function parsedDocToText(doc: ParsedDoc, head = parsedDocHead(doc)): string {
  return `${head}\n${doc.body}`;
}

/** The parse result of a head (`parsedDocHead`) and a body; undefined for anything else. */
export function parsedDocFromParts(head: string, body: string): ParsedDoc | undefined {
  let fields: Record<string, unknown> | null;
  try {
    fields = JSON.parse(head);
  } catch {
    return undefined;
  }
  if (!fields || typeof fields !== 'object' || fields.body !== 0) return undefined;
  fields.body = body;
  return fields as unknown as ParsedDoc;
}
