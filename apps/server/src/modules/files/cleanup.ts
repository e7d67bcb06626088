import { and, asc, count, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import type { Storage, StoredEntry } from '../../lib/storage.js';
import type { PlatformContext } from '../../platform/context.js';
import type { JobHandler } from '../../platform/jobs.js';
import { deleteFileRows } from './service.js';

const batchSize = 500;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

export type CleanupReport = {
  /** Stored bytes that no row points at, removed. */
  bytesWithoutRow: number;
  /** Leftovers of interrupted writes, removed. */
  interruptedWrites: number;
  /** Rows whose bytes are missing, reported and kept. */
  rowsWithoutBytes: number;
  /** Uploads that nothing attached in time, deleted with their bytes. */
  unattached: number;
};

/**
 * One walk over the storage: removes bytes under keys no row names, older than the grace period
 * (an upload between its rename and its insert is younger), and the leftovers of writes a crash
 * interrupted. Answers too how many listed keys have a row created before `walkStart`, for
 * findRowsWithoutBytes.
 */
async function sweepStorage(db: Database, storage: Storage, before: Date, walkStart: Date): Promise<{ removed: number; interrupted: number; withRow: number }> {
  let removed = 0;
  let interrupted = 0;
  let withRow = 0;
  let batch: StoredEntry[] = [];
  const sweep = async () => {
    const keys = batch.map((entry) => entry.key);
    const rows = await db.select({ key: files.storageKey, createdAt: files.createdAt }).from(files).where(inArray(files.storageKey, keys));
    const known = new Set(rows.map((r) => r.key));
    withRow += rows.filter((r) => r.createdAt < walkStart).length;
    for (const entry of batch) {
      if (known.has(entry.key) || entry.modifiedAt >= before) continue;
      await storage.remove(entry.key);
      removed++;
    }
    batch = [];
  };
  for await (const entry of storage.list()) {
    if (entry.interrupted) {
      if (entry.modifiedAt < before) {
        await storage.remove(entry.key);
        interrupted++;
      }
      continue;
    }
    batch.push(entry);
    if (batch.length >= batchSize) await sweep();
  }
  if (batch.length) await sweep();
  return { removed, interrupted, withRow };
}

/**
 * Rows whose bytes are gone (lost outside the app: a restore without the uploads folder, a
 * manual removal). They are logged, not deleted: gigs, users, tasks, orders may still name them,
 * reads of them answer 404 either way, and putting the bytes back from a backup mends them.
 * When the walk found the bytes of every row older than itself, none is missing and no row is
 * looked at again (the usual run); otherwise each row's bytes are looked for, a batch at a time.
 * (A row deleted during the walk can hide a missing one until the next run.)
 */
async function findRowsWithoutBytes(db: Database, storage: Storage, walkStart: Date, keysWithRow: number): Promise<{ id: string; storageKey: string }[]> {
  const [{ rows: olderRows }] = await db.select({ rows: count() }).from(files).where(lt(files.createdAt, walkStart));
  if (olderRows <= keysWithRow) return [];
  const missing: { id: string; storageKey: string }[] = [];
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; storageKey: string }[] = await db
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(after ? gt(files.id, after) : undefined)
      .orderBy(asc(files.id))
      .limit(batchSize);
    const present = await Promise.all(rows.map((r) => storage.exists(r.storageKey)));
    rows.forEach((row, i) => {
      if (!present[i]) missing.push(row);
    });
    if (rows.length < batchSize) return missing;
    after = rows[rows.length - 1].id;
  }
}

/**
 * Uploads that no gig, user, task or submission attached within the allowed time: their rows go
 * (a batch per transaction) and `files.deleted` removes their bytes after each commit.
 */
async function deleteUnattached(db: Database, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      // Locked until the commit, so no owner attaches one meanwhile (attachFiles waits, then finds
      // it gone); rows an owner is attaching right now are passed over: they stay, attached.
      const stale = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(isNull(files.attachedAt), lt(files.createdAt, before)))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return deleteFileRows(tx, stale.map((r) => r.id));
    });
    deleted += gone;
    if (gone < batchSize) return deleted;
  }
}

/** One pass of the files cleanup (the job below; also callable from tests and scripts). */
export async function cleanUpFiles(ctx: Pick<PlatformContext, 'db' | 'storage' | 'config' | 'log'>): Promise<CleanupReport> {
  const { db, storage, config, log } = ctx;
  const unattached = await deleteUnattached(db, hoursAgo(config.filesUnattachedHours));
  const walkStart = new Date();
  const { removed, interrupted, withRow } = await sweepStorage(db, storage, hoursAgo(config.filesOrphanGraceHours), walkStart);
  const missing = await findRowsWithoutBytes(db, storage, walkStart, withRow);
  if (missing.length) {
    log.error({ count: missing.length, files: missing.slice(0, 20) }, 'files cleanup: stored files are missing their bytes (rows kept; restore the bytes from a backup)');
  }
  const report = { bytesWithoutRow: removed, interruptedWrites: interrupted, rowsWithoutBytes: missing.length, unattached };
  if (removed || interrupted || unattached) log.info(report, 'files cleanup');
  return report;
}

/** Runs the cleanup every FILES_CLEANUP_SECONDS (an hour by default), in one process at a time. */
export const filesCleanupJob: JobHandler = {
  type: 'files.cleanup',
  everySeconds: (config) => config.filesCleanupSeconds,
  async handle(_payload, ctx) {
    await cleanUpFiles(ctx);
  },
};
