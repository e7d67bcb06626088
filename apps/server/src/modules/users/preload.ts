import { sellerQueryKeys, sellerWebTexts } from '@market/shared';
import { isUuid } from '../../lib/ids.js';
import { missingPage, type PagePreload } from '../../lib/page-preload.js';
import { findSellerProfile } from './service.js';

/** /users/:id: a user's public page with their profile; 404 for an unknown user. */
export const sellerPagePreload: PagePreload = {
  path: '/users/:id',
  async load({ app, params }) {
    const id = params.id;
    if (!isUuid(id)) return missingPage;
    const profile = await findSellerProfile(app.db, id);
    if (!profile) return missingPage;
    return {
      title: sellerWebTexts.profileOf(profile.username),
      description: profile.desc || undefined,
      images: profile.img ? [profile.img] : [],
      canonical: `/users/${id}`,
      queries: [{ key: sellerQueryKeys.profile(id), data: profile }],
    };
  },
};
