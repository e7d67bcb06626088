/** Who may review a gig: anyone signed in but its seller (pure, shared with the web app). */
export { canReviewGig } from '@market/shared';
