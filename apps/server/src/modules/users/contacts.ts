import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { userProfiles } from '../../db/schema/user-profiles.js';
import { users } from '../../db/schema/users.js';

/**
 * `securityEmail`: where security mail goes. The address itself once verified; while a new address
 * waits for its link, the last address the user verified (someone who took over a session and
 * changed the address must not receive the owner's security mail), or the address itself if none
 * ever was.
 */
export type UserContact = { id: string; username: string; email: string; emailVerified: boolean; securityEmail: string; language: Language };

/** Names, addresses and languages of users (what notifications and their e-mail need), one query for several. */
export async function userContacts(db: Database | Transaction, ids: string[]): Promise<Map<string, UserContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, emailVerified: users.emailVerified, verifiedEmail: users.verifiedEmail, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map(({ verifiedEmail, ...r }) => [r.id, { ...r, securityEmail: r.emailVerified ? r.email : (verifiedEmail ?? r.email) }]),
  );
}

/** The language each of these users reads the product in (one query for several; a user who is gone is missing). */
export async function languagesOf(db: Database | Transaction, ids: string[]): Promise<Map<string, Language>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: userProfiles.id, language: userProfiles.language }).from(userProfiles).where(inArray(userProfiles.id, unique));
  return new Map(rows.map((r) => [r.id, r.language]));
}

/** The admins' ids (they review submitted work). */
export async function adminIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  return rows.map((r) => r.id);
}

/** Marks the address verified, if it is still the user's address (case aside); it becomes the last verified one. */
export async function markEmailVerified(tx: Database | Transaction, userId: string, email: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ emailVerified: true, verifiedEmail: sql`${users.email}` })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${email})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets a new address, not yet verified (the last verified one stays known for security mail). */
export async function setEmail(tx: Database | Transaction, userId: string, email: string): Promise<void> {
  await tx.update(users).set({ email, emailVerified: false }).where(eq(users.id, userId));
}
