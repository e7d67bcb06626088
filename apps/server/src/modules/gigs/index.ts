// What other modules and the composition root may use of the gigs module.
export { gigSellers, gigsSubscriptions } from './events.js';
export { checkoutGig, findGigOwner } from './service.js';
