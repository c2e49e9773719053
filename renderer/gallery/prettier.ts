/**
 * The Prettier 2.4.1 scripts the site loads asynchronously from /js/prettier-2.4.1/ (window.prettier
 * and window.prettierPlugins). `usePrettierReady` turns true once they are there, so code shows
 * raw first and formatted as soon as the formatter arrives.
 */
import { useEffect, useState } from 'react';

interface PrettierWindow {
  prettier?: unknown;
  prettierPlugins?: { babel?: unknown; html?: unknown };
}

export function prettierLoaded(): boolean {
  const w = window as unknown as PrettierWindow;
  return Boolean(w.prettier && w.prettierPlugins?.babel && w.prettierPlugins?.html);
}

export function usePrettierReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (prettierLoaded()) {
      setReady(true);
      return;
    }
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src*="prettier-2.4.1"]')];
    const onLoad = () => {
      if (prettierLoaded()) setReady(true);
    };
    for (const s of scripts) s.addEventListener('load', onLoad);
    return () => {
      for (const s of scripts) s.removeEventListener('load', onLoad);
    };
  }, []);
  return ready;
}
