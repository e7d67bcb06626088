// What other modules and the composition root may use of the orders module.
export { ordersSubscriptions } from './events.js';
export { coversOfPaidOrders, sellerOfLatestPaidOrder, verifiedPurchases } from './relationships.js';
export { filesKeptByOrders, mayReadOrderFile } from './order-files.js';
export { markOrderRefunded, recordProcessorRefund } from './refunds.js';
export { orderAutoCompleteJob, orderCancellationAutoAcceptJob, ordersLateJob } from './timers.js';
export { orderReceiptFacts, orderTitles, type OrderReceiptFacts } from './titles.js';
export { ordersJobTypes } from './lifecycle.js';
export { timerKeys } from './order-rows.js';
export { settleIntent, type SettleResult, type SettledPayment } from './service.js';
export { unpaidOrders, type UnpaidOrder } from './unpaid.js';
export { escrowExpected } from './escrow.js';
