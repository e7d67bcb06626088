// What other features use of gigs (the seller page shows a user's gigs, rating and reviews received,
// and makes the gigs' seller boxes stale when the profile changes). The pages load through the router (app/router.tsx).
export { gigQueries } from './api';
export { GigRating } from './components/stars';
export { ReviewItem } from './components/review-item';
export { UserGigs } from './components/user-gigs';
