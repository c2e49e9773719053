/** Artifact hashes (manifest.json, registry.json): the first 16 hex digits of a SHA-256. */
import { createHash } from 'node:crypto';

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * A session's artifact hashes by path, with the text each was made from: the registry, the
 * writer and the next `watch` cycle ask for the same hashes, and comparing a text with the
 * remembered one is far cheaper than hashing it again.
 */
export type HashMemory = Map<string, { text: string; hash: string }>;

/** The hash of an artifact. A new text is hashed as a string, not encoded first: the writer encodes what it writes. */
export function artifactHash(file: string, text: string, hashes?: HashMemory): string {
  const known = hashes?.get(file);
  if (known && known.text === text) return known.hash;
  const hash = hashText(text);
  hashes?.set(file, { text, hash });
  return hash;
}
