/** The manifest's fields besides the hashes; the clock is read by the caller. */
import type { ManifestArtifact } from '../../schema/artifacts.ts';
import type { SiteModel } from '../model/types.ts';
import { GENERATOR_VERSION } from '../core/version.ts';

export function manifestFields(model: SiteModel, routes: number, builtAt: Date, durationMs: number): Omit<ManifestArtifact, 'hashes' | 'schemaVersion'> {
  return {
    generator: { name: 'docs-cli', version: GENERATOR_VERSION },
    builtAt: builtAt.toISOString(),
    durationMs: Math.round(durationMs),
    versions: ['current'],
    locales: model.config.i18n.locales,
    counts: {
      docs: model.docs.length,
      drafts: model.drafts.length,
      blogPosts: model.blogPosts.length,
      pages: model.pages.length,
      routes,
      sidebars: Object.keys(model.sidebars).length,
      staticFiles: model.staticFiles.size,
    },
  };
}
