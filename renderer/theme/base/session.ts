/**
 * What one run of the theme remembers: the pages it loaded, the files fetched once, the progress
 * bar, the head laid over the page's, the reader's preferences. The entry makes one
 * (the browser: one per page load; the prerender: one per rendered page) and the app hands it down
 * by context, so that no module of the theme holds state of its own, and nothing one prerendered
 * page loaded is in the next one's.
 */
import { createContext, useContext } from 'react';
import { createPageStore, type PageStore } from './data.ts';
import type { SessionMemo } from './memo.ts';
import type { PageHead } from './page-head.ts';
import type { Progress } from './progress.ts';
import { createStorage, type PreferenceStorage } from './storage.ts';

export interface ThemeSession {
  pages: PageStore;
  /** what the theme's parts and the site's features make once per session */
  memo: SessionMemo;
  progress: Progress;
  head: PageHead;
  storage: PreferenceStorage;
  /** the content components this session met and could not render (the prerender makes it, and fails on any) */
  unknownComponents?: Set<string>;
}

export function createThemeSession(): ThemeSession {
  return { pages: createPageStore(), memo: new Map(), progress: { wanted: false }, head: {}, storage: createStorage() };
}

export const ThemeSessionContext = createContext<ThemeSession | null>(null);

/** The session of the app this component renders in. */
// Every theme component renders inside App, which provides it (a test renders its own provider).
export function useThemeSession(): ThemeSession {
  return useContext(ThemeSessionContext) as ThemeSession;
}
