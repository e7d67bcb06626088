import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the demo seed keeps its sign-ins, beside the database it made them in. */
export const demoAccountsPath = (dataDir: string) => join(dataDir, 'demo-accounts.txt');

/**
 * Writes the demo accounts and their one-time passwords (formatSummary's table) to `path`, readable by the owner only
 * (mode 600): printed once at the first start, they would otherwise be lost with the terminal.
 * A new seed (a new database) replaces the file, as its passwords replace the old ones.
 */
export function writeDemoAccounts(path: string, accountsTable: string, now = new Date()): void {
  const text = [`Demo accounts of the database seeded on ${now.toISOString()}.`, 'Sign in with these; delete this file once you no longer need it.', accountsTable].join('\n');
  writeFileSync(path, text, { mode: 0o600 });
  // The mode applies only when the file is created: an older file keeps its own otherwise.
  chmodSync(path, 0o600);
}
