/** Helper for `docs.config.ts`: gives authors type checking and completion, returns its input. */
import type { SiteConfigInput } from './config.ts';

export type { SiteConfigInput } from './config.ts';

export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
