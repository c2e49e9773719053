/**
 * Runs in the preview frame, bundled into the racing-bars modules the frame imports
 * (build-lib.ts): a chart whose options name no `theme` takes the site's colour mode, which
 * frame.html puts on its <html data-theme>, as the gallery's charts do. A `theme` in the code wins.
 */
export function siteTheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function withSiteTheme<T extends object>(options: T | undefined): T {
  if (options && 'theme' in options && (options as { theme?: unknown }).theme !== undefined) return options;
  return { ...options, theme: siteTheme() } as T;
}
