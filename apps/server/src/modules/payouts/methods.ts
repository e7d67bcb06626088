import { and, asc, count, eq, sql } from 'drizzle-orm';
import { createPayoutMethodSchema, payoutTexts, type PayoutMethod } from '@market/shared';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { payoutMethods } from '../../db/schema/payouts.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { inTransaction, publish } from '../../platform/events.js';
import { payoutProvider } from './choose-provider.js';
import { emailChangeLock } from './email-lock.js';
import { UnknownBeneficiary } from './provider.js';
import { toMethod } from './rows.js';
import { payoutIdentities } from '../users/index.js';

const maxMethods = 10;

export type MethodsDeps = { db: Database; config: Config };

/** The owner's legal name, which every method's title is checked against. */
const legalNameOf = async (db: Database | Transaction, userId: string) => (await payoutIdentities(db, [userId])).get(userId)?.legalName ?? '';

export async function listMethods(db: Database, userId: string): Promise<PayoutMethod[]> {
  const [rows, legalName] = await Promise.all([
    db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId)).orderBy(asc(payoutMethods.createdAt), asc(payoutMethods.id)),
    legalNameOf(db, userId),
  ]);
  return rows.map((r) => toMethod(r, legalName));
}

/**
 * Adds a payout method after the provider's beneficiary check. Payouts then wait
 * PAYOUT_METHOD_LOCK_HOURS: a stolen session cannot add an account and empty the balance at once.
 */
export async function addMethod(deps: MethodsDeps, userId: string, input: z.output<typeof createPayoutMethodSchema>): Promise<PayoutMethod> {
  let verified: { accountTitle: string };
  try {
    verified = await payoutProvider(deps).verifyBeneficiary(input);
  } catch (err) {
    if (err instanceof UnknownBeneficiary) throw badRequest(payoutTexts.beneficiaryNotFound, { accountNumber: payoutTexts.beneficiaryNotFound });
    throw err;
  }
  try {
    return await deps.db.transaction(async (tx) => {
      // One user's additions in a row: the count below holds.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payout-methods:${userId}`}, 0))`);
      const [{ n }] = await tx.select({ n: count() }).from(payoutMethods).where(eq(payoutMethods.userId, userId));
      if (n >= maxMethods) throw conflict(payoutTexts.tooManyMethods);
      const [row] = await tx
        .insert(payoutMethods)
        .values({
          userId,
          type: input.type,
          currency: input.currency,
          accountTitle: input.accountTitle,
          accountNumber: input.accountNumber,
          verifiedTitle: verified.accountTitle,
          lockedUntil: new Date(Date.now() + Math.round(deps.config.payoutMethodLockHours * 3_600_000)),
        })
        .returning();
      await publish(tx, 'payout_method.changed', { userId, methodId: row.id, change: 'added' });
      return toMethod(row, await legalNameOf(tx, userId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(payoutTexts.methodExists);
    throw err;
  }
}

export async function removeMethod(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(payoutMethods).where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId))).returning({ id: payoutMethods.id });
    if (!row) throw notFound(payoutTexts.methodNotFound);
    await publish(tx, 'payout_method.changed', { userId, methodId: id, change: 'removed' });
  });
}

/**
 * The IBAN and Easypaisa account given with the identity documents (at registration, or sent later
 * from /verification) become payout methods, usable at once: an admin checks them with the identity
 * before any payout. Their title is the legal name (the username when none was given).
 */
const identityMethods = async (tx: Transaction, event: { payload: { userId: string; legalName: string; bankIban: string; easypaisaAccount: string; username?: string } }) => {
  const e = event.payload;
  const { userId, bankIban, easypaisaAccount } = e;
  const title = e.legalName || e.username || '';
  const given = [
    bankIban && { type: 'iban' as const, accountNumber: bankIban },
    easypaisaAccount && { type: 'easypaisa' as const, accountNumber: easypaisaAccount },
  ].filter((m) => !!m);
  if (given.length === 0 || title === '') return;
  await tx
    .insert(payoutMethods)
    .values(given.map((m) => ({ userId, type: m.type, currency: 'PKR' as const, accountTitle: title, accountNumber: m.accountNumber, verifiedTitle: title.toUpperCase(), lockedUntil: new Date() })))
    .onConflictDoNothing();
};

export const payoutsSubscriptions = [
  emailChangeLock,
  inTransaction('user.registered', 'payouts.registration-methods', identityMethods),
  inTransaction('user.verification_sent', 'payouts.verification-methods', identityMethods),
];
