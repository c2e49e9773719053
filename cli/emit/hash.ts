/** Artifact hashes (manifest.json, registry.json): the first 16 hex digits of a SHA-256. */
import { createHash } from 'node:crypto';

export function hashText(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * The hash of an artifact by its path, remembered with its text: the registry, the writer and
 * the next `watch` cycle ask for the same hashes, and comparing a text with the remembered one
 * is far cheaper than hashing it again.
 */
const hashes = new Map<string, { text: string; hash: string }>();

export function artifactHash(file: string, text: string): string {
  return artifactHashAndBytes(file, text).hash;
}

/**
 * The artifact's hash, and its UTF-8 bytes when they had to be made to hash it (a text not
 * hashed before): a writer that writes those bytes encodes the text once instead of twice,
 * which for the site-wide files of a `watch` cycle is megabytes.
 */
export function artifactHashAndBytes(file: string, text: string): { hash: string; bytes?: Buffer } {
  const known = hashes.get(file);
  if (known && known.text === text) return { hash: known.hash };
  const bytes = Buffer.from(text);
  const hash = hashText(bytes);
  hashes.set(file, { text, hash });
  return { hash, bytes };
}

