/**
 * A page whose body is a module of the site's code (the page artifact's `module`): its default
 * export, loaded from its own chunk. The prerender waits for it (no fallback in the HTML); the
 * browser entry loads it before hydrating (preloadPageModule), after which it renders at once; a
 * client navigation to such a page suspends until its chunk is in.
 */
import { type ComponentType, lazy } from 'react';

type PageComponent = ComponentType<Record<string, never>>;
type Load = () => Promise<{ default: PageComponent }>;

// The map grows with the site's module pages: its own chunk, fetched by those pages only, so
// that the JS of every other page stays the same whatever the number of compiled pages.
const modulesMap = () => import('virtual:docs-page-modules').then((m) => m.default as Record<string, Load>);

const loaded = new Map<string, PageComponent>();
const lazies = new Map<string, PageComponent>();

function loader(module: string): Load {
  return () =>
    modulesMap()
      .then((modules) => {
        const load = modules[module];
        if (!load) throw new Error(`the page module ${module} is not in this build's bundles`);
        return load();
      })
      .then((m) => {
        loaded.set(module, m.default);
        return m;
      });
}

/** Loads a page's module, so that it renders (and hydrates) without suspending. */
export function preloadPageModule(module: string): Promise<void> {
  return loader(module)().then(() => undefined);
}

export function PageModule({ module }: { module: string }) {
  const Loaded = loaded.get(module);
  if (Loaded) return <Loaded />;
  let Lazy = lazies.get(module);
  if (!Lazy) {
    Lazy = lazy(loader(module));
    lazies.set(module, Lazy);
  }
  return <Lazy />;
}
