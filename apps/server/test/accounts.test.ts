import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, texts } from '@market/shared';
import { conversations, files, gigs, messages, orders, payoutMethods, reviews, sessions, tasks, userAudit, users } from '../src/db/schema/index.js';
import { saveFile } from '../src/modules/files/service.js';
import { recountSellerFigures } from '../src/seed/seller-figures.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { createUser, login, signedIn } from './helpers/factories.js';
import { multipart, type FilePart } from './helpers/uploads.js';

let t: TestContext;
let png: Buffer;
let jpeg: Buffer;
let admin: Awaited<ReturnType<typeof signedIn>>;
let addressCounter = 0;
// Registration is rate limited per address: each request comes from its own unless a test says otherwise.
const nextAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#3366aa' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa6633' } }).jpeg().toBuffer();
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

let serial = 0;
/** A valid registration; every call gets a fresh username, e-mail and CNIC. */
function validFields(): Record<string, string | string[]> {
  serial += 1;
  const n = String(serial).padStart(7, '0');
  return {
    username: `worker_${serial}_${Date.now() % 100000}`,
    birthdate: '1995-06-15',
    email: `worker${serial}.${Date.now() % 100000}@example.com`,
    password: 'secret-pass',
    phone: '+92 300 1234567',
    address: 'House 1, Street 2, Lahore',
    cnic: `35202-${n}-${serial % 10}`,
    skills: ['Data Entry', 'Graphic Design'],
    payoneer: 'yes',
    wise: 'no',
    bankIban: 'PK36SCBL0000001123456702',
    easypaisaAccount: '03001234567',
  };
}

function validFiles(): Record<string, FilePart> {
  return {
    img: { data: png, filename: 'me.png', type: 'image/png' },
    bankImg: { data: png, filename: 'bank.png', type: 'image/png' },
    idCardFront: { data: png, filename: 'front.png', type: 'image/png' },
    idCardBack: { data: png, filename: 'back.png', type: 'image/png' },
    liveSelfie: { data: jpeg, filename: 'selfie.jpg', type: 'image/jpeg' },
  };
}

async function register(fields: Record<string, string | string[] | undefined>, fileParts: Record<string, FilePart | undefined> = validFiles(), address = nextAddress()) {
  const parts: [string, string | FilePart][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) parts.push([name, v]);
    else parts.push([name, value]);
  }
  for (const [name, file] of Object.entries(fileParts)) if (file) parts.push([name, file]);
  const body = await multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body.payload, headers: body.headers, remoteAddress: address });
}

/** Rows and stored files right now, to prove a failed request left nothing behind. */
async function footprint() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [f] = await t.db.select({ n: count() }).from(files);
  const dir = join(t.config.dataDir, 'uploads');
  const stored = existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
  return { users: u.n, files: f.n, stored };
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

const kycKeys = ['cnic', 'bankIban', 'easypaisaAccount', 'birthdate', 'address', 'idCardFront', 'idCardBack', 'liveSelfie', 'bankImg', 'skills', 'email', 'phone'];

// ---------- registration ----------

describe('POST /api/auth/register', () => {
  it('creates an unverified account, signs it in and answers with its public part', async () => {
    const fields: Record<string, string | string[]> = { ...validFields(), isSeller: 'true' };
    const before = await footprint();
    const res = await register(fields);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ username: fields.username, isSeller: true });
    for (const key of kycKeys) expect(body).not.toHaveProperty(key);
    // Signed in as a login would: the same session cookie.
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(sid!.expires!.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    const row = await userRow(body._id);
    expect(row).toMatchObject({
      isVerified: false,
      isAdmin: false,
      cnic: fields.cnic,
      bankIban: fields.bankIban,
      payoneer: true,
      wise: false,
      birthdate: '1995-06-15',
      skills: ['Data Entry', 'Graphic Design'],
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const owned = await t.db.select().from(files).where(eq(files.ownerId, body._id));
    expect(owned.map((f) => `${f.purpose}:${f.visibility}`).sort()).toEqual(['avatar:public', 'kyc:private', 'kyc:private', 'kyc:private', 'kyc:private']);
    expect(owned.find((f) => f.id === row.liveSelfieFileId)?.mimeType).toBe('image/jpeg');
    expect(await footprint()).toEqual({ users: before.users + 1, files: before.files + 5, stored: expect.any(Number) });
    // The IBAN and Easypaisa account given are the first payout methods.
    const methods = await t.db.select().from(payoutMethods).where(eq(payoutMethods.userId, body._id));
    expect(methods.map((m) => `${m.type}:${m.currency}:${m.accountNumber}`).sort()).toEqual([`easypaisa:PKR:${row.easypaisaAccount}`, `iban:PKR:${row.bankIban}`]);

    // The registration's session sees the account's own KYC record, and so does a later login.
    const registered = await t.app.inject({ method: 'GET', url: `/api/user/${body._id}`, headers: { cookie: `sid=${sid!.value}` } });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ cnic: fields.cnic, isVerified: false, idCardFront: `/api/files/${row.idCardFrontFileId}` });
    const cookie = await login(t.app, fields.username as string, fields.password as string);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/${body._id}`, headers: { cookie } });
    expect(me.json()).toMatchObject({ cnic: fields.cnic, isVerified: false });
  });

  it('takes the optional images as optional, isSeller defaulting to false', async () => {
    const res = await register(validFields(), { ...validFiles(), img: undefined, bankImg: undefined });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isSeller: false, img: '/img/noavatar.svg' });
  });

  const required: [string, string][] = [
    ['username', texts.required],
    ['birthdate', texts.birthdateRequired],
    ['email', texts.invalidEmail],
    ['password', texts.required],
    ['phone', texts.required],
    ['address', texts.required],
    ['cnic', texts.cnicRequired],
    ['skills', texts.skillsRequired],
    ['payoneer', accountTexts.yesNo],
    ['wise', accountTexts.yesNo],
    ['bankIban', texts.required],
    ['easypaisaAccount', texts.required],
  ];
  it.each(required)('refuses a missing %s with "%s" and keeps nothing', async (field, message) => {
    const before = await footprint();
    const res = await register({ ...validFields(), [field]: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await footprint()).toEqual(before);
  });

  it.each(['idCardFront', 'idCardBack', 'liveSelfie'])('requires the %s image', async (name) => {
    const before = await footprint();
    const res = await register(validFields(), { ...validFiles(), [name]: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [name]: accountTexts.fileRequired });
    expect(await footprint()).toEqual(before);
  });

  const invalid: [string, string | string[], string][] = [
    ['cnic', '3520212345671', texts.cnicFormat],
    ['cnic', '35202-123456-71', texts.cnicFormat],
    ['bankIban', 'PK36SCBL000000112345670', texts.ibanFormat],
    ['bankIban', 'GB36SCBL0000001123456702', texts.ibanFormat],
    ['bankIban', 'PK37SCBL0000001123456702', accountTexts.ibanChecksum],
    ['easypaisaAccount', '0300123456', texts.easypaisaFormat],
    ['easypaisaAccount', '04001234567', texts.easypaisaFormat],
    ['easypaisaAccount', 'PK37SCBL0000001123456702', texts.easypaisaFormat],
    ['password', 'abcd', texts.passwordMin],
    ['password', 'x'.repeat(129), accountTexts.passwordMax],
    ['email', 'not-an-email', texts.invalidEmail],
    ['birthdate', '2999-01-01', accountTexts.birthdateFuture],
    ['birthdate', '1995-02-30', accountTexts.birthdateInvalid],
    // PostgreSQL has no year 0: this one once reached the database and answered 500.
    ['birthdate', '0000-01-01', accountTexts.birthdateTooEarly],
    ['birthdate', '1899-12-31', accountTexts.birthdateTooEarly],
    ['skills', ['Cooking'], accountTexts.skillChoice],
    ['payoneer', 'maybe', accountTexts.yesNo],
    ['username', 'a b', accountTexts.usernameFormat],
    ['phone', 'call me', accountTexts.phoneFormat],
  ];
  it.each(invalid)('refuses %s = %j with "%s"', async (field, value, message) => {
    const before = await footprint();
    const res = await register({ ...validFields(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await footprint()).toEqual(before);
  });

  it('refuses anyone under 18 and accepts someone who turns 18 today', async () => {
    const now = new Date();
    const iso = (years: number, dayShift = 0) => {
      const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayShift));
      return d.toISOString().slice(0, 10);
    };
    const young = await register({ ...validFields(), birthdate: iso(18, 1) });
    expect(young.statusCode).toBe(400);
    expect(young.json().fields.birthdate).toBe('You must be at least 18 years old');
    const adult = await register({ ...validFields(), birthdate: iso(18) });
    expect(adult.statusCode, adult.body).toBe(201);
  });

  it('refuses a common password (any case) with its own message on the field, keeping the length rule and nothing else', async () => {
    const before = await footprint();
    for (const password of ['password1', 'QWERTY123', 'iloveyou']) {
      const res = await register({ ...validFields(), password });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ password: accountTexts.passwordCommon });
    }
    expect((await register({ ...validFields(), password: 'abcd' })).json().fields.password).toBe(texts.passwordMin);
    expect(await footprint()).toEqual(before);
    expect((await register({ ...validFields(), password: 'lantern-okra-57' })).statusCode).toBe(201);
  });

  it.each(['03001234567', '+923001234567', '923001234567', 'PK20MEZN0002100104567890'])('accepts the Easypaisa account %s', async (account) => {
    const res = await register({ ...validFields(), easypaisaAccount: account });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts an IBAN written in lower case with spaces, and stores it normalised', async () => {
    const res = await register({ ...validFields(), bankIban: 'pk36 scbl 0000 0011 2345 6702' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await userRow(res.json()._id)).bankIban).toBe('PK36SCBL0000001123456702');
  });

  it('judges images by their content: a text file named .png is refused, nothing is kept', async () => {
    const before = await footprint();
    const fake = { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), filename: 'front.png', type: 'image/png' };
    const res = await register(validFields(), { ...validFiles(), idCardFront: fake, bankImg: { data: Buffer.from('%PDF-1.4\n'), filename: 'b.jpg' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ idCardFront: 'Please select an image file', bankImg: 'Please select an image file' });
    expect(await footprint()).toEqual(before);
  });

  it('a damaged image with a valid signature fails the whole registration and leaves nothing', async () => {
    const before = await footprint();
    const broken = { data: Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]), filename: 'selfie.png' };
    const res = await register(validFields(), { ...validFiles(), liveSelfie: broken });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ liveSelfie: 'Please select an image file' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses unknown fields, duplicated fields and JSON bodies', async () => {
    const extra = await register({ ...validFields(), isAdmin: 'true' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ isAdmin: accountTexts.fieldNotAllowed });
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validFields(), remoteAddress: nextAddress() });
    expect(json.statusCode).toBe(400);
  });

  it('answers 409 for a taken username (any case), e-mail or CNIC and keeps nothing', async () => {
    const first = validFields();
    expect((await register(first)).statusCode).toBe(201);
    const cases: [string, Record<string, string | string[]>, string][] = [
      ['username', { ...validFields(), username: (first.username as string).toUpperCase() }, accountTexts.usernameTaken],
      ['email', { ...validFields(), email: first.email }, accountTexts.emailTaken],
      ['cnic', { ...validFields(), cnic: first.cnic }, accountTexts.cnicTaken],
    ];
    for (const [field, fields, message] of cases) {
      const before = await footprint();
      const res = await register(fields);
      expect(res.statusCode, field).toBe(409);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
      // A refused registration signs nobody in.
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect(await footprint()).toEqual(before);
    }
  });

  it('is rate limited per e-mail address (5 an hour), whatever the client address', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await register({ ...validFields(), email: i % 2 ? email.toUpperCase() : email, cnic: 'bad' })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    // Another e-mail address is not affected.
    expect((await register({ ...validFields(), cnic: 'bad' })).statusCode).toBe(400);
  });

  it('lets a training centre register its workers over one address: 1000 an hour per client address', async () => {
    const address = '10.77.0.1';
    // Ten people register from the centre's address, then it is held only past the ceiling (counted before the form is read).
    for (let i = 0; i < 10; i++) expect((await register({ ...validFields(), cnic: 'bad' }, validFiles(), address)).statusCode).toBe(400);
    const bare = () => t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: address });
    for (let batch = 0; batch < 99; batch++) {
      const codes = (await Promise.all(Array.from({ length: 10 }, bare))).map((r) => r.statusCode);
      expect(codes.every((c) => c !== 429), `batch ${batch}`).toBe(true);
    }
    expect((await bare()).statusCode).toBe(429);
  }, 60_000);
});

// ---------- privacy and audit ----------

async function registeredWorker() {
  const fields = validFields();
  const res = await register(fields);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  const cookie = await login(t.app, fields.username as string, fields.password as string);
  return { id, cookie, row: await userRow(id), fields };
}

describe('privacy of identity data', () => {
  it('GET /api/user/:id is refused to other users and visitors; public profile carries no KYC field', async () => {
    const worker = await registeredWorker();
    const other = await signedIn(t.app, t.db, 'verified');
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}` })).statusCode).toBe(401);
    const pub = await t.app.inject({ method: 'GET', url: `/api/users/${worker.id}` });
    expect(pub.statusCode).toBe(200);
    for (const key of kycKeys) expect(pub.json()).not.toHaveProperty(key);
    const loginAnswer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: worker.fields.username, password: worker.fields.password } });
    for (const key of kycKeys) expect(loginAnswer.json()).not.toHaveProperty(key);
  });

  it('KYC images: the owner and admins read them, others get 404; an admin read writes an audit row', async () => {
    const worker = await registeredWorker();
    const other = await signedIn(t.app, t.db, 'verified');
    const url = `/api/files/${worker.row.idCardFrontFileId}`;
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: worker.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // The owner's own reads are not audited.
    expect(await t.db.select().from(userAudit).where(eq(userAudit.userId, worker.id))).toEqual([]);

    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const selfie = await t.app.inject({ method: 'GET', url: `/api/files/${worker.row.liveSelfieFileId}`, headers: { cookie: admin.cookie } });
    expect(selfie.statusCode).toBe(200);
    const rows = await t.db.select().from(userAudit).where(eq(userAudit.userId, worker.id));
    expect(rows.map((r) => [r.adminId, r.action, r.field]).sort()).toEqual([
      [admin.user.id, 'file', 'idCardFront'],
      [admin.user.id, 'file', 'liveSelfie'],
    ]);
    // The public avatar is no KYC file: reading it is not audited.
    await t.app.inject({ method: 'GET', url: `/api/files/${worker.row.imgFileId}`, headers: { cookie: admin.cookie } });
    expect(await t.db.select().from(userAudit).where(eq(userAudit.userId, worker.id))).toHaveLength(2);
  });

  it('an admin reading the full record is audited, and GET /api/user/:id/audit lists it newest first', async () => {
    const worker = await registeredWorker();
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cnic: worker.fields.cnic, bankIban: worker.fields.bankIban });
    await t.app.inject({ method: 'GET', url: `/api/files/${worker.row.bankImgFileId}`, headers: { cookie: admin.cookie } });
    // The user reading themself is not audited.
    await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}`, headers: { cookie: worker.cookie } });

    const audit = await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}/audit`, headers: { cookie: admin.cookie } });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().entries).toEqual([
      { _id: expect.any(String), admin: { _id: admin.user.id, username: admin.user.username }, action: 'file', field: 'bankImg', createdAt: expect.any(String) },
      { _id: expect.any(String), admin: { _id: admin.user.id, username: admin.user.username }, action: 'record', field: null, createdAt: expect.any(String) },
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}/audit`, headers: { cookie: worker.cookie } })).statusCode).toBe(403);
  });
});

// ---------- PUT /api/user/:id ----------

describe('PUT /api/user/:id', () => {
  const put = (id: string, cookie: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: { cookie }, payload: payload as object });

  it('lets a user change their description, phone, country and turn on isSeller', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const res = await put(me.user.id, me.cookie, { desc: 'I design things', phone: '+92 333 0000000', country: 'Pakistan', isSeller: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountTexts.userUpdated });
    expect(await userRow(me.user.id)).toMatchObject({ desc: 'I design things', phone: '+92 333 0000000', isSeller: true });
    expect((await put(me.user.id, me.cookie, { isSeller: false })).statusCode).toBe(400);
  });

  it.each(['isVerified', 'isAdmin', 'username', 'email', 'cnic', 'bankIban', 'idCardFront'])('answers 403 when a user sends %s', async (field) => {
    const me = await signedIn(t.app, t.db, 'user');
    const res = await put(me.user.id, me.cookie, { [field]: field.startsWith('is') ? true : 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(accountTexts.fieldForbidden);
    expect(await userRow(me.user.id)).toMatchObject({ isVerified: false, isAdmin: false, username: me.user.username });
  });

  it('answers 400 for an unknown field and 403 for another user', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const other = await createUser(t.db, 'user');
    const unknown = await put(me.user.id, me.cookie, { nickname: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ nickname: 'This field is not allowed' });
    expect((await put(other.user.id, me.cookie, { desc: 'hacked' })).statusCode).toBe(403);
    expect((await userRow(other.user.id)).desc).toBe('');
  });

  it('takes as avatar only an avatar upload of that user', async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const other = await signedIn(t.app, t.db, 'user');
    const uploadAs = async (cookie: string, purpose: string) => {
      const body = await multipart([['purpose', purpose], ['file', { data: png, filename: 'a.png' }]]);
      const res = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, cookie } });
      return res.json().url as string;
    };
    const mine = await uploadAs(me.cookie, 'avatar');
    expect((await put(me.user.id, me.cookie, { img: mine })).statusCode).toBe(200);
    expect(`/api/files/${(await userRow(me.user.id)).imgFileId}`).toBe(mine);
    for (const url of [await uploadAs(other.cookie, 'avatar'), await uploadAs(me.cookie, 'gig'), '/api/files/01900000-0000-7000-8000-000000000000']) {
      const res = await put(me.user.id, me.cookie, { img: url });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.img).toBe(accountTexts.avatarNotYours);
    }
  });

  it('lets an admin verify a user, with the spec message, and the new role applies at once', async () => {
    const worker = await registeredWorker();
    const before = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: worker.cookie } });
    expect(before.statusCode).toBe(403);
    const res = await put(worker.id, admin.cookie, { isVerified: true });
    expect(res.json()).toEqual({ message: 'User status updated successfully' });
    const me = await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}`, headers: { cookie: worker.cookie } });
    expect(me.json().isVerified).toBe(true);
    expect((await put(worker.id, admin.cookie, { isAdmin: true })).statusCode).toBe(403);
    expect((await put('01900000-0000-7000-8000-000000000000', admin.cookie, { isVerified: true })).statusCode).toBe(404);
  });
});

// ---------- PUT /api/auth/password ----------

describe('PUT /api/auth/password', () => {
  it('checks the current password, changes it and ends the other sessions only', async () => {
    const me = await signedIn(t.app, t.db, 'verified');
    const otherSession = await login(t.app, me.user.username, me.password);
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie: me.cookie }, payload });

    const wrong = await change({ currentPassword: 'not-it', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: accountTexts.wrongPassword });
    expect((await change({ currentPassword: me.password, newPassword: 'abc' })).json().fields.newPassword).toBe(texts.passwordMin);
    const common = await change({ currentPassword: me.password, newPassword: 'Sunshine1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ newPassword: accountTexts.passwordCommon });
    await expect(login(t.app, me.user.username, 'Sunshine1')).rejects.toThrow(/401/);

    const ok = await change({ currentPassword: me.password, newPassword: 'brand-new-pass' });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${me.user.id}`, headers: { cookie: otherSession } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${me.user.id}`, headers: { cookie: me.cookie } })).statusCode).toBe(200);
    await expect(login(t.app, me.user.username, 'brand-new-pass')).resolves.toMatch(/^sid=/);
    await expect(login(t.app, me.user.username, me.password)).rejects.toThrow(/401/);
  });
});

// ---------- admin list and search ----------

describe('GET /api/user', () => {
  const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/user?${query}`, headers: { cookie: admin.cookie } });

  it('pages newest first with totalPages, filters by verification and refuses odd sizes', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(users);
    const first = await list('page=1&limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.json().totalPages).toBe(Math.ceil(n / 5));
    const dates = first.json().users.map((u: { createdAt: string }) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list('page=2&limit=5');
    expect(second.json().users.map((u: { _id: string }) => u._id)).not.toContain(first.json().users[0]._id);

    const queue = await list('page=1&limit=100&verified=false');
    expect(queue.json().users.length).toBeGreaterThan(0);
    expect(queue.json().users.every((u: { isVerified: boolean }) => !u.isVerified)).toBe(true);
    const verified = await list('page=1&limit=100&verified=true');
    expect(verified.json().users.every((u: { isVerified: boolean }) => u.isVerified)).toBe(true);
    expect(queue.json().users.length + verified.json().users.length).toBe(n);

    expect((await list('page=1&limit=7')).statusCode).toBe(400);
    expect((await list('page=0&limit=5')).statusCode).toBe(400);
  });

  it('shows no identity or payment details in the table and writes no audit; the audited record has them', async () => {
    const kyc = { cnic: '35202-7654321-9', bankIban: 'PK36SCBL0000001123456702', easypaisaAccount: '03007654321', address: 'House 9, Street 7, Multan', birthdate: '1990-04-03' };
    const { user } = await createUser(t.db, 'user', { ...kyc, phone: '+92 300 7654321' });
    const auditRows = async () => (await t.db.select().from(userAudit).where(eq(userAudit.userId, user.id))).length;

    const res = await list('page=1&limit=100');
    expect(res.statusCode).toBe(200);
    const row = res.json().users.find((u: { _id: string }) => u._id === user.id);
    expect(Object.keys(row).sort()).toEqual(['_id', 'createdAt', 'email', 'img', 'isAdmin', 'isSeller', 'isVerified', 'phone', 'username', 'verification']);
    expect(row.verification).toEqual({ state: 'none' });
    expect(row).toMatchObject({ username: user.username, email: user.email, phone: '+92 300 7654321' });
    for (const value of Object.values(kyc)) expect(res.body).not.toContain(value);
    expect(await auditRows()).toBe(0);

    const record = await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: { cookie: admin.cookie } });
    expect(record.json()).toMatchObject(kyc);
    expect(await auditRows()).toBe(1);
  });

  it('searches verified users by username or e-mail, up to 10, with only _id, username, email and img', async () => {
    const tag = `findme${Date.now() % 100000}`;
    for (let i = 0; i < 12; i++) await createUser(t.db, 'verified', { username: `${tag}_${i}` });
    await createUser(t.db, 'user', { username: `${tag}_unverified` });
    const byMail = await createUser(t.db, 'verified', { email: `someone.${tag}@mail.example` });

    const res = await list(`search=${tag.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const found = res.json().users as Record<string, string>[];
    expect(found).toHaveLength(10);
    expect(Object.keys(found[0]).sort()).toEqual(['_id', 'email', 'img', 'username']);
    expect(found.some((u) => u.username.endsWith('_unverified'))).toBe(false);
    const mail = await list(`search=someone.${tag}`);
    expect(mail.json().users.map((u: { _id: string }) => u._id)).toEqual([byMail.user.id]);
    // % and _ are literal characters, not wildcards.
    expect((await list('search=%25%25%25')).json().users).toEqual([]);

    const short = await list('search=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(accountTexts.searchTooShort);
  });
});

// ---------- DELETE /api/user/:id ----------

describe('DELETE /api/user/:id', () => {
  const del = (id: string, cookie = admin.cookie) => t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: { cookie } });

  it('refuses to delete an admin', async () => {
    const other = await createUser(t.db, 'admin');
    const res = await del(other.user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admin users cannot be deleted.');
    expect(await userRow(other.user.id)).toBeDefined();
    expect((await del('01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });

  it('removes the user, sessions, files (rows and bytes), gigs, reviews with star totals kept right, unpaid orders and messages; paid orders stay', async () => {
    const worker = await registeredWorker();
    const seller = await signedIn(t.app, t.db, 'seller');
    const cover = await saveFile(t.db, t.storage, { ownerId: seller.user.id, purpose: 'gig', visibility: 'public', name: 'c.png', mimeType: 'image/png', data: png });
    const ownCover = await saveFile(t.db, t.storage, { ownerId: worker.id, purpose: 'gig', visibility: 'public', name: 'w.png', mimeType: 'image/png', data: png });
    const gigBase = { cat: 'design', desc: 'd', shortTitle: 's', shortDesc: 's', deliveryTime: 1, revisionNumber: 1, price: 10 };
    const [sellersGig] = await t.db.insert(gigs).values({ ...gigBase, userId: seller.user.id, title: 'Seller gig', coverFileId: cover.id, totalStars: 9, starNumber: 2 }).returning();
    const [workersGig] = await t.db.insert(gigs).values({ ...gigBase, userId: worker.id, title: 'Worker gig', coverFileId: ownCover.id }).returning();
    await t.db.insert(reviews).values([
      { gigId: sellersGig.id, sellerId: seller.user.id, userId: worker.id, desc: 'ok', star: 4 },
      { gigId: sellersGig.id, sellerId: seller.user.id, userId: admin.user.id, desc: 'great', star: 5 },
      { gigId: workersGig.id, sellerId: worker.id, userId: seller.user.id, desc: 'fine', star: 3 },
    ]);
    await t.db.insert(orders).values([
      // An unpaid checkout by the worker, and an order the seller paid the worker for.
      { gigId: sellersGig.id, img: '', title: 'Seller gig', price: 10, sellerId: seller.user.id, buyerId: worker.id, provider: 'local', paymentIntent: `pi_${worker.id}` },
      { gigId: workersGig.id, img: ownCover.id, title: 'Worker gig', price: 10, sellerId: worker.id, buyerId: seller.user.id, isPaid: true, provider: 'local', paymentIntent: `pi_paid_${worker.id}` },
    ]);
    // Rows written below the services: the counters and the paid cover's retention as the seed sets them.
    await recountSellerFigures(t.db);
    const conversationId = `${seller.user.id}${worker.id}`;
    await t.db.insert(conversations).values({ id: conversationId, sellerId: seller.user.id, buyerId: worker.id, lastMessage: 'hi' });
    await t.db.insert(messages).values([
      { conversationId, userId: worker.id, desc: 'hi' },
      { conversationId, userId: seller.user.id, desc: 'hello' },
    ]);
    const [task] = await t.db.insert(tasks).values({ title: 'Task', assigneeId: worker.id, createdBy: admin.user.id }).returning();
    await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}`, headers: { cookie: admin.cookie } });
    const ownedFiles = await t.db.select().from(files).where(eq(files.ownerId, worker.id));
    expect(ownedFiles).toHaveLength(6);

    const res = await del(worker.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully.' });

    expect(await userRow(worker.id)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, worker.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${worker.id}`, headers: { cookie: worker.cookie } })).statusCode).toBe(401);
    expect(await t.db.select().from(files).where(eq(files.ownerId, worker.id))).toEqual([]);
    await settled(t.app);
    for (const f of ownedFiles.filter((f) => f.id !== ownCover.id)) expect(await t.storage.get(f.storageKey)).toBeNull();
    expect(await t.db.select().from(gigs).where(eq(gigs.id, workersGig.id))).toEqual([]);
    const [kept] = await t.db.select().from(gigs).where(eq(gigs.id, sellersGig.id));
    expect(kept).toMatchObject({ totalStars: 5, starNumber: 1 });
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, worker.id))).toEqual([]);
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, worker.id))).toEqual([]);
    // The paid order stays on the buyer's list, its seller shown as deleted, its cover still served.
    const [paid] = await t.db.select().from(orders).where(eq(orders.paymentIntent, `pi_paid_${worker.id}`));
    expect(paid).toMatchObject({ sellerId: null, buyerId: seller.user.id, gigId: null, isPaid: true });
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: seller.cookie } })).json();
    expect(list.orders).toEqual([expect.objectContaining({ _id: paid.id, sellerId: null, username: 'Deleted user', role: 'buyer' })]);
    expect(await t.storage.get(ownCover.storageKey)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: list.orders[0].img })).statusCode).toBe(200);
    expect(await t.db.select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
    expect(await t.db.select().from(userAudit).where(eq(userAudit.userId, worker.id))).toEqual([]);
    const [unassigned] = await t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(unassigned.assigneeId).toBeNull();
    // The seller's own files stay.
    expect(await t.storage.get(cover.storageKey)).not.toBeNull();
  });
});
