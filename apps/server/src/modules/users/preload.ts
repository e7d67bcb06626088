import { catalogueOf, gigQueryKeys, reviewPageSize, sellerQueryKeys, userGigsPageSize } from '@market/shared';
import { isUuid } from '../../lib/ids.js';
import { firstPage, missingPage, type PagePreload } from '../../lib/page-preload.js';
import { listGigs } from '../gigs/index.js';
import { listReceivedReviews } from '../reviews/index.js';
import { findSellerProfile } from './service.js';

/** /users/:id: a user's public page with their profile, their gigs and the reviews they received; 404 for an unknown user. */
export const sellerPagePreload: PagePreload = {
  path: '/users/:id',
  async load({ app, params, language }) {
    const id = params.id;
    if (!isUuid(id)) return missingPage(sellerQueryKeys.profile(id), language);
    const profile = await findSellerProfile(app.db, id);
    if (!profile) return missingPage(sellerQueryKeys.profile(id), language);
    // The first pages the page's hooks would ask for (features/gigs user-gigs, features/sellers received-reviews).
    const [gigs, reviews] = await Promise.all([
      listGigs(app.db, { userId: id, sort: 'createdAt', limit: userGigsPageSize }),
      listReceivedReviews(app.db, id, { limit: reviewPageSize }),
    ]);
    return {
      title: catalogueOf(language).sellerWebTexts.profileOf(profile.username),
      description: profile.desc || undefined,
      images: profile.img ? [profile.img] : [],
      canonical: `/users/${id}`,
      queries: [
        { key: sellerQueryKeys.profile(id), data: profile },
        { key: gigQueryKeys.mine(id), data: firstPage(gigs) },
        { key: sellerQueryKeys.reviews(id), data: firstPage(reviews) },
      ],
    };
  },
};
