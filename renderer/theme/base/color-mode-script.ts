/**
 * The inline script that sets the colour mode before first paint (no flash). It is the only
 * inline script on the site; the Content-Security-Policy allows it by its hash.
 */
import type { SiteConfig } from '../../../schema/config.ts';

export function colorModeScript(colorMode: SiteConfig['themeConfig']['colorMode']): string {
  const fallback = JSON.stringify(colorMode.defaultMode);
  const follow = colorMode.respectPrefersColorScheme && !colorMode.disableSwitch;
  const stored = colorMode.disableSwitch ? 'null' : "localStorage.getItem('theme')";
  return `(function(){var d=${fallback},m=d;try{var s=${stored};if(s==='light'||s==='dark')m=s;${follow ? "else if(window.matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else m='light';" : ''}}catch(e){}document.documentElement.setAttribute('data-theme',m);})();`;
}
