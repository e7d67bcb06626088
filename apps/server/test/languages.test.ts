import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, en, texts, ur, type NotificationList, type PrivateUser } from '@market/shared';
import { notifications, users } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { injectAs, ok, refused, type HttpMethod } from './helpers/http.js';

let t: TestContext;
type Session = { user: { id: string; username: string }; cookie: string; password?: string };
let member: Session;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t.app, t.db, 'user');
});
afterAll(() => t.close());

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object, headers: Record<string, string> = {}) => injectAs(t.app, '10.61', who, method, url, payload, headers);
const withCookie = (who: Session, extra: string) => ({ ...who, cookie: `${who.cookie}; ${extra}` });
const badLogin = (headers: Record<string, string> = {}, who: Session | null = null) => call(who, 'POST', '/api/auth/login', { username: `nobody_${randomUUID().slice(0, 8)}`, password: 'not-the-password' }, headers);
const languageOf = async (id: string) => (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("the server's answers", () => {
  it('are English, byte for byte as written, when nothing asks for Urdu', async () => {
    await refused(badLogin(), 401, texts.badCredentials);
    await refused(badLogin({ 'accept-language': 'en-GB,en;q=0.9' }), 401, 'Wrong username or password!');
  });

  it("are Urdu for a visitor whose browser prefers Urdu, or who chose it (the cookie wins over the browser)", async () => {
    await refused(badLogin({ 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' }), 401, ur.texts.badCredentials);
    await refused(badLogin({ cookie: 'lang=ur', 'accept-language': 'en-US' }), 401, ur.texts.badCredentials);
    await refused(badLogin({ cookie: 'lang=en', 'accept-language': 'ur' }), 401, texts.badCredentials);
    // A cookie with a language the product does not speak is not a choice.
    await refused(badLogin({ cookie: 'lang=fr', 'accept-language': 'ur' }), 401, ur.texts.badCredentials);
  });

  it("translate every field's message of a refused form, and the form's first message", async () => {
    const body = await refused(
      call(null, 'POST', '/api/auth/register', { kind: 'buyer', username: 'ab', email: 'not-an-email', password: 'a-good-passphrase', country: 'Pakistan', acceptedTerms: true }, { cookie: 'lang=ur' }),
      400,
    );
    expect(body.fields?.email).toBe(ur.texts.invalidEmail);
    expect(Object.values(body.fields ?? {})).toContain(body.message);
    for (const message of Object.values(body.fields ?? {})) expect(message).toMatch(/[\u0600-\u06FF]/);
  });

  it('translate the messages of successful answers too', async () => {
    const res = await ok<{ message: string }>(call(withCookie(member, 'lang=ur'), 'PUT', `/api/user/${member.user.id}`, { desc: 'Hello' }));
    // The profile says English: a signed-in user is answered in their profile's language, whatever the cookie.
    expect(res.message).toBe(accountTexts.userUpdated);
  });
});

describe('the language of a profile', () => {
  it("is set with PUT /api/user/:id { language }, answered in the record, and then the server answers in it", async () => {
    const user = await signedIn(t.app, t.db, 'user');
    const session = { user: { id: user.user.id, username: user.user.username }, cookie: user.cookie };
    const before = await ok<PrivateUser>(call(session, 'GET', `/api/user/${user.user.id}`));
    expect(before.language).toBe('en');

    const set = await ok<{ message: string }>(call(session, 'PUT', `/api/user/${user.user.id}`, { language: 'ur' }));
    expect(set.message).toBe(ur.accountTexts.userUpdated);
    expect(await languageOf(user.user.id)).toBe('ur');
    expect((await ok<PrivateUser>(call(session, 'GET', `/api/user/${user.user.id}`))).language).toBe('ur');
    // No cookie, an English browser: the profile decides.
    const refusal = await refused(call(session, 'PUT', `/api/user/${user.user.id}`, {}, { 'accept-language': 'en' }), 400);
    expect(refusal.message).toBe(ur.texts.nothingToChange);
  });

  it("is given to the browser at sign-in, so that device's pages are shown in it", async () => {
    const urdu = await signedIn(t.app, t.db, 'user', { language: 'ur' });
    const res = await call(null, 'POST', '/api/auth/login', { username: urdu.user.username, password: urdu.password });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'ur', path: '/', sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'lang')?.httpOnly).toBeFalsy();
    const english = await call(null, 'POST', '/api/auth/login', { username: member.user.username, password: member.password! });
    expect(english.cookies.find((c) => c.name === 'lang')?.value).toBe('en');
  });

  it('takes only the languages the product speaks, and only for oneself', async () => {
    await refused(call(member, 'PUT', `/api/user/${member.user.id}`, { language: 'fr' }), 400);
    const other = await signedIn(t.app, t.db, 'user');
    await refused(call(member, 'PUT', `/api/user/${other.user.id}`, { language: 'ur' }), 403);
    expect(await languageOf(other.user.id)).toBe('en');
  });

  it('is the language a person registered in', async () => {
    const join = async (headers: Record<string, string>) => {
      const name = `lang_${randomUUID().slice(0, 8)}`;
      const res = await call(null, 'POST', '/api/auth/register', { kind: 'buyer', username: name, email: `${name}@example.com`, password: 'a-good-passphrase', country: 'Pakistan', acceptedTerms: true }, headers);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { _id: string })._id;
    };
    expect(await languageOf(await join({ cookie: 'lang=ur' }))).toBe('ur');
    expect(await languageOf(await join({ 'accept-language': 'ur-PK' }))).toBe('ur');
    expect(await languageOf(await join({}))).toBe('en');
  });
});

describe('notifications made before a reader switched language', () => {
  type Reader = Awaited<ReturnType<typeof signedIn>>;
  const store = (reader: Reader, type: string, title: string, body: string) =>
    t.db.insert(notifications).values({ userId: reader.user.id, eventId: randomUUID(), type, title, body, link: '/notifications' });
  const readIn = (reader: Reader, language: 'en' | 'ur') => ok(call(reader, 'PUT', `/api/user/${reader.user.id}`, { language }));
  const listed = async (reader: Reader) => (await ok<NotificationList>(call(reader, 'GET', '/api/notifications'))).notifications.map((n) => [n.title, n.body]);

  it('are listed in Urdu once they read Urdu, values kept; English readers get them as stored', async () => {
    const reader = await signedIn(t.app, t.db, 'user');
    await store(reader, 'order.paid', en.noticeTexts.newOrderTitle, en.noticeTexts.newOrderBody('$40', 'Logo design'));
    expect(await listed(reader)).toEqual([[en.noticeTexts.newOrderTitle, en.noticeTexts.newOrderBody('$40', 'Logo design')]]);

    await readIn(reader, 'ur');
    expect(await listed(reader)).toEqual([[ur.noticeTexts.newOrderTitle, ur.noticeTexts.newOrderBody('$40', 'Logo design')]]);
  });

  it('and the other way: made in Urdu, listed in English once the reader reads English again, values kept', async () => {
    const reader = await signedIn(t.app, t.db, 'user');
    await readIn(reader, 'ur');
    await store(reader, 'task.approved', ur.noticeTexts.taskApprovedTitle, ur.noticeTexts.taskApprovedWithRewardBody('Logo set', 'Rs 5,000'));
    expect(await listed(reader)).toEqual([[ur.noticeTexts.taskApprovedTitle, ur.noticeTexts.taskApprovedWithRewardBody('Logo set', 'Rs 5,000')]]);

    await readIn(reader, 'en');
    expect(await listed(reader)).toEqual([[en.noticeTexts.taskApprovedTitle, en.noticeTexts.taskApprovedWithRewardBody('Logo set', 'Rs 5,000')]]);
  });
});

describe('the catalogues the server translates with', () => {
  it('give Urdu for English texts of every area the answers come from', () => {
    expect(en.texts.badCredentials).not.toBe(ur.texts.badCredentials);
    expect(ur.requestTexts.badJson).toMatch(/[\u0600-\u06FF]/);
    expect(ur.orderTexts).toBeDefined();
  });
});
