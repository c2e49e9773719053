/**
 * React.lazy whose failed chunk load can be retried: the import is attempted again on the
 * next render instead of caching the rejection forever.
 */
import { type ComponentType, lazy } from 'react';

export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let component = lazy(load);
  const preload = () => load();
  return {
    get Component() {
      return component;
    },
    reset() {
      component = lazy(load);
    },
    preload,
  };
}
