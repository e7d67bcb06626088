import { spawn } from 'node:child_process';
import { CliError } from './common.js';

/**
 * Runs PostgreSQL's pg_dump or pg_restore against a database URL. The password goes in the
 * environment (PGPASSWORD), not on the command line, where other users could read it (ps).
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT')
      throw new CliError(
        `${tool} was not found. Install PostgreSQL's client programs, of the server's major version or newer ` +
          '(Debian or Ubuntu: apt-get install postgresql-client), or put them on the PATH.',
      );
    throw err;
  });
  if (code !== 0) throw new CliError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`);
}
