import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

/** Verified workers with at least one of these skills (told when a pool for them opens). */
export async function verifiedWorkersWithSkills(db: Database, skills: string[]): Promise<string[]> {
  if (skills.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isVerified, true), sql`${users.skills} && ${sql`array[${sql.join(skills.map((s) => sql`${s}`), sql`, `)}]::text[]`}`));
  return rows.map((r) => r.id);
}

/** Whether the user exists and is a verified worker (admins block only workers). */
export async function isVerifiedWorker(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ verified: users.isVerified }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row?.verified;
}
