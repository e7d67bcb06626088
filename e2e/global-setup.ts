import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Whether `text` appears in the output within `ms` (the banner follows the health check by a moment). */
async function waitForOutput(output: () => string, text: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!output().includes(text)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Parses the demo accounts table the first start prints: lines "  <role>  <username>  <password>". */
export function parseDemoAccounts(output: string): Record<string, string> {
  const accounts: Record<string, string> = {};
  for (const match of output.matchAll(/^\s+(?:admin|verified worker|unverified user|seller(?: \([a-z ]+\))?|buyer)\s+([a-z0-9_]+)\s+([A-Za-z0-9]{12,})\s*$/gm)) accounts[match[1]] = match[2];
  return accounts;
}

/**
 * Starts the app as `npm start` does (building what is stale) on a fresh embedded database
 * with demo content, and hands the tests its address and the demo passwords.
 */
export default async function globalSetup() {
  const dataDir = join(root, '.tmp', `e2e-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Money's waits in seconds, so a spec watches earnings clear and a payout get paid (hours in decimals).
      EARNINGS_CLEARANCE_HOURS: '0.0005',
      PAYOUT_METHOD_LOCK_HOURS: '0.0005',
      PAYOUT_SIMULATOR_SECONDS: '0.5',
      // The wallet simulator's account holder approves a request to pay within a second.
      WALLET_SIMULATOR_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));

  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The app exited during start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The app did not start in time:\n${output}`);
    const healthy = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  // The first start writes the demo accounts to a file only its owner may read, and ends by saying where.
  const accountsFile = join(dataDir, 'demo-accounts.txt');
  if ((statSync(accountsFile).mode & 0o777) !== 0o600) throw new Error(`${accountsFile} is readable by others`);
  const accounts = parseDemoAccounts(readFileSync(accountsFile, 'utf8'));
  if (JSON.stringify(accounts) !== JSON.stringify(parseDemoAccounts(output))) throw new Error('The demo accounts printed and written differ');
  const banner = await waitForOutput(() => output, `Demo accounts and their passwords: ${accountsFile}`, 10_000);
  if (!banner) throw new Error(`The start did not end with its banner:\n${output}`);
  writeFileSync(join(dataDir, 'server.log'), output);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_ACCOUNTS = JSON.stringify(accounts);
  // Without SMTP the app writes every e-mail to DATA_DIR/mail as an .eml file (see mailbox.ts).
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
