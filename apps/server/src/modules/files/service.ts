import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { Storage } from '../../lib/storage.js';

export type SaveFileInput = {
  ownerId: string | null;
  purpose: string;
  visibility: 'public' | 'private';
  name: string;
  mimeType: string;
  data: Buffer;
};

const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** Stores already-checked bytes and records them; the key is made here, never from the client's file name. */
export async function saveFile(db: Database, storage: Storage, input: SaveFileInput) {
  const id = uuidv7();
  const storageKey = `${input.purpose}/${id}.${extensionOf[input.mimeType] ?? 'bin'}`;
  await storage.put(storageKey, input.data);
  try {
    const [row] = await db
      .insert(files)
      .values({ id, ownerId: input.ownerId, purpose: input.purpose, visibility: input.visibility, name: input.name, mimeType: input.mimeType, size: input.data.length, storageKey })
      .returning();
    return row;
  } catch (err) {
    // No orphan bytes when the row cannot be written.
    await storage.remove(storageKey);
    throw err;
  }
}
