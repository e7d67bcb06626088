import type { GigListFilters } from '@market/shared';

/** The gig list's parameters, as filters or as the address carries them (text). */
export type ListParams = { [K in keyof GigListFilters]?: GigListFilters[K] | string };

/** The URL parameters in the order they read best in an address bar. */
const order: (keyof GigListFilters)[] = ['cat', 'search', 'min', 'max', 'delivery', 'rating', 'sort'];

const isGigList = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() === '/gigs';

/**
 * The address of the gig list showing these filters, so every view is a link that a reload or a
 * shared copy reproduces. Sorting by relevance needs a search: without one it is left out.
 * Spaces are written %20, as the home page's search writes them.
 */
export function gigListPath(filters: ListParams): string {
  const params = new URLSearchParams();
  for (const name of order) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    if (name === 'sort' && value === 'relevance' && !filters.search) continue;
    params.set(name, String(value));
  }
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `/gigs?${query}` : '/gigs';
}

/** The list's next page as an address ('Load more' without script): the same filters, starting after `cursor`. */
export function gigListPagePath(filters: ListParams, cursor: string): string {
  const path = gigListPath(filters);
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** The cursor of an address of the gig list (see gigListPagePath), if any. */
export const cursorOfAddress = (params: URLSearchParams): string | undefined => params.get('cursor')?.trim() || undefined;

/**
 * The gig list's parameters in the address at this moment (none off the list). A control used
 * right after a navigation builds on this, not on what was last rendered: the address changes
 * before the page renders it, and a filter chosen in between would drop the one just applied.
 */
export function addressListParams(): ListParams {
  if (!isGigList(window.location.pathname)) return {};
  const params = new URLSearchParams(window.location.search);
  return Object.fromEntries(order.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
}

/** The search in an address of the gig list (empty elsewhere), for a search box to show. */
export function searchOfAddress(pathname: string, query: string): string {
  return isGigList(pathname) ? (new URLSearchParams(query).get('search') ?? '') : '';
}
