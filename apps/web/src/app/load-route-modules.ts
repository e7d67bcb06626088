import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes matching `path` and sets them on the route objects, so the
 * router starts with the page's components at hand: the first render is the page itself (as the
 * prerendered HTML is), not the loading fallback. Used before hydrating and by the prerender.
 */
export async function loadRouteModules(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
