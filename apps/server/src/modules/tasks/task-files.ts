import { and, ne, sql } from 'drizzle-orm';
import { taskTexts } from '@market/shared';
import type { Database } from '../../db/client.js';
import { submissions } from '../../db/schema/submissions.js';
import { tasks } from '../../db/schema/tasks.js';
import { badRequest } from '../../lib/errors.js';
import { fileIdOfUrl, ownedFileIds } from '../files/index.js';

type FileListRules = {
  /** The files already attached to this object: kept whoever uploaded them. */
  current: string[];
  /** New files must be uploads of this user for this purpose... */
  ownerId: string;
  purpose: 'task' | 'submission';
  /** ...that no other task (or submission) holds yet; this object's own id is excluded. */
  selfId: string | null;
};

/**
 * Turns the client's file URLs into file ids, checking each: either already attached here, or an
 * upload of this user for this purpose that nothing else holds. Repeats are dropped, order kept.
 */
export async function resolveFileUrls(db: Database, urls: string[], rules: FileListRules): Promise<string[]> {
  const ids = [...new Set(urls.map(fileIdOfUrl))];
  const fresh = ids.filter((id) => !rules.current.includes(id));
  if (fresh.length === 0) return ids;

  const owned = await ownedFileIds(db, rules.ownerId, rules.purpose, fresh);
  if (owned.size !== fresh.length) throw badRequest(taskTexts.badFile, { files: taskTexts.badFile });

  const table = rules.purpose === 'task' ? tasks : submissions;
  const overlap = sql`${table.fileIds} && array[${sql.join(
    fresh.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const taken = await db
    .select({ id: table.id })
    .from(table)
    .where(rules.selfId ? and(overlap, ne(table.id, rules.selfId)) : overlap)
    .limit(1);
  if (taken.length > 0) throw badRequest(taskTexts.fileInUse, { files: taskTexts.fileInUse });
  return ids;
}
