// What other modules and the composition root may use of the reviews module.
export { reviewsSubscriptions } from './events.js';
export { listReceivedReviews, listReviews } from './service.js';
