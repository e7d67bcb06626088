import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { generatePassword } from '../lib/generate-password.js';
import { createUser, findUserByEmail, findUserByUsername } from '../modules/users/service.js';
import { CliError, consoleIO, isEntry, messageOf, openTarget, reportingErrors, runAsScript, type CliIO } from './common.js';

/** `npm run create-admin -- --username NAME [--email ADDRESS]`: makes an admin and prints its password once. */

export const usage = 'Usage: npm run create-admin -- --username NAME [--email ADDRESS]';
export const usernamePattern = /^[A-Za-z0-9_.-]{3,32}$/;
const emailSchema = z.email();

/** Reads --username and --email (also in the --name=value form); throws a CliError with the usage on anything else. */
export function parseCreateAdminArgs(argv: string[]): { username: string; email: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { username: { type: 'string', short: 'u' }, email: { type: 'string', short: 'e' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new CliError(`${messageOf(err)}\n${usage}`);
  }
  const username = values.username?.trim();
  if (!username) throw new CliError(`The --username option is required.\n${usage}`);
  if (!usernamePattern.test(username))
    throw new CliError(`Invalid username "${username}": use 3 to 32 characters, letters, digits, underscore, dot or dash.`);
  const email = (values.email ?? `${username}@admin.local`).trim();
  if (!emailSchema.safeParse(email).success) throw new CliError(`Invalid e-mail address "${email}".`);
  return { username, email };
}

/** Creates the admin (isAdmin and isVerified) and prints the username and a generated password; 1 with a message when refused. */
export async function runCreateAdmin(argv: string[], deps: { db: Database; io: CliIO }): Promise<number> {
  return reportingErrors(deps.io, () => createAdmin(argv, deps));
}

async function createAdmin(argv: string[], deps: { db: Database; io: CliIO }): Promise<number> {
  const { username, email } = parseCreateAdminArgs(argv);
  if (await findUserByUsername(deps.db, username)) throw new CliError(`The username "${username}" is already taken; choose another one.`);
  if (await findUserByEmail(deps.db, email)) throw new CliError(`The e-mail address "${email}" is already used by another account; pass another one with --email.`);

  const password = generatePassword();
  try {
    await createUser(deps.db, { username, email, password, isAdmin: true, isVerified: true });
  } catch (err) {
    // Someone took the name between the check and the insert.
    if ((err as { code?: string }).code === '23505' || /unique/i.test(messageOf(err)))
      throw new CliError(`The username "${username}" or the e-mail "${email}" is already taken.`);
    throw err;
  }
  deps.io.out(
    [
      'Admin account created.',
      `  username: ${username}`,
      `  email:    ${email}`,
      `  password: ${password}`,
      'The password is shown only now: only its hash is stored. Sign in and keep it somewhere safe.',
    ].join('\n'),
  );
  return 0;
}

/** The whole command: parse first (no database needed to refuse bad input), then open, create, close. */
export async function createAdminCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIO = consoleIO): Promise<number> {
  return reportingErrors(io, async () => {
    parseCreateAdminArgs(argv);
    const target = await openTarget(env, 'npm run create-admin');
    try {
      return await createAdmin(argv, { db: target.database.db, io });
    } finally {
      await target.database.close();
    }
  });
}

if (isEntry(import.meta.url)) runAsScript(() => createAdminCommand(process.argv.slice(2)));
