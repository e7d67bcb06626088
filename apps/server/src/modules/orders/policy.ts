/** The orders' object rules (pure, shared with the web app): an order's buyer pays for it; nobody buys their own gig. */
export { canBuyGig, canPayOrder } from '@market/shared';
