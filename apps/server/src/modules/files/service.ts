import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { texts, type UploadedFile } from '@market/shared';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { publish } from '../../platform/events.js';
import { keptFiles } from './policy.js';
import { badRequest, tooLarge, unsupportedType } from '../../lib/errors.js';
import { cleanFileName, detectFileType, extensionFor } from '../../lib/file-checks.js';
import { defaultMaxImageDimension, processImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import { checkAllowanceLeft, holdAllowance } from './quota.js';
import { fileUrl } from './urls.js';
import { imageQueueFor } from './work-queue.js';

export type FileRow = typeof files.$inferSelect;

export type SaveFileInput = {
  ownerId: string | null;
  purpose: string;
  visibility: 'public' | 'private';
  name: string;
  mimeType: string;
  data: Buffer;
  /**
   * Whether something already holds the file (default true: registration and the demo seed save
   * the reference with the file). A direct upload is not attached until a gig, a user, a task or a
   * submission saves it (attachFiles); the cleanup deletes it if that never happens.
   */
  attached?: boolean;
  /** The owner's storage allowance in bytes, checked with the insert; none when absent or null. */
  allowanceBytes?: number | null;
};

/**
 * Stores already-checked bytes and records them; the key is made here, never from the client's
 * file name. The bytes are complete under their key before the row exists (see Storage.put), so a
 * row never points at half a file; a crash between the two leaves bytes without a row, which the
 * files cleanup removes.
 */
export async function saveFile(db: Database, storage: Storage, input: SaveFileInput) {
  const id = uuidv7();
  const storageKey = `${input.purpose}/${id}.${extensionFor(input.mimeType)}`;
  const { ownerId, allowanceBytes } = input;
  const insert = async (q: Database | Transaction) => {
    const [row] = await q
      .insert(files)
      .values({
        id,
        ownerId,
        purpose: input.purpose,
        visibility: input.visibility,
        name: input.name,
        mimeType: input.mimeType,
        size: input.data.length,
        storageKey,
        attachedAt: input.attached === false ? null : new Date(),
      })
      .returning();
    return row;
  };
  await storage.put(storageKey, input.data);
  try {
    // Only a checked allowance needs a transaction (its lock is held until the commit); without
    // one, the insert runs alone, so callers already in a transaction (registration, the seed)
    // pay no savepoint per file.
    if (!ownerId || allowanceBytes == null) return await insert(db);
    return await db.transaction(async (tx) => {
      await holdAllowance(tx, ownerId, input.data.length, allowanceBytes);
      return insert(tx);
    });
  } catch (err) {
    // No orphan bytes when the row cannot be written.
    await storage.remove(storageKey);
    throw err;
  }
}

/**
 * Marks files as held by the caller's object, in the transaction that saves their ids (a gig's
 * images, an avatar, a task's or a submission's files), so the cleanup never takes them. A file
 * whose row is gone (an unattached upload the cleanup removed meanwhile) refuses the save with 400.
 */
export async function attachFiles(tx: Transaction, ids: string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  // Updating every row (not only unattached ones) locks each: a cleanup deleting one waits, then sees it attached.
  const rows = await tx
    .update(files)
    .set({ attachedAt: sql`coalesce(${files.attachedAt}, now())` })
    .where(inArray(files.id, wanted))
    .returning({ id: files.id });
  if (rows.length < wanted.length) throw badRequest(texts.fileGone);
}

type PurposeRule = {
  /** Which kinds of file the purpose takes: images are always re-encoded, documents are stored as sent. */
  accepts: readonly ('image' | 'document' | 'archive')[];
  visibility: 'public' | 'private';
  /** A smaller cap than config.uploadMaxBytes, which is always the ceiling. */
  maxBytes?: number;
  /** The longest side of the stored image. */
  maxDimension?: number;
};

const MB = 1024 * 1024;
const images = ['image'] as const;
const imagesAndDocuments = ['image', 'document'] as const;
const deliverables = ['image', 'document', 'archive'] as const;

/**
 * What each upload purpose accepts and who may read the result (DESIGN.md section 3).
 * A new purpose is one line here; POST /api/uploads offers only the shared `uploadPurposes`,
 * so server-only purposes (e.g. `kyc: { accepts: images, visibility: 'private' }` for the
 * registration images) can be stored through storeUpload without being uploadable directly.
 */
export const purposeRules = {
  avatar: { accepts: images, visibility: 'public', maxBytes: 5 * MB, maxDimension: 1024 },
  gig: { accepts: images, visibility: 'public' },
  task: { accepts: imagesAndDocuments, visibility: 'private' },
  submission: { accepts: images, visibility: 'private' },
  // Order requirements and delivered work: private to the order's two parties and admins.
  delivery: { accepts: deliverables, visibility: 'private' },
  // Registration images (ID card, selfie, bank image): never uploadable on their own.
  kyc: { accepts: images, visibility: 'private' },
} as const satisfies Record<string, PurposeRule>;

export type StorePurpose = keyof typeof purposeRules;

export type UploadDeps = {
  db: Database;
  storage: Storage;
  config: Pick<Config, 'uploadMaxBytes' | 'imageMaxPixels' | 'imageMaxFrames' | 'imageTimeoutSeconds' | 'imageWorkers' | 'imageQueueLength' | 'imageQueuePerUser'>;
};

export type StoreUploadInput = {
  ownerId: string | null;
  purpose: StorePurpose;
  /** The client's file name, used only for display after cleaning. */
  fileName: string | undefined;
  data: Buffer;
};

/** The largest upload, in bytes, a purpose accepts under this configuration. */
export function uploadLimit(config: Pick<Config, 'uploadMaxBytes'>, purpose: StorePurpose): number {
  const rule: PurposeRule = purposeRules[purpose];
  return Math.min(rule.maxBytes ?? Infinity, config.uploadMaxBytes);
}

/** An upload checked and re-encoded, ready for saveFile. */
export type PreparedUpload = Omit<SaveFileInput, 'ownerId'>;

/**
 * Checks an upload for its purpose (size, type by magic bytes) and re-encodes images, without
 * storing anything. Image work waits its turn in the app's fair queue under `queueKey` (the
 * uploader; without one, the upload is a lane of its own). Throws 413 (too big, too many pixels or
 * frames, too slow), 415 (type not allowed), 400 (damaged image) or 503 (the queue is full).
 */
export async function prepareUpload(deps: Pick<UploadDeps, 'config'>, input: Omit<StoreUploadInput, 'ownerId'> & { queueKey?: string }): Promise<PreparedUpload> {
  const rule: PurposeRule = purposeRules[input.purpose];
  if (input.data.length > uploadLimit(deps.config, input.purpose)) throw tooLarge(texts.fileTooLarge);

  const detected = await detectFileType(input.data);
  if (!detected || !rule.accepts.includes(detected.kind)) throw unsupportedType(texts.fileWrongType);

  let data = input.data;
  let mimeType: string = detected.mimeType;
  if (detected.kind === 'image') {
    const { config } = deps;
    const image = await imageQueueFor(config).run(input.queueKey ?? `once:${uuidv7()}`, () =>
      processImage(input.data, {
        maxPixels: config.imageMaxPixels,
        maxFrames: config.imageMaxFrames,
        timeoutSeconds: config.imageTimeoutSeconds,
        maxDimension: rule.maxDimension ?? defaultMaxImageDimension,
      }),
    );
    data = image.data;
    mimeType = image.mimeType;
  }
  return { purpose: input.purpose, visibility: rule.visibility, name: cleanFileName(input.fileName, mimeType), mimeType, data };
}

/**
 * Checks, re-encodes (see prepareUpload) and stores a direct upload, unattached, within the
 * owner's allowance (413 past it; an owner already at it is refused before any image work).
 */
export async function storeUpload(deps: UploadDeps, input: StoreUploadInput & { ownerId: string; allowanceBytes: number | null }): Promise<FileRow> {
  await checkAllowanceLeft(deps.db, input.ownerId, input.allowanceBytes);
  const prepared = await prepareUpload(deps, { ...input, queueKey: input.ownerId });
  return saveFile(deps.db, deps.storage, { ...prepared, ownerId: input.ownerId, attached: false, allowanceBytes: input.allowanceBytes });
}

/** The upload answer of DESIGN.md section 3. */
export function toUploadedFile(row: FileRow): UploadedFile {
  return { _id: row.id, url: fileUrl(row.id), name: row.name, type: row.mimeType, size: row.size };
}

/** One stored file's row, or null. */
export async function findFile(db: Database, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

/** Stored files by id (any order); ids with no row are simply missing from the answer. */
export async function findFiles(db: Database, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

/** The upload answers of many objects' files in one query, keyed by file id. */
export async function uploadedFilesById(db: Database, ids: string[]): Promise<Map<string, UploadedFile>> {
  const rows = await findFiles(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, toUploadedFile(r)]));
}

/** One object's files in its stored order (a file whose row is gone is left out). */
export const uploadedFilesIn = (ids: string[], byId: Map<string, UploadedFile>): UploadedFile[] => ids.flatMap((id) => byId.get(id) ?? []);

/**
 * Deletes file rows inside the caller's transaction and announces `files.deleted`: the stored bytes
 * are removed after the commit (durably, from the outbox), so a rollback never leaves rows
 * pointing at deleted bytes, and a crash after the commit still removes them. Answers how many went.
 */
export async function deleteFileRows(tx: Transaction, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx.delete(files).where(inArray(files.id, ids)).returning({ storageKey: files.storageKey });
  if (rows.length) await publish(tx, 'files.deleted', { storageKeys: rows.map((r) => r.storageKey) });
  return rows.length;
}

/**
 * Files their holder no longer shows (a gig's replaced pictures, a replaced avatar, a deleted
 * user's uploads): the rows go (bytes after the commit), except those another module keeps (a paid
 * order's cover), which stay without an owner. Either way they stop counting toward the owner's
 * storage allowance.
 */
export async function releaseFiles(tx: Transaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const kept = new Set(await keptFiles(tx, ids));
  await deleteFileRows(tx, ids.filter((id) => !kept.has(id)));
  if (kept.size) await tx.update(files).set({ ownerId: null }).where(inArray(files.id, [...kept]));
}

/** A deleted user's files: see releaseFiles. */
export async function deleteFilesOf(tx: Transaction, ownerId: string): Promise<void> {
  const owned = (await tx.select({ id: files.id }).from(files).where(eq(files.ownerId, ownerId))).map((f) => f.id);
  await releaseFiles(tx, owned);
}

/** Which of these ids are uploads of this owner for this purpose (gig images, task files...). */
export async function ownedFileIds(db: Database | Transaction, ownerId: string, purpose: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(and(inArray(files.id, ids), eq(files.ownerId, ownerId), eq(files.purpose, purpose)));
  return new Set(rows.map((r) => r.id));
}
