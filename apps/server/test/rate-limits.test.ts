import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';

// What the limits count (0137): the account on signed-in routes; the name, e-mail address or link
// on public ones; the client's address only up to a ceiling that a shared address stays under.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = (email: string) => ({ name: 'Ayesha Khan', email, phone: '+92 300 1234567', message: 'I would like to know more.' });

describe('signed-in routes count per account', () => {
  it('thirty payout requests by one user from an address do not make another user of the address wait; the one user is limited', async () => {
    const address = '10.50.0.1';
    const [one, other] = await Promise.all([signedIn(t.app, t.db, 'verified'), signedIn(t.app, t.db, 'verified')]);
    const payout = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/payouts', headers: { cookie }, payload: {}, remoteAddress: address });
    for (let i = 0; i < 30; i++) expect((await payout(one.cookie)).statusCode).not.toBe(429);
    const limited = await payout(one.cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    const theirs = await payout(other.cookie);
    expect(theirs.statusCode).not.toBe(429);
    expect(theirs.statusCode).toBe(400);
  });
});

describe('public routes count per name, e-mail address or link', () => {
  it('a reset link is tried at most 10 times in 15 minutes, from any address; another link is not held', async () => {
    const reset = (token: string, i: number) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'new-password-1' }, remoteAddress: `10.51.0.${i + 1}` });
    const token = 'a'.repeat(43);
    for (let i = 0; i < 10; i++) expect((await reset(token, i)).statusCode).toBe(400);
    expect((await reset(token, 20)).statusCode).toBe(429);
    expect((await reset('b'.repeat(43), 20)).statusCode).toBe(400);
  });

  it('a verification link is tried at most 20 times in 15 minutes, from any address', async () => {
    const verify = (token: string, i: number) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: `10.52.0.${i + 1}` });
    const token = 'c'.repeat(43);
    for (let i = 0; i < 20; i++) expect((await verify(token, i)).statusCode).toBe(400);
    expect((await verify(token, 30)).statusCode).toBe(429);
    expect((await verify('d'.repeat(43), 30)).statusCode).toBe(400);
  });

  it('many people asking for reset links from one address are served up to the ceiling of 200 in 15 minutes', async () => {
    const forgot = (i: number) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `person-${i}@example.com` }, remoteAddress: '10.53.0.1' });
    const codes = (await Promise.all(Array.from({ length: 200 }, (_, i) => forgot(i)))).map((r) => r.statusCode);
    expect(codes.every((c) => c === 202)).toBe(true);
    expect((await forgot(200)).statusCode).toBe(429);
  }, 60_000);
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  it("the address ceilings count each real client's address, not the proxy's", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const send = (client: string, i: number) =>
        proxied.app.inject({ method: 'POST', url: '/api/conversation', payload: contact(`p${i}@example.com`), remoteAddress: '10.0.3.1', headers: { 'x-forwarded-for': client } });
      const codes = (await Promise.all(Array.from({ length: 100 }, (_, i) => send('203.0.113.7', i)))).map((r) => r.statusCode);
      expect(codes.every((c) => c === 201)).toBe(true);
      expect((await send('203.0.113.7', 100)).statusCode).toBe(429);
      expect((await send('203.0.113.8', 101)).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});
