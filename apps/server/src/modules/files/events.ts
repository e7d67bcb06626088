import { afterCommit, inTransaction } from '../../platform/events.js';
import { deleteFilesOf } from './service.js';

/** The files module's reactions: a deleted user's files go; the bytes of deleted rows leave the storage after the commit. */
export const filesSubscriptions = [
  // Runs after the modules whose rows point at the user's files (gigs) have removed them (wiring order).
  inTransaction('user.deleted', 'files.remove-owners-files', (tx, e) => deleteFilesOf(tx, e.payload.userId)),
  afterCommit('files.deleted', 'files.remove-bytes', async (event, ctx) => {
    // Removing a key that is already gone succeeds, so a second delivery is harmless.
    await Promise.all(event.payload.storageKeys.map((key) => ctx.storage.remove(key)));
  }),
];
