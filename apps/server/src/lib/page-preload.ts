import type { FastifyInstance } from 'fastify';
import { texts } from '@market/shared';

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
  }): Promise<PagePreloadResult | null>;
};

export type PagePreloadResult = {
  /**
   * 404: the record does not exist. The page answers 404 (so search engines drop the address) with
   * the shell, and the web app shows its not-found page.
   */
  status?: 404;
  /** Page title and meta description; the web app's defaults when absent. */
  title?: string;
  description?: string;
  /** The page's one address (path and the query that changes its content), for the canonical link and og:url. */
  canonical?: string;
  /** Same-origin image URLs the page paints first (its largest paint), preloaded from the HTML head. */
  images?: string[];
  queries: { key: readonly unknown[]; data: unknown }[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Public pages that embed their critical data (see PagePreload). */
    pagePreloads: PagePreload[];
  }
}

/** What a page whose record does not exist (an unknown gig or user) loads: 404, and the web app shows its not-found page. */
export const missingPage: PagePreloadResult = { status: 404, title: texts.pageNotFound, queries: [] };
