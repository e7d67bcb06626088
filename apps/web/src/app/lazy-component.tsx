import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code is its own chunk, with `preload()` to fetch that chunk ahead of rendering. */
export type LazyComponent = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

type Module = { default: ComponentType };

/**
 * React.lazy that can be loaded ahead: once `preload()` has settled, the component's first render is
 * the component itself instead of a suspension. The server renders a page after preloading its
 * route's components, and the browser preloads the same ones before hydrating, so both first renders
 * are the page and the markup matches. Navigations later load on demand (the Suspense fallback).
 * It is one React.lazy either way, so a page never changes type (and loses its state) once loaded.
 */
export function lazyComponent(load: () => Promise<Module>): LazyComponent {
  let loaded: Module | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
      },
      (err: unknown) => {
        // A chunk that failed to download (offline, a deploy in between) is tried again next time.
        loading = null;
        throw err;
      },
    ));
  // React.lazy resolves in the same render when its thenable calls back at once: a loaded module
  // is handed over that way, a missing one through the download's promise.
  const Lazy = lazy(() => {
    const module = loaded;
    if (module) return { then: (resolve: (m: Module) => void) => resolve(module) } as unknown as Promise<Module>;
    return preload().then(() => loaded!);
  });
  return Object.assign(Lazy, { preload });
}
