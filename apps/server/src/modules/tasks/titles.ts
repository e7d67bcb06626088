import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tasks } from '../../db/schema/tasks.js';

/** Task titles by id (what notifications name). */
export async function taskTitles(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: tasks.id, title: tasks.title }).from(tasks).where(inArray(tasks.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
