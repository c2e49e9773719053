/**
 * Directories nobody can write, for the tests of what docs-cli says when it cannot write. As
 * root (these tests run as root in CI), `chmod` stops nothing: root writes anyway. The immutable
 * flag (`chattr +i`, ext4 and most Linux file systems, root only) makes the kernel refuse every
 * change in the folder with EPERM, root included. As any other user, `chmod a-w` does it.
 * Either way the folder is checked to really refuse a write before a test relies on it.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function refusesWrites(dir: string): boolean {
  const probe = path.join(dir, '.read-only-probe');
  try {
    writeFileSync(probe, '');
    rmSync(probe);
    return false;
  } catch {
    return true;
  }
}

const isRoot = process.getuid?.() === 0;

/** What the file system says when a write is refused, for the way used here. */
export const READ_ONLY_REASON = isRoot ? 'EPERM: operation not permitted' : 'EACCES: permission denied';

/** Makes `dir` refuse writes; throws when this machine offers no way to (the test must not pass without the error path). */
export function makeReadOnly(dir: string): void {
  if (isRoot) execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
  else chmodSync(dir, 0o555);
  if (!refusesWrites(dir)) throw new Error(`could not make ${dir} read-only (${isRoot ? 'chattr +i' : 'chmod a-w'} had no effect)`);
}

/** Undoes `makeReadOnly`, so the folder can be removed. */
export function makeWritable(dir: string): void {
  if (isRoot) execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
  else chmodSync(dir, 0o755);
}
