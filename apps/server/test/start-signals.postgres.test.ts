import { afterAll, beforeAll, describe, it } from 'vitest';
import { freshDatabase } from './helpers/database.js';
import { buildOnce, cleanUp, dataFolder, stopsWith } from './helpers/start-process.js';

// WEB_CONCURRENCY above 1 needs PostgreSQL: this file runs in the PostgreSQL project only.
beforeAll(() => buildOnce(), 300_000);
afterAll(cleanUp);

describe('stopping npm start with WEB_CONCURRENCY=2', () => {
  it('SIGTERM to `npm start` stops the primary and both workers; the port is free', async () => {
    const database = await freshDatabase({ poolSize: 1 });
    const env = { DATA_DIR: dataFolder(), DATABASE_URL: database.url!, WEB_CONCURRENCY: '2' };
    try {
      await stopsWith('npm', ['start'], 'SIGTERM', env, 2);
    } finally {
      // Dropped only now: the app used it.
      await database.close();
    }
  }, 180_000);
});
