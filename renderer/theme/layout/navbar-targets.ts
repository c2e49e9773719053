/**
 * Where navbar `doc` and `docSidebar` items point. Computed at build time (site-build/vite-config.ts) for
 * only the ids the navbar names, so the bundle does not carry the whole doc list.
 */
import targets from 'virtual:navbar-targets';

export const docPathsById: Record<string, string> = targets.docs;
export const firstDocOfSidebar: Record<string, string> = targets.sidebars;
