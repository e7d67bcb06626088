import { taskPoolTexts, type UploadedFile } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { fileIdOfUrl, findFiles, toUploadedFile } from '../files/index.js';

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

/** The upload records of many objects' files in one query, by id. */
export async function uploadsById(db: Database, ids: string[]): Promise<Map<string, UploadedFile>> {
  const rows = await findFiles(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, toUploadedFile(r)]));
}

export const uploadsOf = (ids: string[], byId: Map<string, UploadedFile>): UploadedFile[] => ids.flatMap((id) => byId.get(id) ?? []);
