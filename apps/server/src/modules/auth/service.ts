import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { accountTexts, usernameKey } from '@market/shared';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { sessions } from '../../db/schema/sessions.js';
import { publish } from '../../platform/events.js';
import type { JobHandler } from '../../platform/jobs.js';
import { badRequest } from '../../lib/errors.js';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { hashToken, type SessionUser } from '../../plugins/auth.js';
import { deleteDeadTokens, revokeAccountLinks } from './email-links.js';
import { findUserById, findUserByLogin, setPasswordHash, userProfiles as users } from '../users/index.js';

type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserByLogin>>>;

/**
 * The account a sign-in names (a username, or an e-mail address in any case) and the key its
 * attempts are counted under: the account's username key, whichever of the two was typed, so
 * switching between them gives no extra tries; a name nobody has counts under itself.
 */
export async function findLoginAccount(db: Database, name: string): Promise<{ user: LoginUser | undefined; throttleKey: string | null }> {
  const user = await findUserByLogin(db, name);
  if (user) return { user, throttleKey: usernameKey(user.username) };
  // '@' is in no username, so an unknown address never shares a count with an account.
  return { user, throttleKey: name.includes('@') ? `@${name.trim().toLowerCase()}` : usernameKey(name) };
}

/** Whether the password is the account's; no account costs as much time as a wrong password. */
export async function passwordMatches(user: LoginUser | undefined, password: string): Promise<boolean> {
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(user.passwordHash, password);
}

/** Starts a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(db: Database, userId: string, ttlDays: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 3600 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Ends one session; its open event streams end with it, in every process. */
export async function deleteSession(db: Database, tokenHash: string) {
  await db.transaction(async (tx) => {
    const [ended] = await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
    if (ended) await publish(tx, 'sessions.ended', { users: [ended.userId], sessions: [tokenHash] });
  });
}

/** Changes a user's password after checking the current one, and ends every other session of theirs. */
export async function changePassword(db: Database, userId: string, keepTokenHash: string, currentPassword: string, newPassword: string) {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(accountTexts.wrongPassword, { currentPassword: accountTexts.wrongPassword });
  }
  refuseCommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await revokeAccountLinks(tx, userId);
    await publish(tx, 'password.changed', { userId, how: 'changed' });
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
      .returning({ tokenHash: sessions.tokenHash });
    if (ended.length) await publish(tx, 'sessions.ended', { users: [userId], sessions: ended.map((s) => s.tokenHash) });
  });
}

/** The signed-in user of a session token's hash, if the session is alive (every API request asks). */
export async function findSessionUser(db: Database, tokenHash: string): Promise<SessionUser | undefined> {
  const query = prepared(db, 'session_user', (d) =>
    d
      .select({ id: users.id, username: users.username, isSeller: users.isSeller, isVerified: users.isVerified, isAdmin: users.isAdmin, language: users.language, skills: users.skills })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('session_user'),
  );
  const [row] = await query.execute({ tokenHash, now: new Date() });
  return row;
}

/** Which of these session hashes still belong to a live session (open event streams check every beat). */
export async function liveSessionHashes(db: Database, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, hashes), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((r) => r.tokenHash));
}

/** Hourly removal of expired sessions (they let nobody in; this keeps the table small). */
export const sessionsCleanupJob: JobHandler = {
  type: 'sessions.cleanup',
  everySeconds: 3600,
  async handle(_payload, ctx) {
    await ctx.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    await deleteDeadTokens(ctx.db);
  },
};
