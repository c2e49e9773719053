/**
 * A page whose body is a module of the site's code (the page artifact's `module`): its default
 * export, loaded from its own chunk. The prerender waits for it (no fallback in the HTML); the
 * browser entry loads it before hydrating (preloadPageModule), after which it renders at once; a
 * client navigation to such a page suspends until its chunk is in.
 */
import { type ComponentType, lazy } from 'react';
import { keep, type SessionMemo } from '../base/memo.ts';
import { useThemeSession } from '../base/session.ts';

type PageComponent = ComponentType<Record<string, never>>;
type Load = () => Promise<{ default: PageComponent }>;

// The map grows with the site's module pages: its own chunk, fetched by those pages only, so
// that the JS of every other page stays the same whatever the number of compiled pages.
const modulesMap = () => import('virtual:docs-page-modules').then((m) => m.default as Record<string, Load>);

/** What a session knows of the page modules: each one loaded, and the lazy component of each one asked for. */
interface PageModules {
  loaded: Map<string, PageComponent>;
  lazies: Map<string, PageComponent>;
}

const makePageModules = (): PageModules => ({ loaded: new Map(), lazies: new Map() });
const pageModulesOf = (memo: SessionMemo): PageModules => keep(memo, makePageModules);

function loader(modules: PageModules, module: string): Load {
  return () =>
    modulesMap()
      .then((map) => {
        const load = map[module];
        if (!load) throw new Error(`the page module ${module} is not in this build's bundles`);
        return load();
      })
      .then((m) => {
        modules.loaded.set(module, m.default);
        return m;
      });
}

/** Loads a page's module, so that it renders (and hydrates) without suspending. */
export function preloadPageModule(memo: SessionMemo, module: string): Promise<void> {
  return loader(pageModulesOf(memo), module)().then(() => undefined);
}

export function PageModule({ module }: { module: string }) {
  const modules = pageModulesOf(useThemeSession().memo);
  const Loaded = modules.loaded.get(module);
  if (Loaded) return <Loaded />;
  let Lazy = modules.lazies.get(module);
  if (!Lazy) {
    Lazy = lazy(loader(modules, module));
    modules.lazies.set(module, Lazy);
  }
  return <Lazy />;
}
