import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, notificationTexts, payoutTexts } from '@market/shared';
import { authTokens, jobs, payoutMethods } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { revokeAccountLinks } from '../src/modules/auth/index.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { login, signedIn } from './helpers/factories.js';
import { startMailCatcher, type CaughtMail } from './helpers/mail-catcher.js';

let t: TestContext;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
type Session = Awaited<ReturnType<typeof signedIn>>;
let address = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    SMTP_URL: mail.url,
    JOBS_POLL_SECONDS: '0.1',
    JOBS_RETRY_BASE_SECONDS: '0.01',
    PAYOUT_METHOD_LOCK_HOURS: '24',
    PUBLIC_ORIGIN: 'https://kaamkar.example',
  });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };
const callOn = (ctx: TestContext, who: Session | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers }, remoteAddress: `10.8.${Math.floor(++address / 250)}.${(address % 250) + 1}` });
const call = (who: Session | null, method: Method, url: string, payload?: object, headers?: Record<string, string>) => callOn(t, who, method, url, payload, headers);
const ok = async <T>(res: Promise<Answer>, status = 200): Promise<T> => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return JSON.parse(r.body) as T;
};
const refused = async (res: Promise<Answer>, status: number, message?: string) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  if (message) expect(JSON.parse(r.body).message).toBe(message);
  return JSON.parse(r.body) as { message: string; fields?: Record<string, string> };
};

/** Waits for a state, polling after every due job and event has run. */
async function until<T>(ctx: TestContext, read: () => Promise<T> | T, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    await settled(ctx.app);
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`never reached: ${what}`);
}

const subjects = {
  reset: 'Reset your Kaamkar password',
  verify: 'Verify your e-mail address',
  changed: 'The e-mail address of your Kaamkar account was changed',
  password: 'Your password was changed',
  method: 'Payout method added',
};
const mailsTo = (to: string, subject: string) => mail.to(to).filter((m) => m.subject === subject);
/** The n-th e-mail of a subject to an address, once it came. */
const nthMail = (to: string, subject: string, n = 1) => until(t, () => mailsTo(to, subject), (m) => m.length >= n, `${subject} to ${to}`).then((m) => m[n - 1]);
const linkIn = (m: CaughtMail, path: string) => {
  const match = m.text.match(new RegExp(`https://kaamkar\\.example${path.replace('?', '\\?')}([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${m.text}`);
  return match[1];
};

async function resetLink(who: Session): Promise<string> {
  const before = mailsTo(who.user.email, subjects.reset).length;
  await ok(call(null, 'POST', '/api/auth/forgot-password', { email: who.user.email }), 202);
  return linkIn(await nthMail(who.user.email, subjects.reset, before + 1), '/reset-password?token=');
}
async function verificationLink(who: Session, to = who.user.email): Promise<string> {
  const before = mailsTo(to, subjects.verify).length;
  await ok(call(who, 'POST', '/api/auth/verify-email/resend'));
  return linkIn(await nthMail(to, subjects.verify, before + 1), '/verify-email?token=');
}
const record = (who: Session) => ok<{ email: string; emailVerified: boolean }>(call(who, 'GET', `/api/user/${who.user.id}`));
const fresh = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;

/** A user whose address was verified through its link, as an owner's is. */
async function verifiedOwner(): Promise<Session> {
  const who = await signedIn(t.app, t.db, 'verified');
  await ok(call(null, 'POST', '/api/auth/verify-email', { token: await verificationLink(who) }));
  return who;
}

/** A new session of the user (the undo ended theirs). */
const signInAgain = async (who: Session): Promise<Session> => ({ ...who, cookie: await login(t.app, who.user.username, who.password) });

/** Changes the address and returns the undo link mailed to the address it left. */
async function changeAddress(who: Session, to: string, told = who.user.email): Promise<string> {
  const before = mailsTo(told, subjects.changed).length;
  await ok(call(who, 'PUT', '/api/auth/email', { email: to, currentPassword: who.password }));
  return linkIn(await nthMail(told, subjects.changed, before + 1), '/undo-email-change?token=');
}

describe('outstanding links die with a change of credentials, and when one of them is used', () => {
  it('a password change in the settings ends the reset link asked before', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    const token = await resetLink(who);
    await ok(call(who, 'PUT', '/api/auth/password', { currentPassword: who.password, newPassword: 'walnut-harbour-3' }));
    await refused(call(null, 'POST', '/api/auth/reset-password', { token, password: 'taken-over-9' }), 400, notificationTexts.badLink);
    await refused(call(null, 'POST', '/api/auth/login', { username: who.user.username, password: 'taken-over-9' }), 401);
  });

  it('an e-mail change ends the reset and verification links asked before', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    const reset = await resetLink(who);
    const verify = await verificationLink(who);
    await changeAddress(who, fresh('moved'));
    await refused(call(null, 'POST', '/api/auth/reset-password', { token: reset, password: 'taken-over-9' }), 400, notificationTexts.badLink);
    await refused(call(null, 'POST', '/api/auth/verify-email', { token: verify }), 400, notificationTexts.badLink);
  });

  it('a used link ends the others: verifying the address ends the reset link', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    const reset = await resetLink(who);
    await ok(call(null, 'POST', '/api/auth/verify-email', { token: await verificationLink(who) }));
    await refused(call(null, 'POST', '/api/auth/reset-password', { token: reset, password: 'taken-over-9' }), 400, notificationTexts.badLink);
  });

  it('a used reset link ends the verification link', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    const verify = await verificationLink(who);
    const reset = await resetLink(who);
    await ok(call(null, 'POST', '/api/auth/reset-password', { token: reset, password: 'walnut-harbour-3' }));
    // The reset proved the inbox and ended the verification link: it has nothing left to verify.
    expect(await ok(call(null, 'POST', '/api/auth/verify-email', { token: verify }))).toEqual({ message: notificationTexts.alreadyVerified });
    expect((await t.db.select().from(authTokens).where(eq(authTokens.userId, who.user.id))).filter((r) => !r.usedAt && r.expiresAt > new Date())).toEqual([]);
  });

  it('revokeAccountLinks (what a two-factor change will call) ends every reset and verification link, not the undo links', async () => {
    const who = await verifiedOwner();
    const undo = await changeAddress(who, fresh('second'));
    const reset = await resetLink({ ...who, user: { ...who.user, email: (await record(who)).email } });
    await t.db.transaction((tx) => revokeAccountLinks(tx, who.user.id));
    await refused(call(null, 'POST', '/api/auth/reset-password', { token: reset, password: 'taken-over-9' }), 400, notificationTexts.badLink);
    await ok(call(null, 'POST', '/api/auth/email/undo', { token: undo }));
  });
});

describe('an e-mail change is told to the last verified address, which can undo it', () => {
  it('tells the old address at once with a link that restores it, verified, and ends every session', async () => {
    const who = await verifiedOwner();
    const attacker = fresh('attacker');
    const undo = await changeAddress(who, attacker);
    const told = mailsTo(who.user.email, subjects.changed)[0];
    expect(told.text).toContain(attacker);
    expect(told.text).toContain('7 days');
    expect(await record(who)).toMatchObject({ email: attacker, emailVerified: false });

    const answer = await call(null, 'POST', '/api/auth/email/undo', { token: undo });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: notificationTexts.emailChangeUndone });
    await refused(call(who, 'GET', `/api/user/${who.user.id}`), 401);
    expect(await record(await signInAgain(who))).toMatchObject({ email: who.user.email, emailVerified: true });
    // Once only.
    await refused(call(null, 'POST', '/api/auth/email/undo', { token: undo }), 400, notificationTexts.badLink);
  });

  it('survives the intruder’s password change, works for 7 days and no longer', async () => {
    const who = await verifiedOwner();
    const undo = await changeAddress(who, fresh('attacker'));
    await ok(call(who, 'PUT', '/api/auth/password', { currentPassword: who.password, newPassword: 'walnut-harbour-3' }));
    const [link] = await t.db.select().from(authTokens).where(sql`${authTokens.userId} = ${who.user.id} and ${authTokens.purpose} = 'email_change_undo'`);
    const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.id, link.id));
    await refused(call(null, 'POST', '/api/auth/email/undo', { token: undo }), 400, notificationTexts.badLink);
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(authTokens.id, link.id));
    await ok(call(null, 'POST', '/api/auth/email/undo', { token: undo }));
  });

  it('a second change still tells the last verified address, and its undo restores that one', async () => {
    const who = await verifiedOwner();
    const first = fresh('first');
    await changeAddress(who, first);
    const undo = await changeAddress(who, fresh('second'));
    expect(mailsTo(first, subjects.changed)).toEqual([]);
    await ok(call(null, 'POST', '/api/auth/email/undo', { token: undo }));
    expect(await record(await signInAgain(who))).toMatchObject({ email: who.user.email, emailVerified: true });
  });

  it('answers 409 when another account took the old address meanwhile', async () => {
    const who = await verifiedOwner();
    const undo = await changeAddress(who, fresh('attacker'));
    const taker = await signedIn(t.app, t.db, 'user');
    await ok(call(taker, 'PUT', '/api/auth/email', { email: who.user.email, currentPassword: taker.password }));
    await refused(call(null, 'POST', '/api/auth/email/undo', { token: undo }), 409, notificationTexts.undoAddressTaken);
    await refused(call(null, 'POST', '/api/auth/email/undo', { token: 'not-a-token' }), 400, notificationTexts.badLink);
  });

  it('security e-mail goes to the last verified address until the new one is verified', async () => {
    const who = await verifiedOwner();
    const attacker = fresh('attacker');
    await changeAddress(who, attacker);
    await ok(call(who, 'PUT', '/api/auth/password', { currentPassword: who.password, newPassword: 'walnut-harbour-3' }));
    await nthMail(who.user.email, subjects.password);
    await ok(call(who, 'POST', '/api/payout-methods', { type: 'easypaisa', currency: 'PKR', accountTitle: 'Someone Else', accountNumber: '03451234567' }), 201);
    await nthMail(who.user.email, subjects.method);
    expect(mail.to(attacker).map((m) => m.subject)).toEqual([subjects.verify]);

    // Verified (the password change ended the first link), the new address is the one told.
    await ok(call(null, 'POST', '/api/auth/verify-email', { token: await verificationLink(who, attacker) }));
    await ok(call(who, 'PUT', '/api/auth/password', { currentPassword: 'walnut-harbour-3', newPassword: 'walnut-harbour-4' }));
    await nthMail(attacker, subjects.password);
    expect(mailsTo(who.user.email, subjects.password)).toHaveLength(1);
  });

  it('payouts wait PAYOUT_METHOD_LOCK_HOURS after an e-mail change, as after a new method', async () => {
    const who = await verifiedOwner();
    await t.db.insert(payoutMethods).values({ userId: who.user.id, type: 'iban', currency: 'PKR', accountTitle: 'Owner', accountNumber: 'PK36SCBL0000001123456702', lockedUntil: new Date() });
    type Earnings = { withdrawal: { allowed: boolean; methodsLockedUntil: string | null } };
    expect((await ok<Earnings>(call(who, 'GET', '/api/earnings'))).withdrawal).toMatchObject({ allowed: true, methodsLockedUntil: null });
    const changed = Date.now();
    await changeAddress(who, fresh('attacker'));
    const { withdrawal } = await ok<Earnings>(call(who, 'GET', '/api/earnings'));
    expect(withdrawal.allowed).toBe(false);
    const pause = (new Date(withdrawal.methodsLockedUntil!).getTime() - changed) / 3_600_000;
    expect(pause).toBeGreaterThan(23.99);
    expect(pause).toBeLessThan(24.01);
    const [method] = await t.db.select().from(payoutMethods).where(eq(payoutMethods.userId, who.user.id));
    const payout = await refused(call(who, 'POST', '/api/payouts', { currency: 'PKR', amount: 100_000, methodId: method.id }, { 'idempotency-key': randomUUID() }), 409);
    expect(payout.message).toBe(payoutTexts.methodsLocked(`${withdrawal.methodsLockedUntil!.replace('T', ' ').slice(0, 16)} UTC`));
  });
});

describe('a verification link used twice', () => {
  it('says the address is already verified; a link of another, unverified address stays refused', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    const token = await verificationLink(who);
    expect(await ok(call(null, 'POST', '/api/auth/verify-email', { token }))).toEqual({ message: notificationTexts.emailVerified });
    expect(await ok(call(null, 'POST', '/api/auth/verify-email', { token }))).toEqual({ message: notificationTexts.alreadyVerified });
    // The address changed since: the old link verifies nothing and says so.
    await changeAddress(who, fresh('later'));
    await refused(call(null, 'POST', '/api/auth/verify-email', { token }), 400, notificationTexts.badLink);
  });
});

describe('common passwords', () => {
  it('a reset to a common password is refused with its message, and the link still works', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    const token = await resetLink(who);
    const common = await refused(call(null, 'POST', '/api/auth/reset-password', { token, password: 'Password123' }), 400, accountTexts.passwordCommon);
    expect(common.fields).toEqual({ password: accountTexts.passwordCommon });
    await ok(call(null, 'POST', '/api/auth/reset-password', { token, password: 'walnut-harbour-3' }));
  });
});

describe('no stored row holds a usable token', () => {
  /** A port nothing listens on: connections are refused at once. */
  async function refusingPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  /** Every row of every table, as text. */
  async function everyRow(ctx: TestContext): Promise<string[]> {
    const tables = rowsOf<{ schema: string; name: string }>(
      await ctx.db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
    );
    expect(tables.map((x) => x.name)).toEqual(expect.arrayContaining(['jobs', 'auth_tokens', 'users', 'domain_events']));
    const rows: string[] = [];
    for (const table of tables) {
      const found = rowsOf<{ row: string }>(await ctx.db.execute(sql.raw(`select row_to_json(t)::text as row from "${table.schema}"."${table.name}" t`)));
      rows.push(...found.map((r) => r.row));
    }
    return rows;
  }

  it('with the mail refused, a reset leaves no token in any table; the link mailed later works', async () => {
    const port = await refusingPort();
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_POLL_SECONDS: '0.1', JOBS_RETRY_BASE_SECONDS: '3600', PUBLIC_ORIGIN: 'https://kaamkar.example' });
    try {
      const who = await signedIn(down.app, down.db, 'user');
      await ok(callOn(down, null, 'POST', '/api/auth/forgot-password', { email: who.user.email }), 202);
      // The e-mail's job tried, was refused, and waits for its retry.
      const waiting = await until(down, () => down.db.select().from(jobs).where(sql`${jobs.attempts} > 0 and ${jobs.status} = 'failed'`), (r) => r.length > 0, 'the refused e-mail job');
      expect(waiting).toHaveLength(1);
      const stored = await everyRow(down);
      expect(stored.join('\n')).toContain(who.user.id);

      // No string stored anywhere that looks like a token resets the password.
      const candidates = new Set(stored.flatMap((row) => row.match(/[A-Za-z0-9_-]{40,50}/g) ?? []));
      for (const candidate of candidates) {
        const res = await callOn(down, null, 'POST', '/api/auth/reset-password', { token: candidate, password: 'taken-over-9' });
        expect(res.statusCode, `a stored string reset the password: ${candidate}`).toBe(400);
      }

      // The mail server answers again; the retry mails a link whose token no row held.
      down.config.smtpUrl = mail.url;
      await down.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, waiting[0].id));
      const sent = await until(down, () => mailsTo(who.user.email, subjects.reset), (m) => m.length > 0, 'the reset e-mail after the retry');
      const token = linkIn(sent[0], '/reset-password?token=');
      expect(stored.some((row) => row.includes(token))).toBe(false);
      await ok(callOn(down, null, 'POST', '/api/auth/reset-password', { token, password: 'walnut-harbour-3' }));
    } finally {
      await down.close();
    }
  });

  it('a link revoked while its e-mail waited is not mailed at all', async () => {
    const port = await refusingPort();
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_POLL_SECONDS: '0.1', JOBS_RETRY_BASE_SECONDS: '3600', PUBLIC_ORIGIN: 'https://kaamkar.example' });
    try {
      const who = await signedIn(down.app, down.db, 'user');
      await ok(callOn(down, null, 'POST', '/api/auth/forgot-password', { email: who.user.email }), 202);
      const waiting = await until(down, () => down.db.select().from(jobs).where(sql`${jobs.attempts} > 0 and ${jobs.status} = 'failed'`), (r) => r.length > 0, 'the refused e-mail job');
      down.config.smtpUrl = mail.url;
      await ok(callOn(down, who, 'PUT', '/api/auth/password', { currentPassword: who.password, newPassword: 'walnut-harbour-3' }));
      await down.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, waiting[0].id));
      await until(down, () => down.db.select().from(jobs).where(eq(jobs.id, waiting[0].id)), (r) => r.length === 0, 'the e-mail job done');
      // Its "Your password was changed" goes; the reset link does not.
      await until(down, () => mailsTo(who.user.email, subjects.password), (m) => m.length > 0, 'the security e-mail');
      expect(mailsTo(who.user.email, subjects.reset)).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
