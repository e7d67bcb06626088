import { parseArgs } from 'node:util';
import type { Database } from '../db/client.js';
import type { Storage } from '../lib/storage.js';
import { generateGigs } from '../seed/generate-gigs.js';
import { configureAuthLinks } from '../modules/auth/index.js';
import { configureLedger } from '../modules/ledger/index.js';
import { seedDemoIfEmpty } from '../seed/index.js';
import { seedJournalPath } from '../seed/journal.js';
import { demoAccountsPath } from '../seed/accounts-file.js';
import { CliError, consoleIO, isEntry, messageOf, openTarget, reportingErrors, runAsScript, type CliIO } from './common.js';

/**
 * `npm run seed`: fills an empty database with the demo marketplace and prints its accounts once.
 * `npm run seed -- --gigs N` then adds N generated gigs with reviews (benchmarks, query plans).
 */

export const nothingSeeded = 'Database already has users; nothing seeded.';

export const maxGeneratedGigs = 10_000_000;

/** The command's arguments: `--gigs N` (0 to 10,000,000), nothing else. */
export function parseSeedArgs(argv: string[]): { gigs: number } {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { gigs: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    throw new CliError(`${messageOf(err)}\nUsage: npm run seed [-- --gigs N]`);
  }
  if (values.gigs === undefined) return { gigs: 0 };
  if (!/^\d{1,8}$/.test(values.gigs) || Number(values.gigs) > maxGeneratedGigs)
    throw new CliError(`--gigs must be a whole number from 0 to ${maxGeneratedGigs.toLocaleString('en-US')}.`);
  return { gigs: Number(values.gigs) };
}

/** Seeds when the database has no users (0 in both cases, the accounts printed when seeded), then generates `gigs` more gigs. */
export async function runSeed(deps: { db: Database; storage: Storage; io: CliIO; gigs?: number; journal?: string; accountsFile?: string }): Promise<number> {
  return reportingErrors(deps.io, async () => {
    let summary;
    try {
      summary = await seedDemoIfEmpty({ db: deps.db, storage: deps.storage, log: deps.io.out, journal: deps.journal, accountsFile: deps.accountsFile });
    } catch (err) {
      throw new CliError(`Seeding failed; nothing was written: ${messageOf(err)}`);
    }
    if (!summary && !deps.gigs) deps.io.out(nothingSeeded);
    if (deps.gigs) {
      deps.io.out(`Generating ${deps.gigs.toLocaleString('en-US')} gigs with reviews...`);
      let made;
      try {
        made = await generateGigs(deps.db, deps.gigs, deps.io.out);
      } catch (err) {
        throw new CliError(`Generating gigs failed; no generated gig was kept: ${messageOf(err)}`);
      }
      deps.io.out(`Generated ${made.gigs.toLocaleString('en-US')} gigs and ${made.reviews.toLocaleString('en-US')} reviews in ${(made.ms / 1000).toFixed(1)} s.`);
    }
    return 0;
  });
}

/** The whole command: configuration, database (PGlite or DATABASE_URL), migrations, seed, close. */
export async function seedCommand(env: NodeJS.ProcessEnv = process.env, io: CliIO = consoleIO, argv: string[] = []): Promise<number> {
  return reportingErrors(io, async () => {
    const { gigs } = parseSeedArgs(argv);
    const target = await openTarget(env, 'npm run seed');
    // The seed posts the demo's money through the ledger, with this configuration's fee and clearance.
    configureLedger(target.config);
    configureAuthLinks(target.config);
    try {
      io.out(`Database: ${target.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${target.config.dataDir}`}`);
      return await runSeed({ db: target.database.db, storage: target.storage, io, gigs, journal: seedJournalPath(target.config.dataDir), accountsFile: demoAccountsPath(target.config.dataDir) });
    } finally {
      await target.database.close();
    }
  });
}

if (isEntry(import.meta.url)) runAsScript(() => seedCommand(process.env, consoleIO, process.argv.slice(2)));
