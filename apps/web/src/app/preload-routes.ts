import { isValidElement } from 'react';
import { type RouteObject } from 'react-router';
import { routeMatches } from './route-matches';

/** The `preload` of a route's lazyComponent (a lazy component: an object in React, a function in Preact), if its element is one. */
const preloadOf = (route: RouteObject) => {
  const type: unknown = isValidElement(route.element) ? route.element.type : null;
  return (typeof type === 'object' || typeof type === 'function') && type !== null && 'preload' in type && typeof type.preload === 'function' ? (type.preload as () => Promise<void>) : null;
};

/**
 * Loads the code of every lazy component the routes matching `path` render (see lazyComponent),
 * so the first render is the page itself, not its loading fallback. The server does this before
 * rendering a page, the browser before hydrating it.
 */
export async function preloadRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = routeMatches(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route)?.()));
}
