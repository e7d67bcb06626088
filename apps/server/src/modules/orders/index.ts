// What other modules and the composition root may use of the orders module.
export { ordersSubscriptions } from './events.js';
export { coversOfPaidOrders, sellerOfLatestPaidOrder } from './relationships.js';
export { settleIntent } from './service.js';
