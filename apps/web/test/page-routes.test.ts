import { isPagePath, pagePaths } from '@market/shared';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router';

/** Every page address the router knows, as full patterns: index routes are their layout's path; '*' is the not-found page. */
function addressesOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent}/${route.path}` : parent;
    if (route.index) return [here || '/'];
    return route.children ? addressesOf(route.children, here) : [here || '/'];
  });
}

describe('the page list the server answers 200 for (pagePaths)', () => {
  it('is exactly the router\'s pages: a page added to one and not the other fails here', () => {
    const routed = addressesOf(routes);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual(Object.values(pagePaths).sort());
  });

  it('matches addresses as the router does: any id, any case, a trailing slash; nothing else', () => {
    // The router's own answer: a page, or its catch-all not-found route.
    const routerKnows = (path: string) => (matchRoutes(routes, path) ?? []).every(({ route }) => route.path !== '*');
    const known = ['/', '/gigs', '/gigs/', '/gigs/abc-123', '/GIGS/abc/', '/dashboard', '/dashboard/', '/dashboard/Profile', '/dashboard/tasks/7', '/settings/notifications', '/myGigs', '/mygigs'];
    const unknown = ['/nonexistent-page-xyz', '/gigs/abc/extra', '/dashboard/nope', '/dashboard/tasks/7/edit', '/aboutx', '/orders/1/2', '/favicon', '/api'];
    for (const path of known) {
      expect(routerKnows(path), path).toBe(true);
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of unknown) {
      expect(routerKnows(path), path).toBe(false);
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
