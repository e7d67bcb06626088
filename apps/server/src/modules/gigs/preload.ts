import { gigCategoryTitle, gigListFilters, gigPageSize, gigQueryKeys, reviewPageSize } from '@market/shared';
import { isUuid } from '../../lib/ids.js';
import { missingPage, type PagePreload } from '../../lib/page-preload.js';
import { listReviews } from '../reviews/index.js';
import { getGigDetail, listGigs } from './service.js';

/** Infinite queries are cached as pages; the first page is all a preload carries. */
const firstPage = <T>(page: T) => ({ pages: [page], pageParams: [null] });

/** /gigs: the first page of the list the URL's filters describe (the page reads them the same way). */
export const gigListPreload: PagePreload = {
  path: '/gigs',
  async load({ app, query }) {
    const filters = gigListFilters(query);
    const page = await listGigs(app.db, { ...filters, limit: gigPageSize });
    const topic = filters.search ? `"${filters.search}"` : filters.cat ? gigCategoryTitle(filters.cat) : 'All services';
    return {
      title: filters.search ? `Results for ${topic}` : topic,
      description: `Gigs for ${topic}: compare prices, ratings and delivery times.`,
      // The first card's cover: the largest paint on a phone, where the list is one column.
      images: page.gigs.slice(0, 1).map((g) => g.cover),
      // A category's list is one page whatever its filters and order; every other list is the whole list's.
      canonical: filters.cat ? `/gigs?cat=${encodeURIComponent(filters.cat)}` : '/gigs',
      queries: [{ key: gigQueryKeys.list(filters), data: firstPage(page) }],
    };
  },
};

/** /gigs/:id: the gig with its seller figures and the first page of its reviews; 404 for an unknown gig. */
export const gigDetailPreload: PagePreload = {
  path: '/gigs/:id',
  async load({ app, params }) {
    const id = params.id;
    if (!isUuid(id)) return missingPage;
    let gig;
    try {
      gig = await getGigDetail(app.db, id);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return missingPage;
      throw err;
    }
    const reviews = await listReviews(app.db, id, { limit: reviewPageSize });
    return {
      title: gig.title,
      description: gig.shortDesc,
      // The carousel's first picture (the cover when the gig has no gallery).
      images: [gig.images[0] ?? gig.cover],
      canonical: `/gigs/${id}`,
      queries: [
        { key: gigQueryKeys.detail(id), data: gig },
        { key: gigQueryKeys.reviews(id), data: firstPage(reviews) },
      ],
    };
  },
};

export const gigPagePreloads = [gigListPreload, gigDetailPreload];
