/** The marketplace's object rules for gigs (pure, shared with the web app). */
export { canDeleteGig, canEditGig } from '@market/shared';
