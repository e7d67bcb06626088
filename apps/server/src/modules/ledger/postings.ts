import { sql } from 'drizzle-orm';
import { splitFee, toCents, type Currency } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { scheduleJob } from '../../platform/jobs.js';
import { clearEarningsJobType, clearEarningsKey } from './clearance.js';
import { post } from './post.js';
import { ledgerSettings } from './settings.js';

/**
 * The postings of each cause (docs/ledger.md has the table), keyed by the cause so each is posted
 * once. Called by the ledger's event subscribers and by the demo seed; `at` dates a seeded one.
 */

/**
 * An order as its events carry it: `price` in whole dollars and, for a rupee order (decision 0153),
 * `currency: 'PKR'` with the paisa charged at checkout. Without them the order is in dollars.
 */
type OrderFacts = { orderId: string; sellerId: string | null; price: number; currency?: Currency; amount?: number };

/** What the order was charged, in minor units of its currency: the paisa of a rupee order, else the price in cents. */
const chargeOf = (o: OrderFacts): { currency: Currency; amount: number } =>
  o.currency === 'PKR' && o.amount !== undefined ? { currency: 'PKR', amount: o.amount } : { currency: 'USD', amount: toCents(o.price) };

/** An order paid: its charge (a card's dollars, a wallet's rupees) from processor clearing to escrow. */
export const postOrderPaid = (tx: Database | Transaction, o: OrderFacts, at?: Date) =>
  post(tx, {
    kind: 'order_paid',
    currency: chargeOf(o).currency,
    ref: { type: 'order', id: o.orderId },
    userId: null,
    key: `order-paid:${o.orderId}`,
    at,
    lines: [
      { account: { platform: 'processor_clearing' }, amount: -chargeOf(o).amount },
      { account: { platform: 'escrow' }, amount: chargeOf(o).amount },
    ],
  });

/**
 * An order completed: the price leaves escrow, the fee to revenue and the rest to the seller's
 * pending balance, which clears EARNINGS_CLEARANCE_HOURS after completion (a durable job).
 */
export async function postOrderEarning(tx: Database | Transaction, o: OrderFacts, completedAt = new Date()): Promise<boolean> {
  const charge = chargeOf(o);
  const { price, fee, net } = splitFee(charge.amount, ledgerSettings().platformFeePercent);
  const availableAt = new Date(completedAt.getTime() + Math.round(ledgerSettings().earningsClearanceHours * 3_600_000));
  const posted = await post(tx, {
    kind: 'order_earning',
    currency: charge.currency,
    ref: { type: 'order', id: o.orderId },
    userId: o.sellerId,
    key: `order-earning:${o.orderId}`,
    availableAt: o.sellerId ? availableAt : undefined,
    at: completedAt,
    lines: [
      { account: { platform: 'escrow' }, amount: -price },
      // A seller deleted before completion leaves their share to the platform's unclaimed account.
      { account: o.sellerId ? { user: o.sellerId, bucket: 'pending' } : { platform: 'unclaimed' }, amount: net },
      { account: { platform: 'fee_revenue' }, amount: fee },
    ],
  });
  if (posted && o.sellerId && net > 0) {
    await scheduleJob(tx, { type: clearEarningsJobType, key: clearEarningsKey(o.orderId), runAt: availableAt, payload: { orderId: o.orderId, sellerId: o.sellerId, amount: net, ...(charge.currency === 'PKR' ? { currency: 'PKR' as const } : {}) }, maxAttempts: 10 });
  }
  return posted;
}

/**
 * A cancelled order refunded: its price from escrow back to processor clearing. A refund made at the
 * processor after the order completed (its price already left escrow for the seller and the fee)
 * is the platform's loss instead: the seller keeps what they earned.
 */
export async function postOrderRefunded(tx: Database | Transaction, o: OrderFacts, at?: Date): Promise<boolean> {
  const [earned] = rowsOf(await tx.execute(sql`select 1 from ledger_transactions where key = ${`order-earning:${o.orderId}`}`));
  const charge = chargeOf(o);
  return post(tx, {
    kind: 'order_refunded',
    currency: charge.currency,
    ref: { type: 'order', id: o.orderId },
    userId: null,
    key: `order-refunded:${o.orderId}`,
    at,
    lines: [
      { account: { platform: earned ? 'refund_losses' : 'escrow' }, amount: -charge.amount },
      { account: { platform: 'processor_clearing' }, amount: charge.amount },
    ],
  });
}

/** A worker's first verification: REGISTRATION_BONUS_PKR to their available balance. The key is the user's, so it is paid once ever. */
export const postRegistrationBonus = (tx: Database | Transaction, userId: string, at?: Date) =>
  post(tx, {
    kind: 'registration_bonus',
    currency: 'PKR',
    ref: { type: 'user', id: userId },
    userId,
    key: `registration-bonus:${userId}`,
    at,
    lines: [
      { account: { platform: 'bonus_expense' }, amount: -toCents(ledgerSettings().registrationBonusPkr) },
      { account: { user: userId, bucket: 'available' }, amount: toCents(ledgerSettings().registrationBonusPkr) },
    ],
  });

/** Approved work: the task's reward (whole rupees) to its worker, once per task. */
export const postTaskReward = (tx: Database | Transaction, t: { taskId: string; workerId: string; reward: number }, at?: Date) =>
  post(tx, {
    kind: 'task_reward',
    currency: 'PKR',
    ref: { type: 'task', id: t.taskId },
    userId: t.workerId,
    key: `task-reward:${t.taskId}`,
    at,
    lines: [
      { account: { platform: 'reward_expense' }, amount: -toCents(t.reward) },
      { account: { user: t.workerId, bucket: 'available' }, amount: toCents(t.reward) },
    ],
  });

/** An accepted pool answer: the pool's reward (whole rupees) to its worker, once per answer. */
export const postPoolAnswerReward = (tx: Database | Transaction, a: { answerId: string; workerId: string; reward: number }, at?: Date) =>
  post(tx, {
    kind: 'task_reward',
    currency: 'PKR',
    ref: { type: 'task_answer', id: a.answerId },
    userId: a.workerId,
    key: `task-answer-reward:${a.answerId}`,
    at,
    lines: [
      { account: { platform: 'reward_expense' }, amount: -toCents(a.reward) },
      { account: { user: a.workerId, bucket: 'available' }, amount: toCents(a.reward) },
    ],
  });
