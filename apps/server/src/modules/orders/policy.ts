/** The orders' object rules (pure, shared with the web app): the two parties see an order; its buyer pays. */
export { canPayOrder, canReadOrder } from '@market/shared';
