/** The pages of a build whose body is a module of the site's code (their artifact's `module`), read from out. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageArtifact, RoutesArtifact } from '../../../schema/artifacts.ts';

/** Each module page's artifact, in route order (a data file without `"module":` is not parsed). */
export function modulePages(outDir: string): PageArtifact[] {
  const { routes } = JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8')) as RoutesArtifact;
  const pages: PageArtifact[] = [];
  for (const route of routes) {
    const text = readFileSync(path.join(outDir, route.data), 'utf8');
    if (!text.includes('"module":')) continue;
    const page = JSON.parse(text) as PageArtifact;
    if (page.module) pages.push(page);
  }
  return pages;
}
