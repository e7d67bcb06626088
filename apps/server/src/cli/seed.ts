import type { Database } from '../db/client.js';
import type { Storage } from '../lib/storage.js';
import { seedDemoIfEmpty } from '../seed/index.js';
import { CliError, consoleIO, isEntry, messageOf, openTarget, reportingErrors, runAsScript, type CliIO } from './common.js';

/** `npm run seed`: fills an empty database with the demo marketplace and prints its accounts once. */

export const nothingSeeded = 'Database already has users; nothing seeded.';

/** Seeds when the database has no users; 0 in both cases, the accounts printed when seeded. */
export async function runSeed(deps: { db: Database; storage: Storage; io: CliIO }): Promise<number> {
  return reportingErrors(deps.io, async () => {
    let summary;
    try {
      summary = await seedDemoIfEmpty({ db: deps.db, storage: deps.storage, log: deps.io.out });
    } catch (err) {
      throw new CliError(`Seeding failed; nothing was written: ${messageOf(err)}`);
    }
    if (!summary) deps.io.out(nothingSeeded);
    return 0;
  });
}

/** The whole command: configuration, database (PGlite or DATABASE_URL), migrations, seed, close. */
export async function seedCommand(env: NodeJS.ProcessEnv = process.env, io: CliIO = consoleIO): Promise<number> {
  return reportingErrors(io, async () => {
    const target = await openTarget(env);
    try {
      io.out(`Database: ${target.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${target.config.dataDir}`}`);
      return await runSeed({ db: target.database.db, storage: target.storage, io });
    } finally {
      await target.database.close();
    }
  });
}

if (isEntry(import.meta.url)) runAsScript(() => seedCommand());
