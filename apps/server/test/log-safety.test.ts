import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import { users } from '../src/db/schema/users.js';
import { serializeError } from '../src/lib/log-safety.js';
import type { App } from '../src/types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser } from './helpers/factories.js';

// The values a failed query once carried into the log: a KYC record and a password hash.
const cnic = '35202-1112223-4';
const iban = 'PK36SCBL0000001123456702';
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

let t: TestContext;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // An app that logs like production, with one route whose query fails holding personal data.
  app = await buildApp({ config: t.config, db: t.db, storage: t.storage, logger: loggerOptions('info', stream) });
  app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
    await t.db.execute(sql`select ${cnic}::int, ${iban}, ${hash}`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const loggedText = () => lines.join('\n');

describe('logs of failed queries', () => {
  it('answer 500 and log the query and the error code, never its parameters or the refused value', async () => {
    const res = await app.inject({ url: '/api/test/failing-query', headers: { 'x-request-id': 'trace-failing-1' } });
    expect(res.statusCode).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(failure).toBeDefined();
    // The request's logger (made when the request first logs) is bound to its id.
    expect(failure.reqId).toBe('trace-failing-1');
    // What happened stays readable: the SQL (with placeholders) and PostgreSQL's code.
    expect(failure.err.message).toContain('Failed query: select $1::int');
    expect(failure.err.cause.code).toBe('22P02');
    expect(failure.err.stack).toContain('at ');
    for (const secret of [cnic, iban, hash, 'argon2', 'params:']) expect(loggedText()).not.toContain(secret);
  });

  it('keep the constraint of a unique violation but not the key it quotes', async () => {
    const { user } = await createUser(t.db, 'user', { cnic });
    const err = await t.db
      .insert(users)
      .values({ username: `copy_${user.id.slice(-6)}`, email: `copy_${user.id.slice(-6)}@example.com`, passwordHash: hash, cnic })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(err as Error));
    expect(logged).toContain('23505');
    expect(logged).toMatch(/cnic/);
    for (const secret of [cnic, hash, 'argon2']) expect(logged).not.toContain(secret);
  });
});
