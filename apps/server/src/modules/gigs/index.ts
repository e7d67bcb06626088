// What other modules and the composition root may use of the gigs module.
export { gigsSubscriptions } from './events.js';
export { checkoutGig, findGigOwner, gigsInOrder, gigTitles, listGigs } from './service.js';
