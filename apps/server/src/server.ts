import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { buildApp, loggerOptions } from './app.js';
import { runPrimary } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { claimDataDir, serverName } from './db/data-dir-socket.js';
import { EmbeddedDatabaseError, openEmbeddedDatabase, snapshotOf } from './db/embedded.js';
import { checkStorageAtStart, openStorage } from './lib/open-storage.js';
import { seedDemoIfEmpty } from './seed/index.js';
import { seedJournalPath } from './seed/journal.js';
import { demoAccountsPath } from './seed/accounts-file.js';
import { openAddress, startBanner, terminalLogStream } from './lib/terminal.js';

/** Entry point: config, migrations, first-start demo content, listen, graceful shutdown. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config);

  // The embedded database: claim its folder before opening it (one process at a time), then
  // serve snapshots of it to `npm run backup` through the claim.
  const claim = config.databaseUrl ? null : await claimDataDir(config.dataDir, serverName);
  const pglite = claim ? await openEmbeddedDatabase(config.dataDir) : undefined;
  const database = await openDatabase({ url: config.databaseUrl, sessionUrl: config.databaseSessionUrl, pglite, poolSize: config.databasePoolSize, statementTimeoutMs: config.databaseStatementTimeoutMs });
  await database.migrate();
  if (pglite) claim?.serveSnapshots(() => snapshotOf(pglite));
  const storage = openStorage(config);
  await checkStorageAtStart(storage, config);
  const logStream = terminalLogStream();
  const app = await buildApp({ config, db: database.db, storage, logger: loggerOptions(config.logLevel, logStream) });

  // Demo content only on the embedded database: a PostgreSQL server gets it from `npm run seed`.
  const accountsFile = demoAccountsPath(config.dataDir);
  if (config.seedDemo && database.kind === 'pglite') {
    await seedDemoIfEmpty({ db: database.db, storage, log: (line) => console.log(line), journal: seedJournalPath(config.dataDir), accountsFile });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Math.round(performance.now() - startedAt), database: database.kind }, 'ready');
  // The last lines of a start say where to go, below the log lines (once, from the first worker).
  const demoAccounts = existsSync(accountsFile) ? accountsFile : null;
  if (cluster.isPrimary || cluster.worker?.id === 1) console.log(startBanner({ url: openAddress(config.host, config.port), demoAccounts }));

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
    await claim?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // A bad setting or an unusable embedded database: the message says what to do; no stack.
  console.error(err instanceof ConfigError || err instanceof EmbeddedDatabaseError ? err.message : err);
  process.exit(1);
});
