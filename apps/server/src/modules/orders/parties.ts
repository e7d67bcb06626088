import { inArray } from 'drizzle-orm';
import { orderTexts } from '@market/shared';
import type { Database } from '../../db/client.js';
import { avatarUrl } from '../files/index.js';
import { userProfiles as users } from '../users/index.js';

export type OrderPartyView = { _id: string | null; username: string; img: string };

/** The parties of some orders in one query: a lookup from user id to name and picture ('Deleted user' once gone). */
export async function partiesOf(db: Database, ids: (string | null)[]): Promise<(id: string | null) => OrderPartyView> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length ? await db.select({ id: users.id, username: users.username, imgFileId: users.imgFileId }).from(users).where(inArray(users.id, wanted)) : [];
  const byId = new Map(rows.map((u) => [u.id, { _id: u.id, username: u.username, img: avatarUrl(u.imgFileId) }]));
  return (id) => (id && byId.get(id)) || { _id: null, username: orderTexts.deletedUser, img: avatarUrl(null) };
}
