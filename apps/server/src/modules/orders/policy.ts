/** The orders' object rules (pure, shared with the web app): the two parties see an order; its buyer pays; nobody buys their own gig. */
export { canBuyGig, canPayOrder, canReadOrder } from '@market/shared';
