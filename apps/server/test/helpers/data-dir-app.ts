import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { claimDataDir, serverName, type DataDirClaim } from '../../src/db/data-dir-socket.js';
import { createEmbeddedDatabase, openEmbeddedDatabase, snapshotOf } from '../../src/db/embedded.js';
import { LocalDiskStorage, uploadsDir } from '../../src/lib/storage.js';
import type { App } from '../../src/types.js';
import { freshDatabase } from './database.js';

export type DataDirApp = {
  app: App;
  db: Database;
  storage: LocalDiskStorage;
  config: Config;
  /** The environment a command (npm run backup...) run against this app gets. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * The whole app on a data folder of its own, as `src/server.ts` runs it: the embedded database in
 * DATA_DIR/db (claimed, serving snapshots), or a fresh PostgreSQL database on that project.
 */
export async function startDataDirApp(): Promise<DataDirApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-data-dir-'));
  // PORT 1: nothing listens there, so the commands' running-server check finds no other server.
  const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '1', JOBS_POLL_SECONDS: '3600' };
  let database: DatabaseHandle;
  let claim: DataDirClaim | null = null;
  if (process.env.TEST_DB_KIND === 'postgres') {
    const fresh = await freshDatabase();
    env.DATABASE_URL = fresh.url!;
    database = fresh;
  } else {
    // The run's migrated template, loaded as a restore loads a snapshot: faster than a new database.
    await createEmbeddedDatabase(dataDir, new Blob([readFileSync(inject('pgliteTemplate'))]));
    claim = await claimDataDir(dataDir, serverName);
    const client = await openEmbeddedDatabase(dataDir);
    database = await openDatabase({ pglite: client });
    claim.serveSnapshots(() => snapshotOf(client));
  }
  const config = loadConfig(env);
  const storage = new LocalDiskStorage(uploadsDir(dataDir));
  const app = await buildApp({ config, db: database.db, storage, logger: false, webRoot: join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    db: database.db,
    storage,
    config,
    env,
    close: async () => {
      await app.close();
      await database.close();
      await claim?.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
