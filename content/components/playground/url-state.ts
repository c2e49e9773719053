/**
 * The playground's state in its URL: `?demo=<name>&lang=<lang>`, plus `code=<lz-string>` once
 * the code differs from the demo's, so an edited program can be shared as a link. Written with
 * history.replaceState (no history entries per keystroke; the router's state is kept).
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { LANGS, type Lang } from '../gallery/codegen.ts';

export interface UrlState {
  demo?: string;
  lang?: Lang;
  code?: string;
}

export function isLang(value: string | null): value is Lang {
  return LANGS.some((l) => l.id === value);
}

export function readUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const state: UrlState = {};
  const demo = params.get('demo');
  if (demo) state.demo = demo;
  const lang = params.get('lang');
  if (isLang(lang)) state.lang = lang;
  const code = params.get('code');
  if (code) {
    const decoded = decompressFromEncodedURIComponent(code);
    if (decoded) state.code = decoded;
  }
  return state;
}

export function stateSearch(state: UrlState): string {
  const params = new URLSearchParams();
  if (state.demo) params.set('demo', state.demo);
  if (state.lang) params.set('lang', state.lang);
  // Already URL-safe: appended as is rather than percent-encoded again by URLSearchParams.
  const code = state.code === undefined ? '' : `&code=${compressToEncodedURIComponent(state.code)}`;
  return `?${params.toString()}${code}`;
}

export function writeUrlState(state: UrlState): void {
  const url = `${window.location.pathname}${stateSearch(state)}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history.replaceState(window.history.state, '', url);
}
