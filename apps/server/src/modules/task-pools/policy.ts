import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { FileRow } from '../files/index.js';
import type { SessionUser } from '../../plugins/auth.js';

/**
 * The files module's question for a pool's files: a pool's instructions are read by verified
 * workers once it is published; an answer's files by the worker who gave them (and admins, whom
 * the files module lets read every file). Uses the GIN indexes on file_ids.
 */
export async function mayReadPoolFile(db: Database, user: SessionUser, file: FileRow): Promise<boolean> {
  if (!user.isVerified) return false;
  const holds = file.purpose === 'task'
    ? sql`select 1 from task_pools where file_ids @> array[${file.id}]::uuid[] and status <> 'draft' limit 1`
    : sql`select 1 from task_answers where file_ids @> array[${file.id}]::uuid[] and file_ids <> '{}' and worker_id = ${user.id} limit 1`;
  return rowsOf(await db.execute(holds)).length > 0;
}
