import { taskPoolTexts } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { fileIdOfUrl, findFiles } from '../files/index.js';

/**
 * Turns file URLs into ids for a pool's instructions (the admin's `task` uploads) or an answer
 * (the worker's `submission` uploads): each already held here, or an upload of this user for this
 * purpose that is attached to nothing yet. Repeats are dropped, order kept.
 */
export async function resolveFiles(db: Database | Transaction, urls: string[], rules: { current: string[]; ownerId: string; purpose: 'task' | 'submission' }): Promise<string[]> {
  const ids = [...new Set(urls.map(fileIdOfUrl))];
  const fresh = ids.filter((id) => !rules.current.includes(id));
  if (fresh.length === 0) return ids;
  const rows = await findFiles(db as Database, fresh);
  const usable = rows.filter((r) => r.ownerId === rules.ownerId && r.purpose === rules.purpose && r.attachedAt === null);
  if (usable.length !== fresh.length) throw badRequest(taskPoolTexts.badFile, { files: taskPoolTexts.badFile });
  return ids;
}
