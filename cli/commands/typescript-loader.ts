import { register } from 'node:module';

/**
 * The renderer is TypeScript, and the compiled CLI (cli/dist) runs without a TypeScript loader:
 * docs-cli's own (renderer/site-build/typescript-hooks.mjs, which compiles only this package's
 * TypeScript) is registered before `build --site` or `dev` imports it. Run from its sources, the
 * CLI already loads through tsx. Both cli/dist and cli/commands are two folders below the package.
 */
export function registerTypeScriptLoader(): void {
  if (import.meta.url.endsWith('.ts')) return;
  register(new URL('../../renderer/site-build/typescript-hooks.mjs', import.meta.url));
}
