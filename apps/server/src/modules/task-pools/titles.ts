import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { taskPools } from '../../db/schema/task-pools.js';

/** Pools' titles by id (for notices), in one query. */
export async function poolTitles(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: taskPools.id, title: taskPools.title }).from(taskPools).where(inArray(taskPools.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
