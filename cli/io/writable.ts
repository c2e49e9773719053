/**
 * Whether a directory can be written, found out by writing: made if missing, then a file
 * created in it and removed. Permission bits say nothing when running as root, and nothing about
 * an immutable folder or a read-only file system; a real write says all of them.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file system's own account of an error ("EACCES: permission denied, mkdir '/x'"), or undefined when it is not one. */
export function fileSystemError(error: unknown): string | undefined {
  const { code, syscall, message } = (error ?? {}) as NodeJS.ErrnoException;
  return typeof code === 'string' && typeof syscall === 'string' ? message : undefined;
}

/** Why `dir` cannot be written ("/x/out is not writable (EROFS: read-only file system)"), or undefined when it can. */
export function cannotWrite(dir: string): string | undefined {
  const probe = path.join(dir, `.docs-cli-probe-${process.pid}-${randomBytes(3).toString('hex')}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
    return undefined;
  } catch (error) {
    if (fileSystemError(error) === undefined) throw error;
    const { code, message, path: failed } = error as NodeJS.ErrnoException;
    const where = failed && failed !== probe ? failed : dir;
    // "EPERM: operation not permitted, mkdir '/x'": the path is said once, in front.
    const reason = message.split(', ')[0];
    if (code === 'EEXIST' || code === 'ENOTDIR') return `${where} cannot be made: a file is in the way (${reason})`;
    return `${where} is not writable (${reason})`;
  }
}
