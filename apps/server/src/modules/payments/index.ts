// What other modules and the composition root may use of the payments module.
export { default as paymentsPlugin } from './plugin.js';
export type { PaymentIntent, PaymentProvider } from './provider.js';
export type { WalletPayment, WalletProvider } from './wallet-provider.js';
export { chooseWalletProvider } from './choose-wallet.js';
export { paymentsReconcileJob } from './reconcile.js';
export { paymentsRefundJob, paymentsSubscriptions } from './refunds.js';
