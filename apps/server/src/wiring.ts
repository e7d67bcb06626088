import { authSubscriptions, findSessionUser, linkEmailHandler, sessionsCleanupJob } from './modules/auth/index.js';
import { streamEndingEvents } from './modules/events/index.js';
import { filesCleanupJob, filesSubscriptions, setFileKeeper, setFilePurposeRules } from './modules/files/index.js';
import { gigsSubscriptions } from './modules/gigs/index.js';
import { clearEarningsJob, ledgerSubscriptions } from './modules/ledger/index.js';
import { messagingLiveEvents } from './modules/messaging/index.js';
import { messageEmailCheckJob, messageEmailHandler, notificationEmailHandler, notificationsLiveEvents, notificationsSubscriptions } from './modules/notifications/index.js';
import { coversOfPaidOrders, filesKeptByOrders, mayReadOrderFile, orderAutoCompleteJob, orderCancellationAutoAcceptJob, ordersLateJob, ordersSubscriptions } from './modules/orders/index.js';
import { localPayoutCallbackJob, payoutsReconcileJob, payoutsSubscriptions, sendPayoutJob } from './modules/payouts/index.js';
import { paymentsReconcileJob, paymentsRefundJob, paymentsSubscriptions } from './modules/payments/index.js';
import { reviewsSubscriptions } from './modules/reviews/index.js';
import { autoAcceptJob, claimsCheckJob, mayReadPoolFile } from './modules/task-pools/index.js';
import { mayReadTaskFile } from './modules/tasks/index.js';
import { recordKycFileRead, usersSubscriptions } from './modules/users/index.js';
import { setLiveEventTypes, setSubscriptions } from './platform/events.js';
import type { JobHandler } from './platform/jobs.js';

/**
 * The composition root of cross-domain work: which module reacts to which event, in which order,
 * and which jobs exist. Order matters for in-transaction subscribers of one event:
 * - counters: the gig row before the seller's row (gigs before users), so writers never deadlock;
 * - postings before the counters: a popular gig's and its seller's rows are locked by every sale
 *   of it, and held until the commit, so the sales of one gig queue on them; written last, they are
 *   held for two statements and the commit instead of three (`order.paid` is the one event with
 *   both; a posting locks only users' ledger accounts, which no counter writer takes);
 * - user.deleted: reviews (their stars leave other gigs) and gigs (theirs go) before files
 *   (the gigs point at the files).
 */
export const subscriptions = [
  ...reviewsSubscriptions,
  ...ledgerSubscriptions,
  ...gigsSubscriptions,
  ...usersSubscriptions,
  ...ordersSubscriptions,
  ...paymentsSubscriptions,
  ...payoutsSubscriptions,
  ...filesSubscriptions,
  ...authSubscriptions,
  // After the commit (their in-transaction part only deletes a deleted user's rows).
  ...notificationsSubscriptions,
];

/** Domain events that users see live on their event streams, by stream event name. */
export const liveEvents: Record<string, string> = { ...messagingLiveEvents, ...notificationsLiveEvents };

/** Domain events that end their users' open streams (ended sessions, changed rights) in every process. */
export { streamEndingEvents };

/** The modules' durable jobs (the platform adds its own: event retries, outbox retention). */
export const jobHandlers = [
  sessionsCleanupJob,
  paymentsReconcileJob,
  paymentsRefundJob,
  orderAutoCompleteJob,
  orderCancellationAutoAcceptJob,
  filesCleanupJob,
  clearEarningsJob,
  sendPayoutJob,
  localPayoutCallbackJob,
  payoutsReconcileJob,
  ordersLateJob,
  notificationEmailHandler,
  messageEmailCheckJob,
  messageEmailHandler,
  linkEmailHandler,
  claimsCheckJob,
  autoAcceptJob,
] as JobHandler[];

export { findSessionUser };

let wired = false;

/** Registers the subscriptions and the file rules; every entry point (app, CLI) calls it first. */
export function wire(): void {
  if (wired) return;
  wired = true;
  setSubscriptions(subscriptions);
  setLiveEventTypes([...Object.keys(liveEvents), ...streamEndingEvents]);
  // Task files and submitted work: their task's verified assignee may read them.
  // ...and a pool's: its instructions any verified worker once published, an answer's its worker.
  const taskOrPoolFile: typeof mayReadTaskFile = async (db, reader, file) => (await mayReadTaskFile(db, reader, file)) || mayReadPoolFile(db, reader, file);
  setFilePurposeRules('task', { mayRead: taskOrPoolFile });
  setFilePurposeRules('submission', { mayRead: taskOrPoolFile });
  // Order requirements and deliveries: the order's two parties may read them.
  setFilePurposeRules('delivery', { mayRead: (db, reader, file) => mayReadOrderFile(db, reader.id, file.id) });
  // A paid order's cover, requirements and deliveries outlive the account that sent them, like the order.
  setFileKeeper(async (tx, ids) => [...(await coversOfPaidOrders(tx, ids)), ...(await filesKeptByOrders(tx, ids))]);
  // An admin's look at identity documents goes to the user's audit.
  setFilePurposeRules('kyc', {
    onRead: async (db, reader, file) => {
      if (reader.isAdmin && file.ownerId !== reader.id) await recordKycFileRead(db, reader.id, file);
    },
  });
}
