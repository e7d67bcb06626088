// A second app process for tests: the whole app on DATABASE_URL, listening on a free port.
// Prints "listening <url>" once ready; SIGTERM closes it. JOBS_POLL_SECONDS and
// PAYMENTS_RECONCILE_SECONDS pass through, for tests of the jobs in a real process.
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';

const { DATA_DIR, DATABASE_URL, JOBS_POLL_SECONDS, PAYMENTS_RECONCILE_SECONDS } = process.env;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR, DATABASE_URL, JOBS_POLL_SECONDS, PAYMENTS_RECONCILE_SECONDS });
const database = await openDatabase({ url: config.databaseUrl, poolSize: 2 });
const app = await buildApp({ config, db: database.db, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
