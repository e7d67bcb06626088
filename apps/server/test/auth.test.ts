import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { texts } from '@market/shared';
import { sessions } from '../src/db/schema/index.js';
import { hashToken } from '../src/plugins/auth.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser, login } from './helpers/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in, sets an httpOnly SameSite=Lax cookie and stores only the token hash', async () => {
    const { user, password } = await createUser(t.db, 'verified');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: user.id,
      username: user.username,
      img: '/img/noavatar.svg',
      isSeller: false,
      isAdmin: false,
      isVerified: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(cookie.value));
    expect(rows[0].tokenHash).not.toBe(cookie.value);
    expect(res.body).not.toContain(user.passwordHash);
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const { user, password } = await createUser(prod.db, 'user');
      const res = await prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('accepts the username in any case', async () => {
    const { user, password } = await createUser(t.db, 'user');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { user } = await createUser(t.db, 'user');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'wrong-password' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody_here', password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('applies the spec validation texts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '', password: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ username: 'Required', password: 'Password must be at least 5 characters long' });
  });

  it('refuses fields the server owns', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'abcdef', password: 'abcdef', isAdmin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('isAdmin');
  });

  it('throttles an account after 5 failures with 429, even with the right password', async () => {
    const { user, password } = await createUser(t.db, 'user');
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'bad-password' }, remoteAddress: `10.0.0.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password }, remoteAddress: '10.0.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('throttles an address only past 200 failures across accounts (a ceiling a shared address stays under), even when they come at once', async () => {
    const address = '10.9.9.9';
    const spray = await Promise.all(
      Array.from({ length: 220 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: `ghost_${i}`, password: 'bad-password' }, remoteAddress: address })),
    );
    const codes = spray.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(200);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    const { user, password } = await createUser(t.db, 'user');
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password }, remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password }, remoteAddress: '10.9.9.10' });
    expect(elsewhere.statusCode).toBe(200);
  }, 120_000);

  it('20 people failing once each from one address do not lock its next sign-in out', async () => {
    const address = '10.9.8.1';
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: `ghost_shared_${i}`, password: 'bad-password' }, remoteAddress: address });
      expect(res.statusCode).toBe(401);
    }
    const { user, password } = await createUser(t.db, 'user');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password }, remoteAddress: address })).statusCode).toBe(200);
  });

  it('counts failures only: successful logins never throttle, and a blocked attempt says why', async () => {
    const { user, password } = await createUser(t.db, 'user');
    const attempt = (pass: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: pass }, remoteAddress: '10.0.2.1' });
    for (let i = 0; i < 8; i++) expect((await attempt(password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('bad-password')).statusCode).toBe(401);
    // Blocked attempts are not failures: the wait does not grow, whatever is tried meanwhile.
    for (const pass of [password, 'bad-password', password]) {
      const blocked = await attempt(pass);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: texts.tooManyLogins, code: 'TOO_MANY_REQUESTS' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('reserves every attempt before the password check: 100 simultaneous wrong guesses get at most 5 answers of 401', async () => {
    const { user } = await createUser(t.db, 'user');
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: `guess-${i}` }, remoteAddress: `10.5.${i}.1` }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(95);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
  });

  it('lets the right password through from an address that signed in before, while strangers are locked out', async () => {
    const { user, password } = await createUser(t.db, 'admin');
    const from = (address: string, pass: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: pass }, remoteAddress: address });
    expect((await from('10.7.0.1', password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await from(`10.7.1.${i + 1}`, 'bad-password')).statusCode).toBe(401);

    expect((await from('10.7.2.1', password)).statusCode).toBe(429);
    expect((await from('10.7.0.1', password)).statusCode).toBe(200);
    // The known address has a counter of its own: its failures lock only itself.
    for (let i = 0; i < 5; i++) expect((await from('10.7.0.1', 'bad-password')).statusCode).toBe(401);
    const blocked = await from('10.7.0.1', password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: texts.tooManyLogins, code: 'TOO_MANY_REQUESTS' });
  });

  it('matches names by one ASCII case folding: İ and other look-alikes neither sign in nor escape the account counter', async () => {
    const suffix = randomBytes(3).toString('hex');
    const { user, password } = await createUser(t.db, 'verified', { username: `imran_${suffix}` });
    const admin = await createUser(t.db, 'admin', { username: `demo_admin_${suffix}` });
    const attempt = (username: string, pass: string, address: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: pass }, remoteAddress: address });

    // The database folds these to the real names; JavaScript does not: no spelling but ASCII reaches an account.
    for (const [name, pass] of [
      [`\u0130mran_${suffix}`, password],
      [`\u0130MRAN_${suffix}`, password],
      [`\uff49mran_${suffix}`, password],
      [`demo_adm\u0130n_${suffix}`, admin.password],
    ] as const) {
      const res = await attempt(name, pass, '10.8.0.1');
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ message: texts.badCredentials, code: 'BAD_CREDENTIALS' });
    }

    for (let i = 0; i < 5; i++) expect((await attempt(user.username, 'bad-password', `10.8.1.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(`\u0130mran_${suffix}`, password, '10.8.2.1')).statusCode).toBe(401);
    expect((await attempt(user.username.toUpperCase(), password, '10.8.2.2')).statusCode).toBe(429);
  });

  it('throttles each real client behind a trusted proxy by its own address (request.ip)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const viaProxy = (client: string, username: string, password: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: '10.0.3.1', headers: { 'x-forwarded-for': client } });
      // The address that signed in keeps its own counter when strangers have locked the account.
      const { user, password } = await createUser(proxied.db, 'user');
      expect((await viaProxy('203.0.113.5', user.username, password)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await viaProxy(`203.0.113.${10 + i}`, user.username, 'bad-password')).statusCode).toBe(401);
      expect((await viaProxy('203.0.113.6', user.username, password)).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.5', user.username, password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const { user, password } = await createUser(t.db, 'user');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { username: user.username, password },
    });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { username: user.username, password },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('GET /api/user/:id (session refresh)', () => {
  it('returns the full record to the user themself, and never the hash', async () => {
    const { user, password } = await createUser(t.db, 'user', { phone: '+923001234567', cnic: '12345-1234567-1' });
    const cookie = await login(t.app, user.username, password);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: user.id, phone: '+923001234567', cnic: '12345-1234567-1', isVerified: false });
    expect(res.body).not.toContain('argon2');
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it("refuses another user's record (403) and lets an admin read it", async () => {
    const { user: other } = await createUser(t.db, 'user');
    const me = await createUser(t.db, 'verified');
    const cookie = await login(t.app, me.user.username, me.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${other.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(403);
    const admin = await createUser(t.db, 'admin');
    const adminCookie = await login(t.app, admin.user.username, admin.password);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/user/${other.id}`, headers: { cookie: adminCookie } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()._id).toBe(other.id);
  });

  it('answers 401 without a session, with a made-up cookie, and after logout', async () => {
    const { user, password } = await createUser(t.db, 'user');
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${user.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: { cookie: 'sid=made-up' } })).statusCode).toBe(401);

    const cookie = await login(t.app, user.username, password);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logout Successfully' });
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: { cookie } })).statusCode).toBe(401);
  });

  it('reflects a changed role on the next request (roles are read from the database)', async () => {
    const { users } = await import('../src/db/schema/index.js');
    const { user, password } = await createUser(t.db, 'user');
    const cookie = await login(t.app, user.username, password);
    await t.db.update(users).set({ isVerified: true, verificationState: 'verified' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: { cookie } });
    expect(res.json().isVerified).toBe(true);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const { user, password } = await createUser(t.db, 'user');
    const cookie = await login(t.app, user.username, password);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/not-an-id', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/users/:id (public profile)', () => {
  it('returns only public fields', async () => {
    const { user } = await createUser(t.db, 'seller', { cnic: '11111-2222222-3', bankIban: 'PK36SCBL0000001123456702' });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(res.statusCode).toBe(200);
    // The seller page's profile: public fields, languages and the figures over all the gigs.
    expect(Object.keys(res.json()).sort()).toEqual(['_id', 'country', 'createdAt', 'desc', 'gigs', 'img', 'isSeller', 'languages', 'paidOrders', 'starNumber', 'totalStars', 'username']);
    expect(res.body).not.toContain('11111-2222222-3');
    expect(res.body).not.toContain(user.email);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/01900000-0000-7000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
  });
});
