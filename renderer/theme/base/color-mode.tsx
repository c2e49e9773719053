/**
 * Colour mode: light or dark, chosen by the user, kept in localStorage under `theme` and
 * synchronised across tabs. The initial value was set on <html> by the inline head script.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { config } from './site.ts';
import { useThemeSession } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

export type ColorMode = 'light' | 'dark';

interface ColorModeValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  switchable: boolean;
}

const settings = config.themeConfig.colorMode;
const ColorModeContext = createContext<ColorModeValue>({ mode: settings.defaultMode, setMode: () => {}, switchable: !settings.disableSwitch });

function readDocumentMode(): ColorMode {
  if (typeof document === 'undefined') return settings.defaultMode;
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function systemMode(): ColorMode {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  // Server and first client render agree on the default (no hydration mismatch); the effect
  // below then adopts what the head script put on <html>. The toggle's icon follows
  // [data-theme] in CSS, so it is right from the first paint.
  const [mode, setModeState] = useState<ColorMode>(settings.defaultMode);
  const { storage } = useThemeSession();
  useEffect(() => setModeState(readDocumentMode()), []);

  const apply = useCallback((next: ColorMode) => {
    document.documentElement.setAttribute('data-theme', next);
    setModeState(next);
  }, []);

  const setMode = useCallback(
    (next: ColorMode) => {
      apply(next);
      storage.set(STORAGE_KEYS.theme, next);
    },
    [apply, storage],
  );

  useEffect(() => {
    if (settings.disableSwitch) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme) return;
      if (event.newValue === 'light' || event.newValue === 'dark') apply(event.newValue);
      else apply(settings.respectPrefersColorScheme ? systemMode() : settings.defaultMode);
    };
    window.addEventListener('storage', onStorage);
    let media: MediaQueryList | undefined;
    const onMedia = () => {
      if (storage.get(STORAGE_KEYS.theme) === null) apply(systemMode());
    };
    if (settings.respectPrefersColorScheme) {
      media = window.matchMedia('(prefers-color-scheme: dark)');
      media.addEventListener('change', onMedia);
    }
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener('change', onMedia);
    };
  }, [apply, storage]);

  const value = useMemo(() => ({ mode, setMode, switchable: !settings.disableSwitch }), [mode, setMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
