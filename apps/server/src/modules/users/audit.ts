import { desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@market/shared';
import type { Database } from '../../db/client.js';
import { userAudit } from '../../db/schema/audit.js';
import { users } from '../../db/schema/users.js';
import { findUserById } from './service.js';

const kycColumns = [
  ['idCardFront', 'idCardFrontFileId'],
  ['idCardBack', 'idCardBackFileId'],
  ['liveSelfie', 'liveSelfieFileId'],
  ['bankImg', 'bankImgFileId'],
] as const;

/** Records that an admin read a user's full record. */
export async function recordRecordRead(db: Database, adminId: string, userId: string) {
  await db.insert(userAudit).values({ adminId, userId, action: 'record' });
}

/** Records that an admin read one of a user's KYC images, naming which one. */
export async function recordKycFileRead(db: Database, adminId: string, file: { id: string; ownerId: string | null }) {
  if (!file.ownerId) return;
  const owner = await findUserById(db, file.ownerId);
  if (!owner) return;
  const field = kycColumns.find(([, column]) => owner[column] === file.id)?.[0] ?? null;
  await db.insert(userAudit).values({ adminId, userId: owner.id, action: 'file', field });
}

/** The latest audit entries about one user, newest first. */
export async function listAudit(db: Database, userId: string, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select({ id: userAudit.id, action: userAudit.action, field: userAudit.field, createdAt: userAudit.createdAt, adminId: users.id, adminName: users.username })
    .from(userAudit)
    .leftJoin(users, eq(users.id, userAudit.adminId))
    .where(eq(userAudit.userId, userId))
    .orderBy(desc(userAudit.createdAt), desc(userAudit.id))
    .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    admin: r.adminId && r.adminName ? { _id: r.adminId, username: r.adminName } : null,
    action: r.action,
    field: r.field,
    createdAt: r.createdAt.toISOString(),
  }));
}
