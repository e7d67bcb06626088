import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loggerOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { LocalDiskStorage, uploadsDir, type Storage } from '../../src/lib/storage.js';
import type { RedisLink } from '../../src/lib/redis.js';
import type { JobHandler } from '../../src/platform/jobs.js';
import type { App } from '../../src/types.js';
import { freshDatabase } from './database.js';
import { testLogStream } from './test-log.js';

export type TestContext<S extends Storage = LocalDiskStorage> = { app: App; db: Database; config: Config; storage: S; close: () => Promise<void> };

/** The whole app on a fresh database and a temporary data folder; call close() in afterAll. */
export async function createTestApp<S extends Storage = LocalDiskStorage>(
  env: Record<string, string> = {},
  opts: { webRoot?: string; extraJobHandlers?: JobHandler[]; redis?: RedisLink; storage?: S } = {},
): Promise<TestContext<S>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await freshDatabase();
  const storage = (opts.storage ?? new LocalDiskStorage(uploadsDir(dataDir))) as S;
  // Every test app logs with the app's serializers, at debug so the one line per request (its
  // URL) is written too, to a file that `npm run test:unit` then searches for personal data
  // (scripts/check-test-logs.mjs).
  const log = testLogStream();
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    logger: loggerOptions('debug', log),
    webRoot: opts.webRoot ?? join(dataDir, 'no-web'),
    extraJobHandlers: opts.extraJobHandlers,
    redis: opts.redis,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    storage,
    close: async () => {
      await app.close();
      await database.close();
      await log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on the same database, files and settings, as another process of one deployment
 * would be (its own memory, its own Redis link); closed by the caller before `t.close()`.
 */
export async function createPeerApp(t: TestContext<Storage>, opts: { redis?: RedisLink; storage?: Storage } = {}): Promise<App> {
  const app = await buildApp({ config: t.config, db: t.db, storage: opts.storage ?? t.storage, logger: false, webRoot: join(t.config.dataDir, 'no-web'), redis: opts.redis });
  await app.ready();
  return app;
}

/**
 * Waits until the app has handed every committed event to its after-commit subscribers and run
 * every due job (bytes of deleted files removed, live events sent): a state, not a delay.
 */
export async function settled(app: App): Promise<void> {
  await app.platform.dispatcher.idle();
  await app.platform.jobs.idle();
}
