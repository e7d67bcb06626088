import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { LocalDiskStorage, uploadsDir } from './lib/storage.js';
import { seedDemoIfEmpty } from './seed/index.js';

/** Entry point: config, migrations, first-start demo content, listen, graceful shutdown. */
async function main() {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  await database.migrate();
  const storage = new LocalDiskStorage(uploadsDir(config.dataDir));
  const app = await buildApp({ config, db: database.db, storage });

  // Demo content only on the embedded database: a PostgreSQL server gets it from `npm run seed`.
  if (config.seedDemo && database.kind === 'pglite') {
    await seedDemoIfEmpty({ db: database.db, storage, log: (line) => console.log(line) });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Math.round(performance.now() - startedAt), database: database.kind }, 'ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
