import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  accountTexts,
  protectedUserFields,
  type UserList,
  type UserSearch,
  type UserUpdate,
} from '@market/shared';
import type { Database } from '../../db/client.js';
import { files, gigs, orders, reviews, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import type { SessionUser } from '../../plugins/auth.js';
import { findFile } from '../files/service.js';
import { avatarUrl } from '../files/urls.js';
import { findUserById, toPrivateUser } from './service.js';

/** One page of the admin users table, newest first, optionally only (un)verified accounts. */
export async function listUsers(db: Database, q: { page: number; limit: number; verified?: 'true' | 'false' }): Promise<UserList> {
  const where = q.verified ? eq(users.isVerified, q.verified === 'true') : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { users: rows.map(toPrivateUser), totalPages: Math.ceil(total / q.limit) };
}

/** Up to 10 verified users whose username or e-mail contains the text (task assignee search). */
export async function searchVerifiedUsers(db: Database, text: string): Promise<UserSearch> {
  // % and _ typed by the admin are searched for literally.
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, imgFileId: users.imgFileId })
    .from(users)
    .where(and(eq(users.isVerified, true), or(ilike(users.username, pattern), ilike(users.email, pattern))))
    .orderBy(users.username)
    .limit(10);
  return { users: rows.map((r) => ({ _id: r.id, username: r.username, email: r.email, img: avatarUrl(r.imgFileId) })) };
}

/**
 * Applies PUT /api/user/:id. The user themself may change desc, phone, country, img (an avatar
 * they uploaded) and turn on isSeller; an admin may do the same for anyone and also set isVerified.
 * A protected field (isAdmin, username, e-mail, KYC...) or a field the caller may not set: 403.
 */
export async function updateUser(db: Database, caller: SessionUser, id: string, body: UserUpdate & Record<string, unknown>) {
  const isSelf = caller.id === id;
  if (!isSelf && !caller.isAdmin) throw forbidden();
  const keys = Object.keys(body);
  const blocked = keys.filter(
    (k) => (protectedUserFields as readonly string[]).includes(k) || (k === 'isVerified' && !caller.isAdmin),
  );
  if (blocked.length > 0) {
    throw forbidden(accountTexts.fieldForbidden);
  }
  if (keys.length === 0) throw badRequest('Nothing to change');
  const user = await findUserById(db, id);
  if (!user) throw notFound(accountTexts.userNotFound);

  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.desc !== undefined) changes.desc = body.desc;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.country !== undefined) changes.country = body.country;
  if (body.isSeller) changes.isSeller = true;
  if (body.isVerified !== undefined) changes.isVerified = body.isVerified;
  if (body.img !== undefined) {
    // Only an avatar upload of this very user: never someone else's file or a private one.
    const file = await findFile(db, body.img.slice('/api/files/'.length));
    if (!file || file.purpose !== 'avatar' || file.ownerId !== id) throw badRequest(accountTexts.avatarNotYours, { img: accountTexts.avatarNotYours });
    changes.imgFileId = file.id;
  }
  await db.update(users).set(changes).where(eq(users.id, id));
  return { message: body.isVerified !== undefined ? accountTexts.userStatusUpdated : accountTexts.userUpdated };
}

/**
 * Deletes a non-admin user and everything that is theirs (docs/decisions.md "Accounts"):
 * sessions, gigs (with their reviews), their reviews on other gigs (star totals adjusted), their
 * unpaid checkouts, conversations they took part in, messages, submissions, audit rows and every file
 * they own (rows in the transaction, bytes after it commits). Paid orders stay for the other
 * party, with this side null. Tasks assigned to them stay, unassigned.
 */
export async function deleteUser(db: Database, storage: Storage, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw notFound(accountTexts.userNotFound);
  if (user.isAdmin) throw forbidden(accountTexts.adminNotDeletable);

  const keys = await db.transaction(async (tx) => {
    // Their reviews leave other sellers' gigs: take their stars out of the totals first.
    await tx
      .update(gigs)
      .set({ totalStars: sql`${gigs.totalStars} - ${reviews.star}`, starNumber: sql`${gigs.starNumber} - 1` })
      .from(reviews)
      .where(and(eq(reviews.gigId, gigs.id), eq(reviews.userId, id), sql`${gigs.userId} <> ${id}`));
    // Unpaid checkouts are nobody's record; paid orders stay (their user columns become null).
    await tx.delete(orders).where(and(or(eq(orders.buyerId, id), eq(orders.sellerId, id)), eq(orders.isCompleted, false)));
    // Cascades remove sessions, gigs and their reviews, reviews, conversations, messages,
    // submissions and audit rows; tasks keep existing without an assignee.
    await tx.delete(users).where(eq(users.id, id));
    // A gig cover that a paid order shows stays (public, without an owner), like the order itself.
    const owned = await tx
      .delete(files)
      .where(and(eq(files.ownerId, id), sql`not exists (select 1 from ${orders} where ${orders.img} = ${files.id}::text and ${orders.isCompleted})`))
      .returning({ storageKey: files.storageKey });
    await tx.update(files).set({ ownerId: null }).where(eq(files.ownerId, id));
    return owned.map((f) => f.storageKey);
  });
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
