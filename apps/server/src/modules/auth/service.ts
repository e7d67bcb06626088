import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import { accountTexts } from '@market/shared';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { hashToken } from '../../plugins/auth.js';
import { findUserById, findUserByUsername } from '../users/service.js';

/** The user whose username and password match, or null; unknown names cost as much time as wrong passwords. */
export async function checkCredentials(db: Database, username: string, password: string) {
  const user = await findUserByUsername(db, username);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** Starts a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(db: Database, userId: string, ttlDays: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 3600 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  // Housekeeping on the write path that creates sessions keeps the table from growing forever.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/** Ends one session. */
export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Changes a user's password after checking the current one, and ends every other session of theirs. */
export async function changePassword(db: Database, userId: string, keepTokenHash: string, currentPassword: string, newPassword: string) {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(accountTexts.wrongPassword, { currentPassword: accountTexts.wrongPassword });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  });
}
