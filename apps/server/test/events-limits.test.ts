import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { defaultSseMaxConnections, openFileLimit } from '../src/lib/open-file-limit.js';
import { streamsPerAccount, streamsPerSession } from '../src/modules/events/routes.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { login, signedIn } from './helpers/factories.js';
import { openEvents, type SseClient } from './helpers/sse.js';

// Live streams hold a socket each: bounded per session, per account and per process.
const perProcess = 12;
let t: TestContext;
let base: string;
const clients: SseClient[] = [];

const open = async (cookie: string) => {
  const c = await openEvents(base, cookie);
  clients.push(c);
  return c;
};
const openMany = (cookie: string, n: number) => Promise.all(Array.from({ length: n }, () => open(cookie)));
/** Closes the streams and waits until the server has let them go. */
const closeAll = async (streams: SseClient[]) => {
  const before = t.app.realtime.size();
  for (const s of streams) s.close();
  await expect.poll(() => t.app.realtime.size()).toBe(before - streams.filter((s) => s.status === 200).length);
};

beforeAll(async () => {
  t = await createTestApp({ SSE_MAX_CONNECTIONS: String(perProcess) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t.close();
});

describe('GET /api/events limits', () => {
  it(`a session holds at most ${streamsPerSession} streams (429 beyond); its other sessions have their own; a closed stream frees its place`, async () => {
    expect(streamsPerSession).toBe(4);
    const person = await signedIn(t.app, t.db, 'user');
    const first = await openMany(person.cookie, streamsPerSession);
    expect(first.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const refused = await open(person.cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeUndefined();

    const otherSession = await login(t.app, person.user.username, person.password);
    const other = await open(otherSession);
    expect(other.status).toBe(200);

    await closeAll([first[0]!]);
    const again = await open(person.cookie);
    expect(again.status).toBe(200);
    await closeAll([...first.slice(1), other, again, refused]);
  });

  it(`an account holds at most ${streamsPerAccount} streams over all its sessions (429 beyond)`, async () => {
    const person = await signedIn(t.app, t.db, 'user');
    const sessions = [person.cookie, await login(t.app, person.user.username, person.password), await login(t.app, person.user.username, person.password)];
    const held = [...(await openMany(sessions[0]!, 4)), ...(await openMany(sessions[1]!, 4)), ...(await openMany(sessions[2]!, 2))];
    expect(held.every((s) => s.status === 200)).toBe(true);
    expect(held).toHaveLength(streamsPerAccount);
    const fourth = await login(t.app, person.user.username, person.password);
    const refused = await open(fourth);
    expect(refused.status).toBe(429);
    // Another account is not affected.
    const someone = await signedIn(t.app, t.db, 'user');
    const theirs = await open(someone.cookie);
    expect(theirs.status).toBe(200);
    await closeAll([...held, refused, theirs]);
  });

  it('the process holds at most SSE_MAX_CONNECTIONS streams: new ones get 503 with Retry-After until one ends', async () => {
    expect(t.app.realtime.size()).toBe(0);
    const people = await Promise.all([1, 2, 3].map(() => signedIn(t.app, t.db, 'user')));
    const held = [...(await openMany(people[0]!.cookie, 4)), ...(await openMany(people[1]!.cookie, 4)), ...(await openMany(people[2]!.cookie, 4))];
    expect(held.every((s) => s.status === 200)).toBe(true);
    const late = await signedIn(t.app, t.db, 'user');
    const refused = await open(late.cookie);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    await closeAll([held[0]!]);
    const admitted = await open(late.cookie);
    expect(admitted.status).toBe(200);
    await closeAll([...held.slice(1), admitted, refused]);
  });

  it('the refusals say why, in the API error format', async () => {
    const person = await signedIn(t.app, t.db, 'user');
    const held = await openMany(person.cookie, streamsPerSession);
    const res = await fetch(`${base}/api/events`, { headers: { cookie: person.cookie } });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('browser') });
    await closeAll(held);
  });
});

describe('SSE_MAX_CONNECTIONS', () => {
  it('defaults to 5000, or a quarter of the open-file limit when that is lower; a bad value stops the start', () => {
    const limit = openFileLimit();
    expect(defaultSseMaxConnections()).toBe(limit === null ? 5000 : Math.min(5000, Math.floor(limit / 4)));
    expect(loadConfig({ NODE_ENV: 'test' }).sseMaxConnections).toBe(defaultSseMaxConnections());
    expect(loadConfig({ NODE_ENV: 'test', SSE_MAX_CONNECTIONS: '300' }).sseMaxConnections).toBe(300);
    expect(() => loadConfig({ NODE_ENV: 'test', SSE_MAX_CONNECTIONS: '0' })).toThrow(/SSE_MAX_CONNECTIONS/);
  });
});
