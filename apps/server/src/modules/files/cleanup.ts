import { and, asc, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import type { Storage } from '../../lib/storage.js';
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
 * Bytes under keys no row names, older than the grace period (an upload between its rename and its
 * insert is younger), and the leftovers of writes a crash interrupted.
 */
async function removeBytesWithoutRows(db: Database, storage: Storage, before: Date): Promise<{ removed: number; interrupted: number }> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const known = new Set((await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, batch))).map((r) => r.key));
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.remove(key);
      removed++;
    }
    batch = [];
  };
  for await (const entry of storage.list()) {
    if (entry.modifiedAt >= before) continue;
    batch.push(entry.key);
    if (batch.length >= batchSize) await sweep();
  }
  if (batch.length) await sweep();
  return { removed, interrupted: await storage.removeInterruptedWrites(before) };
}

/**
 * Rows whose bytes are gone (lost outside the app: a restore without the uploads folder, a
 * manual removal). They are logged, not deleted: gigs, users, tasks, orders may still name them,
 * reads of them answer 404 either way, and putting the bytes back from a backup mends them.
 */
async function findRowsWithoutBytes(db: Database, storage: Storage): Promise<{ id: string; storageKey: string }[]> {
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
    const count = await db.transaction(async (tx) => {
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
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/** One pass of the files cleanup (the job below; also callable from tests and scripts). */
export async function cleanUpFiles(ctx: Pick<PlatformContext, 'db' | 'storage' | 'config' | 'log'>): Promise<CleanupReport> {
  const { db, storage, config, log } = ctx;
  const unattached = await deleteUnattached(db, hoursAgo(config.filesUnattachedHours));
  const { removed, interrupted } = await removeBytesWithoutRows(db, storage, hoursAgo(config.filesOrphanGraceHours));
  const missing = await findRowsWithoutBytes(db, storage);
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
