/** The site's docs instances and their versions (versions-plugin.ts), as the bundle carries them. */
import summary from 'virtual:docs-versions';
import type { DocsInstanceSummary } from './versions.ts';

export const docsInstances = summary as DocsInstanceSummary[];
