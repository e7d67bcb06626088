import type { Database } from '../db/client.js';
import type { Storage } from '../lib/storage.js';

export type SeedDeps = { db: Database; storage: Storage; log: (line: string) => void };

/** Seeds the demo marketplace when the database has no users yet. */
export async function seedDemoIfEmpty(_deps: SeedDeps): Promise<void> {}
