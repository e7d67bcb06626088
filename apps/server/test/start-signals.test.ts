import { afterAll, beforeAll, describe, it } from 'vitest';
import { freshDatabase } from './helpers/database.js';
import { buildOnce, cleanUp, dataFolder, stopsWith } from './helpers/start-process.js';

// Stopped by a signal, `npm start` must take the server with it, so the port and the embedded
// database's folder are free for the next start. On the PostgreSQL run the app uses PostgreSQL.
const npmStart = ['npm', ['start']] as const;
const nodeStart = [process.execPath, ['--max-semi-space-size=32', 'scripts/start.mjs']] as const;

beforeAll(() => buildOnce(), 300_000);
afterAll(cleanUp);

describe('stopping the app started with npm start', () => {
  it('SIGTERM to `npm start` stops the server; the port and the data folder are free for the next start, which SIGINT stops', async () => {
    const database = await freshDatabase({ poolSize: 1 });
    const env = { DATA_DIR: dataFolder(), ...(database.url ? { DATABASE_URL: database.url } : {}) };
    try {
      await stopsWith(...npmStart, 'SIGTERM', env, 1);
      await stopsWith(...npmStart, 'SIGINT', env, 1);
    } finally {
      // Dropped only now: the app used it.
      await database.close();
    }
  }, 180_000);

  it('SIGINT and SIGTERM to `node scripts/start.mjs` (what a process manager runs) stop it', async () => {
    const database = await freshDatabase({ poolSize: 1 });
    const env = { DATA_DIR: dataFolder(), ...(database.url ? { DATABASE_URL: database.url } : {}) };
    try {
      await stopsWith(...nodeStart, 'SIGINT', env, 1);
      await stopsWith(...nodeStart, 'SIGTERM', env, 1);
    } finally {
      // Dropped only now: the app used it.
      await database.close();
    }
  }, 180_000);
});
