import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { accountTexts, notificationTexts } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { authTokens } from '../../db/schema/auth-tokens.js';
import { sessions } from '../../db/schema/sessions.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { publish } from '../../platform/events.js';
import { hashToken } from '../../plugins/auth.js';
import { sendAccountEmail } from '../notifications/index.js';
import { findUserByEmail, findUserById, markEmailVerified, setEmail, setPasswordHash, userContacts } from '../users/index.js';

type Purpose = (typeof authTokens.$inferSelect)['purpose'];
export type LinkSettings = Pick<Config, 'passwordResetMinutes' | 'emailVerificationHours'>;

/**
 * A new single-use link for a user: 32 random bytes, only their SHA-256 kept. Earlier unused links
 * of the same purpose stop working (the newest e-mail is the one that counts).
 */
async function issueToken(tx: Transaction, userId: string, purpose: Purpose, email: string, validMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  await tx.insert(authTokens).values({ tokenHash: hashToken(token), userId, purpose, email, expiresAt: new Date(Date.now() + validMs) });
  return token;
}

/** Sends a verification link to the user's address (registration, 'Resend', a new address). */
export async function sendVerificationLink(tx: Transaction, settings: LinkSettings, userId: string, email: string): Promise<void> {
  const token = await issueToken(tx, userId, 'email_verification', email, settings.emailVerificationHours * 3600_000);
  await sendAccountEmail(tx, { template: 'email_verification', userId, to: email, token, hours: settings.emailVerificationHours });
}

/**
 * Uses a link once: the conditional update lets one request through however many race, and only
 * while the link is unexpired. Wrong, used, expired or another purpose: the same 400.
 */
async function useToken(tx: Transaction, token: string, purpose: Purpose) {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
    .returning({ userId: authTokens.userId, email: authTokens.email });
  if (!row) throw badRequest(notificationTexts.badLink, { token: notificationTexts.badLink });
  return row;
}

/**
 * POST /api/auth/forgot-password: a reset link to the account of this address, if there is one.
 * The caller answers the same 202 either way, after the same floor of time.
 */
export async function requestPasswordReset(db: Database, settings: LinkSettings, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'password_reset', user.email, settings.passwordResetMinutes * 60_000);
    await sendAccountEmail(tx, { template: 'password_reset', userId: user.id, to: user.email, token, minutes: settings.passwordResetMinutes });
  });
}

/** POST /api/auth/reset-password: a new password from the link; every session of the account ends. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
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

/** POST /api/auth/verify-email: the link's address becomes verified, if it is still the user's. */
export async function verifyEmail(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { userId, email } = await useToken(tx, token, 'email_verification');
    if (!(await markEmailVerified(tx, userId, email))) throw badRequest(notificationTexts.badLink, { token: notificationTexts.badLink });
  });
}

/** POST /api/auth/verify-email/resend: a new link to the signed-in user's address (409 once verified). */
export async function resendVerification(db: Database, settings: LinkSettings, userId: string): Promise<void> {
  const user = (await userContacts(db, [userId])).get(userId);
  if (!user) throw badRequest(accountTexts.userNotFound);
  if (user.emailVerified) throw conflict(notificationTexts.alreadyVerified);
  await db.transaction((tx) => sendVerificationLink(tx, settings, userId, user.email));
}

/** PUT /api/auth/email: a new address after the current password; it needs verifying (a link goes to it). */
export async function changeEmail(db: Database, settings: LinkSettings, userId: string, email: string, currentPassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(accountTexts.wrongPassword, { currentPassword: accountTexts.wrongPassword });
  }
  if (user.email.toLowerCase() === email.toLowerCase()) throw badRequest(notificationTexts.sameEmail, { email: notificationTexts.sameEmail });
  const taken = () => conflict(accountTexts.emailTaken, { email: accountTexts.emailTaken });
  if (await findUserByEmail(db, email)) throw taken();
  try {
    await db.transaction(async (tx) => {
      await setEmail(tx, userId, email);
      await sendVerificationLink(tx, settings, userId, email);
    });
  } catch (err) {
    // Two accounts taking one address at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Links that can no longer be used go with the sessions cleanup. */
export async function deleteDeadTokens(db: Database): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, sql`now() - interval '1 day'`));
}
