import { splitFee, toCents } from '@market/shared';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { payoutMethods, payouts } from '../db/schema/index.js';
import { ledgerSettings, postEarningsCleared, postOrderEarning, postOrderPaid, postOrderRefunded, postRegistrationBonus, postTaskReward } from '../modules/ledger/index.js';
import { postPayoutMove, sendPayoutJobType, sendPayoutKey } from '../modules/payouts/index.js';
import { publish } from '../platform/events.js';
import { scheduleJob } from '../platform/jobs.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo tasks' rewards in whole rupees, by position (5,000 to 50,000 per task, as the product promises). */
export const demoTaskRewards = [8000, 5000, 12_000, 6000, 15_000];

type Seeded = {
  now: Date;
  workerId: string;
  workerCreatedAt: Date;
  sellerId: string;
  completedTasks: { taskId: string; reward: number; at: Date }[];
  registered: { userId: string; username: string; legalName: string; bankIban: string; easypaisaAccount: string }[];
};

/**
 * The demo's money, posted through the ledger's own postings so the books reconcile: every paid
 * order (earnings cleared when their clearance time has passed, pending otherwise), the worker's
 * bonus and approved task rewards, payout methods, and one payout of each status.
 */
export async function seedLedger(tx: Transaction, s: Seeded): Promise<void> {
  const paid = rowsOf<{
    id: string;
    price: number;
    seller_id: string | null;
    status: string;
    paid_at: Date | string;
    completed_at: Date | string | null;
    refunded_at: Date | string | null;
    currency: string;
    amount: number | null;
  }>(await tx.execute(sql`select id, price, seller_id, status, paid_at, completed_at, refunded_at, currency, amount from orders where is_paid order by paid_at`));
  const clearance = ledgerSettings().earningsClearanceHours * HOUR;
  for (const o of paid) {
    // A rupee order (none in the demo today) posts its paisa in PKR, as its events would.
    const rupees = o.currency === 'PKR' && o.amount !== null ? { currency: 'PKR' as const, amount: Number(o.amount) } : null;
    const facts = { orderId: o.id, sellerId: o.seller_id, price: o.price, ...rupees };
    await postOrderPaid(tx, facts, new Date(o.paid_at));
    if (o.status === 'completed' && o.completed_at) {
      const completedAt = new Date(o.completed_at);
      await postOrderEarning(tx, facts, completedAt);
      const clearsAt = new Date(completedAt.getTime() + clearance);
      if (o.seller_id && clearsAt <= s.now) {
        const net = splitFee(rupees ? rupees.amount : toCents(o.price), ledgerSettings().platformFeePercent).net;
        await postEarningsCleared(tx, { orderId: o.id, sellerId: o.seller_id, amount: net, ...(rupees ? { currency: 'PKR' as const } : {}) }, clearsAt);
      }
    }
    if (o.refunded_at) await postOrderRefunded(tx, facts, new Date(o.refunded_at));
  }

  await postRegistrationBonus(tx, s.workerId, new Date(s.workerCreatedAt.getTime() + DAY));
  for (const t of s.completedTasks) await postTaskReward(tx, { taskId: t.taskId, workerId: s.workerId, reward: t.reward }, t.at);

  // The main seller's Payoneer account carries her business name, not her legal name (Ayesha Khan):
  // the payout queue warns beside her waiting payout, as it would for a real one.
  const [payoneer] = await tx
    .insert(payoutMethods)
    .values({ userId: s.sellerId, type: 'payoneer', currency: 'USD', accountTitle: 'Ayesha Designs', accountNumber: 'ayesha.designs@example.com', verifiedTitle: 'AYESHA DESIGNS', lockedUntil: new Date(s.now.getTime() - 30 * DAY), createdAt: new Date(s.now.getTime() - 30 * DAY) })
    .returning();
  // The worker's registration gave their IBAN and Easypaisa account: the payouts module makes them methods, as at a real registration.
  for (const r of s.registered) await publish(tx, 'user.registered', r);
  const [easypaisa] = await tx.select().from(payoutMethods).where(sql`${payoutMethods.userId} = ${s.workerId} and ${payoutMethods.type} = 'easypaisa'`);

  // One payout of each status, oldest first (one a day per user and currency, as the rule says).
  const plan = [
    { user: s.sellerId, method: payoneer, currency: 'USD' as const, amount: 15_000, status: 'paid' as const, daysAgo: 20, reason: '' },
    { user: s.sellerId, method: payoneer, currency: 'USD' as const, amount: 5_000, status: 'failed' as const, daysAgo: 10, reason: 'The receiving account is closed.' },
    { user: s.sellerId, method: payoneer, currency: 'USD' as const, amount: 6_000, status: 'requested' as const, daysAgo: 0.05, reason: '' },
    { user: s.workerId, method: easypaisa, currency: 'PKR' as const, amount: 50_000, status: 'rejected' as const, daysAgo: 6, reason: 'The Easypaisa account is not active; please check it with your provider.' },
    { user: s.workerId, method: easypaisa, currency: 'PKR' as const, amount: 100_000, status: 'processing' as const, daysAgo: 0.1, reason: '' },
  ];
  for (const [i, p] of plan.entries()) {
    if (!p.method) continue;
    const at = new Date(s.now.getTime() - p.daysAgo * DAY);
    const decided = new Date(at.getTime() + 2 * HOUR);
    const [row] = await tx
      .insert(payouts)
      .values({
        userId: p.user,
        currency: p.currency,
        amount: p.amount,
        status: p.status,
        methodId: p.method.id,
        methodType: p.method.type,
        accountTitle: p.method.accountTitle,
        accountNumber: p.method.accountNumber,
        idempotencyKey: `seed-${i + 1}`,
        requestHash: 'seed',
        reason: p.reason,
        paidAt: p.status === 'paid' ? decided : null,
        createdAt: at,
        updatedAt: p.status === 'requested' ? at : decided,
      })
      .returning();
    await postPayoutMove(tx, row, 'requested', at);
    if (p.status === 'paid') await postPayoutMove(tx, row, 'paid', decided);
    if (p.status === 'failed' || p.status === 'rejected') await postPayoutMove(tx, row, 'returned', decided);
    // Approved a moment ago: the provider is asked within the hour, as the job runner gets to it.
    if (p.status === 'processing') await scheduleJob(tx, { type: sendPayoutJobType, key: sendPayoutKey(row.id), runAt: new Date(s.now.getTime() + HOUR), payload: { payoutId: row.id } });
  }
}
