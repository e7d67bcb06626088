import type { FastifyInstance } from 'fastify';
import { catalogueOf, type Language } from '@market/shared';

/**
 * Critical data of a public page, embedded in the HTML the server sends for it, so the page
 * paints from the first response and the browser does not ask the API again on load.
 * A feature registers one per page it owns (`app.pagePreloads.push(...)`); the web plugin
 * serves them. The web app seeds its TanStack Query cache with `queries` before rendering,
 * so `key` must be exactly the query key the page's hook uses.
 */
export type PagePreload = {
  /** Fastify-style path of the page, e.g. '/gigs/:id'. */
  path: string;
  load(input: {
    app: FastifyInstance;
    params: Record<string, string>;
    query: Record<string, string | string[] | undefined>;
    /** The language the page is shown in (`?lang=`, then the request's language); English when absent. */
    language?: Language;
  }): Promise<PagePreloadResult | null>;
};

export type PagePreloadResult = {
  /**
   * 404: the record does not exist. The page answers 404 (so search engines drop the address) and
   * renders its not-found state from `errors`. 400: the address is malformed (a damaged list cursor).
   */
  status?: 400 | 404;
  /** Page title and meta description; the web app's defaults when absent. */
  title?: string;
  description?: string;
  /** The page's one address (path and the query that changes its content), for the canonical link and og:url. */
  canonical?: string;
  /** Same-origin image URLs the page paints first (its largest paint), preloaded from the HTML head. */
  images?: string[];
  queries: { key: readonly unknown[]; data: unknown }[];
  /** API errors the page's queries would get (a 404 for its record), seeded as they are so the page shows them at once. */
  errors?: { key: readonly unknown[]; status: number; message: string }[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Public pages that embed their critical data (see PagePreload). */
    pagePreloads: PagePreload[];
  }
}

/** An infinite query's cache entry holding its first page: all a preload carries of a list. */
export const firstPage = <T>(page: T) => ({ pages: [page], pageParams: [null] });

/**
 * What a page whose record does not exist (an unknown gig or user) loads: 404, with the API's 404
 * under the record's query key, so the page renders its not-found state on the server and in the browser.
 */
export const missingPage = (key: readonly unknown[], language?: Language): PagePreloadResult => ({
  status: 404,
  title: catalogueOf(language).texts.pageNotFound,
  queries: [],
  errors: [{ key, status: 404, message: catalogueOf(language).texts.notFound }],
});
