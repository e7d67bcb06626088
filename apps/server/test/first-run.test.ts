import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import { openAddress, startBanner, terminalLogStream } from '../src/lib/terminal.js';
import { writeDemoAccounts } from '../src/seed/accounts-file.js';
import type { App } from '../src/types.js';
import { createTestApp, type TestContext } from './helpers/app.js';

let t: TestContext;
const dir = mkdtempSync(join(tmpdir(), 'first-run-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An app logging at `level` into an array of parsed lines. */
async function appLoggingAt(level: string): Promise<{ app: App; lines: { msg: string; level: number }[] }> {
  const lines: { msg: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = await buildApp({ config: t.config, db: t.db, storage: t.storage, logger: loggerOptions(level, stream) });
  await app.ready();
  return { app, lines };
}

describe('request lines', () => {
  it('are written only at debug level, one per request', async () => {
    const info = await appLoggingAt('info');
    await info.app.inject({ url: '/api/health' });
    await info.app.inject({ url: '/favicon.svg' });
    expect(info.lines.filter((l) => l.msg === 'request')).toEqual([]);
    await info.app.close();

    const debug = await appLoggingAt('debug');
    await debug.app.inject({ url: '/api/health' });
    const requests = debug.lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 20, method: 'GET', url: '/api/health', status: 200 });
    await debug.app.close();
  });
});

describe('the terminal', () => {
  it('gets readable lines on a terminal and JSON elsewhere', () => {
    expect(terminalLogStream(false)).toBeUndefined();
    const pretty = terminalLogStream(true);
    expect(pretty).toBeDefined();
    pretty!.destroy();
  });

  it('is told the address to open and where the demo accounts are', () => {
    expect(openAddress('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(openAddress('::', 8080)).toBe('http://localhost:8080');
    expect(openAddress('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(openAddress('::1', 3000)).toBe('http://[::1]:3000');
    const banner = startBanner({ url: 'http://localhost:3000', demoAccounts: '/data/demo-accounts.txt' });
    expect(banner).toContain('open http://localhost:3000');
    expect(banner).toContain('Demo accounts and their passwords: /data/demo-accounts.txt');
    expect(startBanner({ url: 'http://localhost:3000', demoAccounts: null })).not.toContain('Demo accounts');
  });
});

describe('the demo accounts file', () => {
  it('holds the table and is readable by its owner only, also when it existed before', () => {
    const path = join(dir, 'demo-accounts.txt');
    writeFileSync(path, 'old', { mode: 0o644 });
    writeDemoAccounts(path, '  admin  demo_admin  Secret123456789');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toContain('demo_admin  Secret123456789');
  });
});
