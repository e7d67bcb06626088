import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

/** What a route tells the shell about itself (its `handle`). */
export type RouteMeta = {
  /** Page title, used for document.title and the dashboard's top bar. */
  title: string;
  /** One line of what the page does: the meta description of its server-rendered HTML. */
  description?: string;
};

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).title === 'string';
}

/** The meta of the deepest matched route that has one. */
export function routeMetaOf(matches: RouteMatch[] | null): RouteMeta | undefined {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i -= 1) {
    const handle: unknown = matches![i].route.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}

/** The current page's meta, provided by the app (app/app.tsx) from the route table. */
export const RouteMetaContext = createContext<RouteMeta | undefined>(undefined);

export const useRouteMeta = (): RouteMeta | undefined => useContext(RouteMetaContext);
