/** Content hashes: a source's identity in the parse cache, a module's inputs in a run record. */
import { createHash } from 'node:crypto';

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
