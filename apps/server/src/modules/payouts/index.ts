// What other modules and the composition root may use of the payouts module.
export { payoutsSubscriptions } from './methods.js';
export { configurePayoutLock } from './email-lock.js';
export { sendPayoutJob, sendPayoutJobType, sendPayoutKey } from './send.js';
export { localPayoutCallbackJob } from './local-provider.js';
export { withdrawalState } from './requests.js';
export { payoutsInTransit, payoutStatusesOf } from './figures.js';
export { payoutsReconcileJob, postPayoutMove } from './settle.js';
