// What other modules and the composition root may use of the orders module.
export { ordersSubscriptions } from './events.js';
export { coversOfPaidOrders, sellerOfLatestPaidOrder } from './relationships.js';
export { settleIntent, type SettleResult } from './service.js';
export { unpaidOrders, type UnpaidOrder } from './unpaid.js';
