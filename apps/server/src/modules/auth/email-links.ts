import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { accountTexts, notificationTexts } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { sessions } from '../../db/schema/sessions.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { publish } from '../../platform/events.js';
import { hashToken } from '../../plugins/auth.js';
import { findUserByEmail, findUserById, markEmailVerified, setEmail, setPasswordHash, userContacts } from '../users/index.js';
import { pendingTokenHash, scheduleLinkMail, type LinkMail } from './link-mail.js';

type Purpose = (typeof authTokens.$inferSelect)['purpose'];
export type LinkSettings = Pick<Config, 'passwordResetMinutes' | 'emailVerificationHours'>;

/** How long the link that undoes an e-mail change works (mailed to the address it restores). */
export const emailUndoDays = 7;

/** The links a change of credentials or a used link ends: whoever holds one may not be the owner any more. */
const recoveryPurposes: Purpose[] = ['password_reset', 'email_verification'];

/**
 * Ends every outstanding reset and verification link of the user, those whose e-mail has not gone
 * yet too (their job finds the link dead and sends nothing). Called in the transaction of every
 * change of the password, the e-mail address or the two-factor settings, and when a link is used.
 * The rows stay (expired) until the cleanup, so a used verification link can still tell that its
 * address is verified. Undo links stay: an intruder's password change must not end the owner's way back.
 */
export async function revokeAccountLinks(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(authTokens)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, recoveryPurposes), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)));
}

/**
 * A new single-use link for a user, e-mailed to `email` by the link job, which makes the token
 * when it runs and keeps only its SHA-256 (so neither this row nor the job's payload holds a
 * usable token while the mail waits). Earlier unused links of the same purpose stop working (the
 * newest e-mail is the one that counts); earlier undo links stay, each restores its address.
 */
async function issueLink(tx: Transaction, userId: string, purpose: Purpose, email: string, validMs: number, mail: LinkMail): Promise<void> {
  if (purpose !== 'email_change_undo') {
    await tx
      .update(authTokens)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)));
  }
  const [row] = await tx
    .insert(authTokens)
    .values({ tokenHash: pendingTokenHash(), userId, purpose, email, expiresAt: new Date(Date.now() + validMs) })
    .returning({ id: authTokens.id });
  await scheduleLinkMail(tx, row.id, userId, mail);
}

/** Sends a verification link to the user's address (registration, 'Resend', a new address). */
export async function sendVerificationLink(tx: Transaction, settings: LinkSettings, userId: string, email: string): Promise<void> {
  await issueLink(tx, userId, 'email_verification', email, settings.emailVerificationHours * 3600_000, { template: 'email_verification', hours: settings.emailVerificationHours });
}

/**
 * Uses a link once: the conditional update lets one request through however many race, and only
 * while the link is unexpired. Wrong, used, expired or another purpose: the same 400. The user's
 * other reset and verification links end with it.
 */
async function useToken(tx: Transaction, token: string, purpose: Purpose) {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
    .returning({ userId: authTokens.userId, email: authTokens.email });
  if (!row) throw badRequest(notificationTexts.badLink, { token: notificationTexts.badLink });
  await revokeAccountLinks(tx, row.userId);
  return row;
}

/**
 * POST /api/auth/forgot-password: a reset link to the account of this address, if there is one.
 * The caller answers the same 202 either way, after the same floor of time.
 */
export async function requestPasswordReset(db: Database, settings: LinkSettings, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction((tx) => issueLink(tx, user.id, 'password_reset', user.email, settings.passwordResetMinutes * 60_000, { template: 'password_reset', minutes: settings.passwordResetMinutes }));
}

/** POST /api/auth/reset-password: a new password from the link; every session of the account ends. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  // Before the link is used: a refused password leaves the link working for another try.
  refuseCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { userId, email } = await useToken(tx, token, 'password_reset');
    await setPasswordHash(tx, userId, passwordHash);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
    if (ended.length) await publish(tx, 'sessions.ended', { users: [userId], sessions: ended.map((s) => s.tokenHash) });
    // The link was opened from the inbox: the address (if still the account's) is verified too.
    await markEmailVerified(tx, userId, email);
    await publish(tx, 'password.changed', { userId, how: 'reset' });
  });
}

/**
 * POST /api/auth/verify-email: the link's address becomes verified, if it is still the user's.
 * A link of an address that is verified already (opened twice, or after a newer link) says so.
 */
export async function verifyEmail(db: Database, token: string): Promise<'verified' | 'already'> {
  try {
    await db.transaction(async (tx) => {
      const { userId, email } = await useToken(tx, token, 'email_verification');
      if (!(await markEmailVerified(tx, userId, email))) throw badRequest(notificationTexts.badLink, { token: notificationTexts.badLink });
    });
    return 'verified';
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 400 && (await linkAddressVerified(db, token))) return 'already';
    throw err;
  }
}

/** Whether this verification link's address is the user's address now, verified. */
async function linkAddressVerified(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: authTokens.userId, email: authTokens.email })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, 'email_verification')));
  if (!row) return false;
  const user = (await userContacts(db, [row.userId])).get(row.userId);
  return !!user && user.emailVerified && user.email.toLowerCase() === row.email.toLowerCase();
}

/** POST /api/auth/verify-email/resend: a new link to the signed-in user's address (409 once verified). */
export async function resendVerification(db: Database, settings: LinkSettings, userId: string): Promise<void> {
  const user = (await userContacts(db, [userId])).get(userId);
  if (!user) throw badRequest(accountTexts.userNotFound);
  if (user.emailVerified) throw conflict(notificationTexts.alreadyVerified);
  await db.transaction((tx) => sendVerificationLink(tx, settings, userId, user.email));
}

/**
 * PUT /api/auth/email: a new address after the current password; it needs verifying (a link goes
 * to it). The last verified address (or the address itself, if none was) is told at once, with a
 * link that undoes the change; the user's other links end, and payouts pause (`email.changed`).
 */
export async function changeEmail(db: Database, settings: LinkSettings, userId: string, email: string, currentPassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  const contact = (await userContacts(db, [userId])).get(userId);
  if (!user || !contact || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(accountTexts.wrongPassword, { currentPassword: accountTexts.wrongPassword });
  }
  if (user.email.toLowerCase() === email.toLowerCase()) throw badRequest(notificationTexts.sameEmail, { email: notificationTexts.sameEmail });
  const taken = () => conflict(accountTexts.emailTaken, { email: accountTexts.emailTaken });
  if (await findUserByEmail(db, email)) throw taken();
  try {
    await db.transaction(async (tx) => {
      await revokeAccountLinks(tx, userId);
      await setEmail(tx, userId, email);
      await sendVerificationLink(tx, settings, userId, email);
      const told = contact.securityEmail;
      await issueLink(tx, userId, 'email_change_undo', told, emailUndoDays * 24 * 3600_000, { template: 'email_changed', newEmail: email, days: emailUndoDays });
      await publish(tx, 'email.changed', { userId, how: 'changed' });
    });
  } catch (err) {
    // Two accounts taking one address at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/**
 * POST /api/auth/email/undo: the link mailed to the address an e-mail change left restores it
 * (verified: the link was opened from its inbox) and ends every session of the account. 409 when
 * another account took the address meanwhile.
 */
export async function undoEmailChange(db: Database, token: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { userId, email } = await useToken(tx, token, 'email_change_undo');
      await setEmail(tx, userId, email);
      await markEmailVerified(tx, userId, email);
      const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
      if (ended.length) await publish(tx, 'sessions.ended', { users: [userId], sessions: ended.map((s) => s.tokenHash) });
      await publish(tx, 'email.changed', { userId, how: 'undone' });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(notificationTexts.undoAddressTaken);
    throw err;
  }
}

/** Links that can no longer be used go with the sessions cleanup. */
export async function deleteDeadTokens(db: Database): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, sql`now() - interval '1 day'`));
}
