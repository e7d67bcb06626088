/** The marketplace's object rules for gigs (pure, shared with the web app). */
export { canBuyGig, canCreateGig, canDeleteGig, canEditGig, canReviewGig } from '@market/shared';
