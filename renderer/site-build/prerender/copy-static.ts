/**
 * Static directories → the built site. A symlink is copied as what it points to when that is
 * inside the site, and left out when it leads outside (or nowhere): `docs-cli build` reports
 * those as `path-outside-site`, and a link copied as a link would let the server read the file
 * it points to.
 */
import { cp, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../../../cli/api.ts';

export async function copyStaticDirectories(siteDir: string, dirs: readonly string[], dest: string): Promise<void> {
  const siteRoot = await realpath(siteDir);
  const staysInside = async (src: string) => {
    try {
      return isInside(siteRoot, await realpath(src));
    } catch {
      return false; // a dangling link
    }
  };
  for (const dir of dirs) {
    const abs = path.resolve(siteDir, dir);
    if (!isInside(path.resolve(siteDir), abs)) continue;
    try {
      await stat(abs);
    } catch {
      continue;
    }
    await cp(abs, dest, { recursive: true, dereference: true, filter: staysInside });
  }
}
