// An app process for the outbox and job tests: the whole app on DATABASE_URL (or the embedded
// database in DATA_DIR), plus a recorder. Env:
//   RECORD_FILE  each delivery of a `user.verified` event and each run of a `test.record` job appends a line
//   CRASH_ON_DELIVERY=1  the process kills itself (SIGKILL) when the recorder gets an event, before recording
//   PUBLISH=1  publishes one `user.verified` event after the start and prints "published <id>"
// Prints "ready" once it runs; SIGTERM closes it.
import { appendFileSync } from 'node:fs';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { afterCommit, publish, setSubscriptions } from '../../src/platform/events.js';
import { subscriptions } from '../../src/wiring.js';

const record = (line: string) => appendFileSync(process.env.RECORD_FILE!, `${line}\n`);
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 3 });
if (database.kind === 'pglite') await database.migrate();
const app = await buildApp({
  config,
  db: database.db,
  // Warnings and errors reach the test's failure message through the captured output.
  logger: { level: 'warn' },
  extraJobHandlers: [{ type: 'test.record', handle: async (_payload, _ctx, job) => record(`job ${job.key}`) }],
});
setSubscriptions([
  ...subscriptions,
  afterCommit('user.verified', 'test.recorder', async (event) => {
    if (process.env.CRASH_ON_DELIVERY === '1') process.kill(process.pid, 'SIGKILL');
    record(`event ${event.id}`);
  }),
]);
// Listening keeps the process alive as a real server does (the runner's poll timer does not hold it).
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('ready');
if (process.env.PUBLISH === '1') {
  // A verification taken back: no other subscriber has work to do (a first verification would post a bonus).
  const event = await database.db.transaction((tx) => publish(tx, 'user.verified', { userId: 'u', verified: false, by: 'test', users: [] }));
  console.log(`published ${event.id}`);
}
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
