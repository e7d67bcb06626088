import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import {
  accountTexts,
  texts,
  protectedUserFields,
  type UserList,
  type UserSearch,
  type UserUpdate,
  type VerificationState,
} from '@market/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { publish } from '../../platform/events.js';
import type { SessionUser } from '../../plugins/auth.js';
import { attachFiles, avatarUrl, ownedFileIds, releaseFiles } from '../files/index.js';
import { canDeleteUser, canEditUser, canVerifyUsers } from './policy.js';
import { findUserById, toUserListItem, userListItemColumns } from './service.js';
import { setVerifiedFlag } from './verification.js';

// % and _ typed by the admin are searched for literally.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the admin users table, newest first, optionally only the accounts whose username or
 * e-mail contains `search`, in one verification `state`, or (un)verified. Rows carry no identity
 * or payment details: those are read one user at a time, and audited.
 */
export async function listUsers(db: Database, q: { page: number; limit: number; verified?: 'true' | 'false'; state?: VerificationState; search?: string }): Promise<UserList> {
  const where = and(
    q.verified ? eq(users.isVerified, q.verified === 'true') : undefined,
    q.state ? eq(users.verificationState, q.state) : undefined,
    q.search ? or(ilike(users.username, containing(q.search)), ilike(users.email, containing(q.search))) : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select(userListItemColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return { users: rows.map(toUserListItem), totalPages: Math.ceil(total / q.limit) };
}

/** Up to 10 verified users whose username or e-mail contains the text (task assignee search). */
export async function searchVerifiedUsers(db: Database, text: string): Promise<UserSearch> {
  const pattern = containing(text);
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, imgFileId: users.imgFileId })
    .from(users)
    .where(and(eq(users.isVerified, true), or(ilike(users.username, pattern), ilike(users.email, pattern))))
    .orderBy(users.username)
    .limit(10);
  return { users: rows.map((r) => ({ _id: r.id, username: r.username, email: r.email, img: avatarUrl(r.imgFileId) })) };
}

/**
 * Applies PUT /api/user/:id. The user themself may change desc, languages, phone, country, img (an avatar
 * they uploaded), the language they read the product in, and turn on isSeller; an admin may do the same for anyone and also set isVerified.
 * A protected field (isAdmin, username, e-mail, KYC...) or a field the caller may not set: 403.
 */
export async function updateUser(db: Database, caller: SessionUser, id: string, body: UserUpdate & Record<string, unknown>) {
  if (!canEditUser(caller, id)) throw forbidden();
  const keys = Object.keys(body);
  const blocked = keys.filter(
    (k) => (protectedUserFields as readonly string[]).includes(k) || (k === 'isVerified' && !canVerifyUsers(caller)),
  );
  if (blocked.length > 0) {
    throw forbidden(accountTexts.fieldForbidden);
  }
  if (keys.length === 0) throw badRequest(texts.nothingToChange);
  const user = await findUserById(db, id);
  if (!user) throw notFound(accountTexts.userNotFound);

  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.desc !== undefined) changes.desc = body.desc;
  if (body.languages !== undefined) changes.languages = body.languages;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.country !== undefined) changes.country = body.country;
  if (body.isSeller) changes.isSeller = true;
  if (body.language !== undefined) changes.language = body.language;
  if (body.img !== undefined) {
    // Only an avatar upload of this very user: never someone else's file or a private one.
    const fileId = body.img.slice('/api/files/'.length).toLowerCase();
    if (!(await ownedFileIds(db, id, 'avatar', [fileId])).has(fileId)) throw badRequest(accountTexts.avatarNotYours, { img: accountTexts.avatarNotYours });
    changes.imgFileId = fileId;
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ imgFileId: users.imgFileId }).from(users).where(eq(users.id, id)).for('update');
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, id));
    if (changes.imgFileId) {
      await attachFiles(tx, [changes.imgFileId]);
      // The replaced picture stops taking the user's storage.
      if (before?.imgFileId && before.imgFileId !== changes.imgFileId) await releaseFiles(tx, [before.imgFileId]);
    }
    // The flag moves the verification state, with the decision's rules (docs/decisions/0144).
    if (body.isVerified !== undefined) await setVerifiedFlag(tx, caller, id, body.isVerified);
  });
  return { message: body.isVerified !== undefined ? accountTexts.userStatusUpdated : accountTexts.userUpdated };
}

/**
 * Deletes a non-admin user, in one transaction. `user.deleted` goes first, so each module cleans up
 * what is theirs while the row still exists (their reviews leave other sellers' totals, unpaid
 * checkouts go, file rows go with their bytes after the commit); then the row goes, and with it,
 * by the foreign keys each module declared, sessions, gigs (with their reviews), conversations and
 * messages, submissions and audit rows. Paid orders stay for the other party, with this side null;
 * tasks assigned to them stay, unassigned. See docs/decisions/0039-deleting-a-user.md.
 */
export async function deleteUser(db: Database, caller: SessionUser, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw notFound(accountTexts.userNotFound);
  if (!canDeleteUser(caller, user)) throw forbidden(user.isAdmin ? accountTexts.adminNotDeletable : undefined);
  await db.transaction(async (tx) => {
    await publish(tx, 'user.deleted', { userId: id });
    await tx.delete(users).where(eq(users.id, id));
  });
}
