import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt, max, ne, sql } from 'drizzle-orm';
import { formatMoney, payoutMinimums, payoutTexts, type CreatePayout, type Currency, type Earnings, type Payout, type VerificationState } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { withRetry } from '../../db/retry.js';
import { payoutMethods, payouts } from '../../db/schema/payouts.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { badCursor, encodeCursor, readCursor } from '../../lib/cursor.js';
import { availableBalance, InsufficientBalance } from '../ledger/index.js';
import { toPayout, type PayoutRow } from './rows.js';
import { payoutIdentities } from '../users/index.js';
import { postPayoutMove } from './settle.js';

export type Withdrawer = { id: string; isVerified: boolean; isAdmin: boolean };

const day = 24 * 3_600_000;
const when = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** Until when a change of payout methods pauses the user's payouts (null: not paused). */
async function methodsLockedUntil(db: Database | Transaction, userId: string): Promise<Date | null> {
  const [row] = await db.select({ until: max(payoutMethods.lockedUntil) }).from(payoutMethods).where(eq(payoutMethods.userId, userId));
  return row?.until && row.until.getTime() > Date.now() ? row.until : null;
}

/**
 * The one-a-day rule: the earliest time of the user's next payout request in a currency (null: now).
 * A payout counts for 24 hours unless it was rejected.
 */
async function nextPayoutAt(db: Database | Transaction, userId: string, currency: Currency): Promise<Date | null> {
  const [recent] = await db
    .select({ createdAt: payouts.createdAt })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.currency, currency), gt(payouts.createdAt, new Date(Date.now() - day)), ne(payouts.status, 'rejected')))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return recent ? new Date(recent.createdAt.getTime() + day) : null;
}

/**
 * Whether the user may withdraw now and, if not, why: shown beside the Withdraw button; and when the
 * one-a-day rule lets them ask again per currency, which the withdraw dialog shows before its form.
 */
export async function withdrawalState(
  db: Database,
  user: Withdrawer,
): Promise<Earnings['withdrawal']> {
  const [locked, usd, pkr, identities] = await Promise.all([
    methodsLockedUntil(db, user.id),
    nextPayoutAt(db, user.id, 'USD'),
    nextPayoutAt(db, user.id, 'PKR'),
    payoutIdentities(db, [user.id]),
  ]);
  const identity = identities.get(user.id) ?? { state: 'none' as const, legalName: '' };
  const block = withdrawalBlock(user, identity, locked);
  return {
    allowed: block === null,
    reason: block?.reason ?? null,
    blockedBy: block?.by ?? null,
    verification: identity.state,
    methodsLockedUntil: locked?.toISOString() ?? null,
    nextPayoutAt: { USD: usd?.toISOString() ?? null, PKR: pkr?.toISOString() ?? null },
  };
}

type Block = { by: NonNullable<Earnings['withdrawal']['blockedBy']>; reason: string };

/**
 * What stops a withdrawal now, first things first (null: nothing): an admin never withdraws; an
 * account withdraws once verified, saying what to do in each verification state; it needs its legal
 * name, which payout titles are checked against; and a change of methods pauses payouts.
 */
function withdrawalBlock(user: Withdrawer, identity: { state: VerificationState; legalName: string }, locked: Date | null): Block | null {
  if (user.isAdmin) return { by: 'admin', reason: payoutTexts.adminNoPayouts };
  if (!user.isVerified) return { by: 'notVerified', reason: identity.state === 'verified' ? payoutTexts.notVerified : payoutTexts.notVerifiedBecause[identity.state] };
  if (identity.legalName === '') return { by: 'legalNameMissing', reason: payoutTexts.legalNameMissing };
  if (locked) return { by: 'methodsLocked', reason: payoutTexts.methodsLocked(when(locked)) };
  return null;
}

const requestHash = (input: CreatePayout) => createHash('sha256').update(JSON.stringify([input.currency, input.amount, input.methodId])).digest('hex');

/** The payout an earlier request with this key made; another body under the same key is refused. */
async function replay(db: Database | Transaction, userId: string, key: string, hash: string): Promise<Payout | null> {
  const [row] = await db.select().from(payouts).where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== hash) throw conflict(payoutTexts.idempotencyKeyReused);
  return toPayout(row);
}

/**
 * POST /api/payouts: moves the amount from available to in transit and queues the payout for an
 * admin, in one transaction. One request of a user at a time (an advisory lock), so the one-a-day
 * rule and the key's replay hold under concurrent requests; the balance can never go below zero
 * (the ledger's constraint). The same Idempotency-Key answers the same payout.
 */
export async function requestPayout(db: Database, user: Withdrawer, key: string | undefined, input: CreatePayout): Promise<Payout> {
  if (!key || key.length > 200) throw badRequest(payoutTexts.idempotencyKeyRequired);
  if (user.isAdmin) throw forbidden(payoutTexts.adminNoPayouts);
  if (!user.isVerified) throw forbidden(payoutTexts.notVerified);
  const identity = (await payoutIdentities(db, [user.id])).get(user.id);
  if (!identity?.legalName) throw conflict(payoutTexts.legalNameMissing);
  const hash = requestHash(input);
  const earlier = await replay(db, user.id, key, hash);
  if (earlier) return earlier;

  return withRetry(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${user.id}`}, 0))`);
      const again = await replay(tx, user.id, key, hash);
      if (again) return again;
      const [method] = await tx.select().from(payoutMethods).where(and(eq(payoutMethods.id, input.methodId), eq(payoutMethods.userId, user.id)));
      if (!method) throw notFound(payoutTexts.methodNotFound);
      if (method.currency !== input.currency) throw conflict(payoutTexts.currencyNotTaken);
      const locked = await methodsLockedUntil(tx, user.id);
      if (locked) throw conflict(payoutTexts.methodsLocked(when(locked)));
      const next = await nextPayoutAt(tx, user.id, input.currency);
      if (next) throw conflict(payoutTexts.oncePerDay(when(next)));
      if (input.amount < payoutMinimums[input.currency]) throw conflict(payoutTexts.belowMinimum(formatMoney(payoutMinimums[input.currency], input.currency)));
      const available = await availableBalance(tx, user.id, input.currency);
      if (input.amount > available) throw conflict(payoutTexts.aboveAvailable(formatMoney(available, input.currency)));

      const [row] = await tx
        .insert(payouts)
        .values({
          userId: user.id,
          currency: input.currency,
          amount: input.amount,
          methodId: method.id,
          methodType: method.type,
          accountTitle: method.accountTitle,
          accountNumber: method.accountNumber,
          idempotencyKey: key,
          requestHash: hash,
        })
        .returning();
      // The balance was read under this user's lock; the database's check is the last word all the same.
      try {
        await postPayoutMove(tx, row, 'requested');
      } catch (err) {
        if (err instanceof InsufficientBalance) throw conflict(payoutTexts.aboveAvailable(formatMoney(available, input.currency)));
        throw err;
      }
      return toPayout(row);
    }),
  );
}

const cursorOrder = 'payouts-newest';

/** Keyset on the id (time-ordered uuidv7): newest first. */
export function idCursor(cursor: string | undefined, order: string) {
  if (!cursor) return undefined;
  const c = readCursor(cursor);
  if (c.order !== order) throw badCursor();
  return c.id;
}

export const nextIdCursor = (rows: PayoutRow[], limit: number, order: string) => (rows.length > limit ? encodeCursor(order, 0, rows[limit - 1].id) : null);

/** GET /api/payouts: the caller's own payouts, newest first. */
export async function listOwnPayouts(db: Database, userId: string, cursor: string | undefined, limit = 20): Promise<{ payouts: Payout[]; nextCursor: string | null }> {
  const before = idCursor(cursor, cursorOrder);
  const rows = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), before ? lt(payouts.id, before) : undefined))
    .orderBy(desc(payouts.id))
    .limit(limit + 1);
  return { payouts: rows.slice(0, limit).map(toPayout), nextCursor: nextIdCursor(rows, limit, cursorOrder) };
}
