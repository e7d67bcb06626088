import { splitFee, toCents } from '@market/shared';
import { inTransaction } from '../../platform/events.js';
import { scheduleJob } from '../../platform/jobs.js';
import { clearEarningsJobType, clearEarningsKey } from './clearance.js';
import { post } from './post.js';
import { ledgerSettings } from './settings.js';

const hoursFromNow = (hours: number) => new Date(Date.now() + Math.round(hours * 3_600_000));

/**
 * The postings caused by other modules' changes, each in the transaction of its cause and exactly
 * once (its key). The table of causes and entries is in docs/ledger.md.
 */
export const ledgerSubscriptions = [
  inTransaction('order.paid', 'ledger.order-paid', async (tx, e) => {
    const price = toCents(e.payload.price);
    await post(tx, {
      kind: 'order_paid',
      currency: 'USD',
      ref: { type: 'order', id: e.payload.orderId },
      userId: null,
      key: `order-paid:${e.payload.orderId}`,
      lines: [
        { account: { platform: 'processor_clearing' }, amount: -price },
        { account: { platform: 'escrow' }, amount: price },
      ],
    });
  }),

  // Accepted, auto-completed or a dispute resolved for the seller: the price leaves escrow, less the fee, as pending earnings.
  inTransaction('order.completed', 'ledger.order-earning', async (tx, e) => {
    const { orderId, sellerId } = e.payload;
    const { price, fee, net } = splitFee(toCents(e.payload.price), ledgerSettings().platformFeePercent);
    const availableAt = hoursFromNow(ledgerSettings().earningsClearanceHours);
    const posted = await post(tx, {
      kind: 'order_earning',
      currency: 'USD',
      ref: { type: 'order', id: orderId },
      userId: sellerId,
      key: `order-earning:${orderId}`,
      availableAt: sellerId ? availableAt : undefined,
      lines: [
        { account: { platform: 'escrow' }, amount: -price },
        // A seller deleted before completion leaves their share to the platform's unclaimed account.
        { account: sellerId ? { user: sellerId, bucket: 'pending' } : { platform: 'unclaimed' }, amount: net },
        { account: { platform: 'fee_revenue' }, amount: fee },
      ],
    });
    if (posted && sellerId && net > 0) {
      await scheduleJob(tx, { type: clearEarningsJobType, key: clearEarningsKey(orderId), runAt: availableAt, payload: { orderId, sellerId, amount: net }, maxAttempts: 10 });
    }
  }),

  inTransaction('order.refunded', 'ledger.order-refunded', async (tx, e) => {
    const price = toCents(e.payload.price);
    await post(tx, {
      kind: 'order_refunded',
      currency: 'USD',
      ref: { type: 'order', id: e.payload.orderId },
      userId: null,
      key: `order-refunded:${e.payload.orderId}`,
      lines: [
        { account: { platform: 'escrow' }, amount: -price },
        { account: { platform: 'processor_clearing' }, amount: price },
      ],
    });
  }),

  // The first verification only: the key is the user's, so un-verifying and verifying again pays nothing more.
  inTransaction('user.verified', 'ledger.registration-bonus', async (tx, e) => {
    if (!e.payload.verified) return;
    const bonus = toCents(ledgerSettings().registrationBonusPkr);
    await post(tx, {
      kind: 'registration_bonus',
      currency: 'PKR',
      ref: { type: 'user', id: e.payload.userId },
      userId: e.payload.userId,
      key: `registration-bonus:${e.payload.userId}`,
      lines: [
        { account: { platform: 'bonus_expense' }, amount: -bonus },
        { account: { user: e.payload.userId, bucket: 'available' }, amount: bonus },
      ],
    });
  }),

  // Once per task: a task approved again after being reopened pays nothing more.
  inTransaction('task.approved', 'ledger.task-reward', async (tx, e) => {
    const { taskId, assigneeId, reward } = e.payload;
    if (!assigneeId || reward <= 0) return;
    await post(tx, {
      kind: 'task_reward',
      currency: 'PKR',
      ref: { type: 'task', id: taskId },
      userId: assigneeId,
      key: `task-reward:${taskId}`,
      lines: [
        { account: { platform: 'reward_expense' }, amount: -toCents(reward) },
        { account: { user: assigneeId, bucket: 'available' }, amount: toCents(reward) },
      ],
    });
  }),
];
