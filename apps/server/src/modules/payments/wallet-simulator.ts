import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { normalizeWalletAccount, walletLateApprovalSeconds, walletRequestExpiryMinutes, walletTestAccounts, type WalletPaymentStatus } from '@market/shared';
import type { Database } from '../../db/client.js';
import { walletPayments } from '../../db/schema/payments.js';
import type { WalletPayment, WalletProvider, WalletRefundInput, WalletRequestInput } from './wallet-provider.js';

type PaymentRow = typeof walletPayments.$inferSelect;

/** What the holder of a test account does with a request to pay. */
export type WalletOutcome = 'approve' | 'decline' | 'timeout' | 'late';

/** The outcome of each test account (README, Payments); any other valid account approves. */
export function walletOutcome(account: string): WalletOutcome {
  const a = normalizeWalletAccount(account);
  if (a === walletTestAccounts.declines) return 'decline';
  if (a === walletTestAccounts.expires) return 'timeout';
  if (a === walletTestAccounts.approvesLate) return 'late';
  return 'approve';
}

/** The status a pending payment takes once its time has come. */
const finalStatus: Record<WalletOutcome, WalletPaymentStatus> = { approve: 'succeeded', late: 'succeeded', decline: 'declined', timeout: 'expired' };

const toPayment = (row: PaymentRow, status = row.status): WalletPayment => ({
  id: row.id,
  amount: row.amount,
  currency: 'PKR',
  status: status as WalletPaymentStatus,
  metadata: row.metadata,
});

/**
 * The built-in mobile wallet (WALLET provider `local`): requests to pay in the database, the
 * "holder" answering on their phone as the account's test number says, no network and no money.
 * A payment settles lazily, when it is read after its time, by a conditional update (once).
 */
export class WalletSimulator implements WalletProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Database,
    /** How long the holder takes to answer (WALLET_SIMULATOR_SECONDS). */
    private readonly answerSeconds: number,
  ) {}

  async requestPayment(input: WalletRequestInput): Promise<WalletPayment> {
    const outcome = walletOutcome(input.account);
    const delayMs =
      outcome === 'timeout' ? walletRequestExpiryMinutes * 60_000 : outcome === 'late' ? walletLateApprovalSeconds * 1000 : Math.round(this.answerSeconds * 1000);
    const [made] = await this.db
      .insert(walletPayments)
      .values({
        id: `wp_local_${randomBytes(12).toString('hex')}`,
        method: input.method,
        account: normalizeWalletAccount(input.account),
        amount: input.amount,
        currency: input.currency,
        status: 'pending',
        outcome,
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
        settlesAt: new Date(Date.now() + delayMs),
      })
      .onConflictDoNothing({ target: walletPayments.idempotencyKey })
      .returning();
    if (made) return toPayment(made);
    // A retried request: the same payment, provided it is the same request (as a gateway's idempotency check).
    const [same] = await this.db.select().from(walletPayments).where(eq(walletPayments.idempotencyKey, input.idempotencyKey)).limit(1);
    if (!same || same.amount !== input.amount || same.currency !== input.currency || same.method !== input.method || same.account !== normalizeWalletAccount(input.account)) {
      throw new Error('wallet simulator: idempotency key reused for another request');
    }
    return (await this.settleDue([same]))[0];
  }

  async status(id: string): Promise<WalletPayment | null> {
    const [row] = await this.db.select().from(walletPayments).where(eq(walletPayments.id, id)).limit(1);
    if (!row) return null;
    return (await this.settleDue([row]))[0];
  }

  /** One query over the simulator's own table, however many payments are asked about. */
  async succeededPayments(ids: string[]): Promise<WalletPayment[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(walletPayments)
      .where(
        and(
          inArray(walletPayments.id, ids),
          or(eq(walletPayments.status, 'succeeded'), and(eq(walletPayments.status, 'pending'), lte(walletPayments.settlesAt, new Date()))),
        ),
      );
    return (await this.settleDue(rows)).filter((p) => p.status === 'succeeded');
  }

  /**
   * The payments as they are now: a pending one whose time has come takes its outcome's status,
   * by one conditional update (only rows still pending move), so it settles once however many ask.
   */
  private async settleDue(rows: PaymentRow[]): Promise<WalletPayment[]> {
    const now = new Date();
    const due = rows.filter((r) => r.status === 'pending' && r.settlesAt.getTime() <= now.getTime()).map((r) => r.id);
    if (due.length > 0) {
      await this.db
        .update(walletPayments)
        .set({
          status: sql`case ${walletPayments.outcome} when 'decline' then 'declined' when 'timeout' then 'expired' else 'succeeded' end`,
          updatedAt: now,
        })
        .where(and(inArray(walletPayments.id, due), eq(walletPayments.status, 'pending'), lte(walletPayments.settlesAt, now)));
    }
    return rows.map((r) => (due.includes(r.id) ? toPayment(r, finalStatus[r.outcome as WalletOutcome] ?? 'expired') : toPayment(r)));
  }

  /**
   * Refunds a succeeded payment in full: the first call makes the refund id, every later one (the
   * same order's retry, a race) gets that same id back, so a payment is refunded once.
   */
  async refund(input: WalletRefundInput): Promise<{ id: string }> {
    const [row] = await this.db
      .update(walletPayments)
      .set({ refundId: sql`coalesce(${walletPayments.refundId}, ${`wr_local_${randomBytes(12).toString('hex')}`})`, updatedAt: new Date() })
      .where(and(eq(walletPayments.id, input.id), eq(walletPayments.status, 'succeeded'), eq(walletPayments.amount, input.amount)))
      .returning({ refundId: walletPayments.refundId });
    if (!row?.refundId) throw new Error(`wallet simulator: no succeeded payment ${input.id} of ${input.amount} paisa to refund`);
    return { id: row.refundId };
  }
}
