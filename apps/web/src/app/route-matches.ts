import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

// React Router flattens and ranks the whole route table again on every matchRoutes call, and a page's
// first render asked it three times (preloading, the page's meta, before hydrating): about 7 ms of a
// slow phone's first hydration each. The table never changes, so the matches of the last few
// addresses are kept.
const kept = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
const keep = 20;

/** matchRoutes(routes, pathname), worked out once per address (of the last `keep`). */
export function routeMatches(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPath = kept.get(routes);
  if (!byPath) kept.set(routes, (byPath = new Map()));
  if (byPath.has(pathname)) return byPath.get(pathname)!;
  const matches = matchRoutes(routes, pathname);
  if (byPath.size >= keep) byPath.delete(byPath.keys().next().value!);
  byPath.set(pathname, matches);
  return matches;
}
