import { useMatches } from 'react-router';

/** What a route tells the shell about itself (React Router `handle`). */
export type RouteMeta = {
  /** Page title, used for document.title and the dashboard's top bar. */
  title: string;
  /** One line of what the page does: the meta description of its prerendered HTML. */
  description?: string;
};

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).title === 'string';
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
