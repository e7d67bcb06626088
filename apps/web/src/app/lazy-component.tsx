import { lazy, type ComponentType } from 'react';

/** A component whose code is its own chunk, with `preload()` to fetch that chunk ahead of rendering. */
export type LazyComponent = ComponentType & { preload(): Promise<void> };

/**
 * React.lazy that can be loaded ahead: once `preload()` has settled, the component renders at
 * once instead of suspending. The server renders a page after preloading its route's components,
 * and the browser preloads the same ones before hydrating, so both first renders are the page
 * itself and the markup matches. Navigations later load on demand (the Suspense fallback).
 */
export function lazyComponent(load: () => Promise<{ default: ComponentType }>): LazyComponent {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (err: unknown) => {
        // A chunk that failed to download (offline, a deploy in between) is tried again next time.
        loading = null;
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Preloadable() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Preloadable, { preload });
}
