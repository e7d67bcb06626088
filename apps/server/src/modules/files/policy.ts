import type { Database, Transaction } from '../../db/client.js';
import type { SessionUser } from '../../plugins/auth.js';
import type { FileRow } from './service.js';

/** Who may upload for a purpose: task files only admins, delivered work only verified workers. */
export { canUploadFor } from '@market/shared';
export { storageAllowance } from './quota.js';

/**
 * What the module that holds private files of a purpose says about them: who else may read one
 * (the assignee of a task's files and work), and what a read leaves behind (an admin's look at
 * identity documents goes to the user's audit). Registered by the composition root (wiring.ts),
 * so the files module imports none of the modules that store files.
 */
export type FilePurposeRules = {
  mayRead?(db: Database, user: SessionUser, file: FileRow): Promise<boolean>;
  onRead?(db: Database, user: SessionUser, file: FileRow): Promise<void>;
};

const rulesByPurpose = new Map<string, FilePurposeRules>();

export function setFilePurposeRules(purpose: string, rules: FilePurposeRules): void {
  rulesByPurpose.set(purpose, rules);
}

/**
 * Whether this user may read this file: public files anyone; private ones their owner, admins,
 * and whoever the module holding the file allows.
 */
export async function canReadFile(db: Database, user: SessionUser | null, file: FileRow): Promise<boolean> {
  if (file.visibility === 'public') return true;
  if (!user) return false;
  if (user.isAdmin || (file.ownerId !== null && file.ownerId === user.id)) return true;
  const mayRead = rulesByPurpose.get(file.purpose)?.mayRead;
  return mayRead ? mayRead(db, user, file) : false;
}

/** Runs the holding module's trace of a read (after canReadFile allowed it). */
export async function recordFileRead(db: Database, user: SessionUser | null, file: FileRow): Promise<void> {
  const onRead = rulesByPurpose.get(file.purpose)?.onRead;
  if (user && onRead) await onRead(db, user, file);
}

/**
 * Which of a deleted owner's files outlive them because another module's record shows them (a paid
 * order's cover). Registered by the composition root; none without it.
 */
type FileKeeper = (tx: Transaction, fileIds: string[]) => Promise<string[]>;
let keeper: FileKeeper = async () => [];

export function setFileKeeper(keep: FileKeeper): void {
  keeper = keep;
}

export const keptFiles = (tx: Transaction, fileIds: string[]) => (fileIds.length ? keeper(tx, fileIds) : Promise.resolve([]));
