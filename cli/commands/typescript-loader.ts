/** The renderer is TypeScript, and the compiled CLI (cli/dist) runs without a TypeScript loader: tsx's is registered before `build --site` or `dev` imports it. */
export async function registerTypeScriptLoader(): Promise<void> {
  if (!import.meta.url.endsWith('.ts')) (await import('tsx/esm/api')).register();
}
