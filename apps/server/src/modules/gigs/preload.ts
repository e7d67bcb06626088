import { catalogueOf, canonicalCategory, gigListFilters, gigPageSize, gigQueryKeys, reviewPageSize, sellerQueryKeys } from '@market/shared';
import { isUuid } from '../../lib/ids.js';
import { translateMessage } from '../../plugins/language.js';
import { firstPage, missingPage, type PagePreload } from '../../lib/page-preload.js';
import { listReviews } from '../reviews/index.js';
import { findSellerProfile } from '../users/index.js';
import { getGigDetail, listGigs } from './service.js';

/** /gigs: the first page of the list the URL's filters describe (the page reads them the same way). */
export const gigListPreload: PagePreload = {
  path: '/gigs',
  async load({ app, query, language }) {
    const filters = gigListFilters(query);
    // 'Load more' without script links to the next page: ?cursor= (read as the web page reads it).
    const raw = Array.isArray(query.cursor) ? query.cursor[0] : query.cursor;
    const cursor = raw?.trim() || undefined;
    const key = gigQueryKeys.list(filters, cursor);
    let page;
    try {
      page = await listGigs(app.db, { ...filters, cursor, limit: gigPageSize });
    } catch (err) {
      // A damaged cursor is the address's mistake: the page shows the list's error, as the API would answer.
      if ((err as { statusCode?: number }).statusCode !== 400) throw err;
      return { status: 400, queries: [], errors: [{ key, status: 400, message: translateMessage((err as Error).message, language ?? 'en') }] };
    }
    const t = catalogueOf(language);
    const category = filters.cat ? canonicalCategory(filters.cat) : undefined;
    const topic = filters.search ? `"${filters.search}"` : filters.cat ? (category ? t.categoryTitles[category] : filters.cat) : t.gigWebTexts.list.allServices;
    return {
      title: filters.search ? t.gigWebTexts.list.resultsFor(filters.search) : topic,
      description: t.serverTexts.gigListDescription(topic),
      // The first card's cover: the largest paint on a phone, where the list is one column.
      images: page.gigs.slice(0, 1).map((g) => g.cover),
      // A category's list is one page whatever its filters and order; every other list is the whole list's.
      canonical: filters.cat ? `/gigs?cat=${encodeURIComponent(filters.cat)}` : '/gigs',
      queries: [{ key, data: cursor ? { pages: [page], pageParams: [cursor] } : firstPage(page) }],
    };
  },
};

/** /gigs/:id: the gig with its seller figures and the first page of its reviews; 404 for an unknown gig. */
export const gigDetailPreload: PagePreload = {
  path: '/gigs/:id',
  async load({ app, params, language }) {
    const id = params.id;
    if (!isUuid(id)) return missingPage(gigQueryKeys.detail(id), language);
    let gig;
    try {
      gig = await getGigDetail(app.db, id);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return missingPage(gigQueryKeys.detail(id), language);
      throw err;
    }
    // The seller box shows the seller's languages from their public profile.
    const [reviews, seller] = await Promise.all([listReviews(app.db, id, { limit: reviewPageSize }), findSellerProfile(app.db, gig.userId)]);
    return {
      title: gig.title,
      description: gig.shortDesc,
      // The carousel's first picture (the cover when the gig has no gallery).
      images: [gig.images[0] ?? gig.cover],
      canonical: `/gigs/${id}`,
      queries: [
        { key: gigQueryKeys.detail(id), data: gig },
        { key: gigQueryKeys.reviews(id), data: firstPage(reviews) },
        ...(seller ? [{ key: sellerQueryKeys.profile(gig.userId), data: seller }] : []),
      ],
    };
  },
};

export const gigPagePreloads = [gigListPreload, gigDetailPreload];
