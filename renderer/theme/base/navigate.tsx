/**
 * One navigate function for every link, stable across navigations. react-router's useNavigate()
 * reads the location, so each of the ~1,000 links of a large sidebar that called it re-rendered
 * on every navigation; links read this context instead, which never changes. It pushes to the
 * router's history directly (what useNavigate does after resolving the path; the site's paths
 * resolve against `/` as useNavigate's do outside <Routes>), which also keeps useNavigate's
 * route-matching code out of the bundle. The data is loaded by then (app/navigation.ts), so the
 * new page renders synchronously: no frame of the old page's layout in between.
 */
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_NavigationContext } from 'react-router-dom';

type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate>(() => {});

export function NavigateProvider({ children }: { children: ReactNode }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const navigate = useCallback<Navigate>(
    (to) => {
      const url = new URL(to, 'http://site.invalid/');
      flushSync(() => navigator.push(url.pathname + url.search + url.hash));
    },
    [navigator],
  );
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export function useStableNavigate(): Navigate {
  return useContext(NavigateContext);
}
