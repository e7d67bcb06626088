import { eq, sql } from 'drizzle-orm';
import { texts } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { tooLarge } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';

// The first half of the advisory lock key of "one owner's uploads" (the second is the owner's hash).
const quotaLockSpace = 91_090;

/**
 * How many bytes of stored files a user may own: admins have no allowance (they attach the
 * documents of every task), verified users the larger one, everyone else the smaller one.
 */
export function storageAllowance(user: Pick<SessionUser, 'isAdmin' | 'isVerified'>, config: Pick<Config, 'storageQuotaBytes' | 'storageQuotaUnverifiedBytes'>): number | null {
  if (user.isAdmin) return null;
  return user.isVerified ? config.storageQuotaBytes : config.storageQuotaUnverifiedBytes;
}

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
const quotaFull = (allowance: number) => tooLarge(texts.storageQuotaFull(megabytes(allowance)));

/** The bytes of every file this owner has stored (attached or not). */
async function storedBytesOf(db: Database | Transaction, ownerId: string): Promise<number> {
  const [row] = await db.select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)::float8` }).from(files).where(eq(files.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

/** A quick refusal before any image work, for an owner whose allowance is already used up (not a guarantee: see holdAllowance). */
export async function checkAllowanceLeft(db: Database, ownerId: string, allowance: number | null): Promise<void> {
  if (allowance !== null && (await storedBytesOf(db, ownerId)) >= allowance) throw quotaFull(allowance);
}

/**
 * In the transaction that inserts the owner's new file: takes the owner's lock (held until the
 * commit, so two uploads of one owner are counted one after the other, never both against the same
 * total) and refuses with 413 a file that would take the owner past the allowance.
 */
export async function holdAllowance(tx: Transaction, ownerId: string, adding: number, allowance: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${quotaLockSpace}::int, hashtext(${ownerId}))`);
  if ((await storedBytesOf(tx, ownerId)) + adding > allowance) throw quotaFull(allowance);
}
