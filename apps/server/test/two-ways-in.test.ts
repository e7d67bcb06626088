import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, payoutTexts, texts, verificationTexts, type Earnings, type PrivateUser } from '@market/shared';
import { files, notifications, payoutMethods, userAudit, users } from '../src/db/schema/index.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { createUser, signedIn } from './helpers/factories.js';
import { injectAs, ok, refused, type HttpMethod } from './helpers/http.js';
import { noIdentityData, sendDocuments, sendValidDocuments, verificationFields, verificationPictures } from './helpers/identity.js';
import { insertGig, orderByIntent, successCard } from './helpers/orders.js';
import { until } from './helpers/until.js';

let t: TestContext;
type Session = { user: { id: string; username: string; email: string }; cookie: string };
let admin: Session;

beforeAll(async () => {
  // No SMTP_URL: the e-mails are written to DATA_DIR/mail, where the tests read them.
  t = await createTestApp({ EARNINGS_CLEARANCE_HOURS: '0.0003', PAYOUT_METHOD_LOCK_HOURS: '0', JOBS_POLL_SECONDS: '0.1' });
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

/** Whether an e-mail with this subject was written to this address (the mailer's files without SMTP_URL). */
function mailed(to: string, subject: string): boolean {
  const dir = join(t.config.dataDir, 'mail');
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    return text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`);
  });
}

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object, headers: Record<string, string> = {}) => injectAs(t.app, '10.44', who, method, url, payload, headers);

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const record = (who: Session, id = who.user.id) => ok<PrivateUser>(call(who, 'GET', `/api/user/${id}`));
const decide = (id: string, body: object) => call(admin, 'POST', `/api/user/${id}/verification`, body);

let serial = 0;
const buyerBody = (overrides: object = {}) => {
  serial += 1;
  const name = `buyer_${serial}_${randomUUID().slice(0, 6)}`;
  return { kind: 'buyer', username: name, email: `${name}@example.com`, password: 'a-good-passphrase', country: 'United States', acceptedTerms: true, ...overrides };
};

/** Joins as a buyer through the API and keeps the session the answer set. */
async function joinAsBuyer(overrides: object = {}): Promise<Session> {
  const body = buyerBody(overrides);
  const res = await call(null, 'POST', '/api/auth/register', body);
  expect(res.statusCode, res.body).toBe(201);
  const sid = res.cookies.find((c) => c.name === 'sid');
  expect(sid).toBeDefined();
  const user = res.json() as { _id: string; username: string };
  return { user: { id: user._id, username: user.username, email: body.email }, cookie: `sid=${sid!.value}` };
}

/** A fresh signed-in account of the role, as a Session. */
async function account(role: 'user' | 'seller' | 'verified' = 'user', overrides: Parameters<typeof signedIn>[3] = {}): Promise<Session> {
  const s = await signedIn(t.app, t.db, role, overrides);
  return { user: { id: s.user.id, username: s.user.username, email: s.user.email }, cookie: s.cookie };
}

async function notificationOf(userId: string, type: string) {
  await settled(t.app);
  const [row] = await t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  return row;
}

describe('joining as a buyer', () => {
  it('takes four fields and the terms, signs in at once and stores no identity data', async () => {
    const buyer = await joinAsBuyer({ country: 'United Kingdom' });
    const row = await userRow(buyer.user.id);
    expect(row).toMatchObject({
      country: 'United Kingdom',
      isSeller: false,
      isVerified: false,
      verificationState: 'none',
      ...noIdentityData,
      phone: '',
      skills: [],
      imgFileId: null,
    });
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(files).where(eq(files.ownerId, buyer.user.id))).toEqual([]);
    expect(await t.db.select().from(payoutMethods).where(eq(payoutMethods.userId, buyer.user.id))).toEqual([]);
    // The session works, and the record says where verification stands.
    expect((await record(buyer)).verification).toEqual({ state: 'none' });
  });

  it('can pay for a gig, message its seller and review it', async () => {
    const buyer = await joinAsBuyer();
    const seller = await account('seller');
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 45 });
    const { paymentIntent } = await ok<{ paymentIntent: string }>(call(buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`));
    await ok(call(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard }));
    await ok(call(buyer, 'PUT', '/api/orders', { payment_intent: paymentIntent }));
    const order = await orderByIntent(t.db, paymentIntent);
    expect(order).toMatchObject({ buyerId: buyer.user.id, sellerId: seller.user.id, isPaid: true });

    const conversation = await ok<{ id: string }>(call(buyer, 'POST', '/api/conversations', { to: seller.user.id }), 201);
    await ok(call(buyer, 'POST', '/api/messages', { conversationId: conversation.id, desc: 'Hello, the logo is for a bakery.' }), 201);
    await ok(call(buyer, 'POST', '/api/reviews', { gigId: gig.id, desc: 'Lovely work', star: 5 }), 201);
  });

  it('says what is wrong, field by field, and keeps nothing', async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const noTerms = await refused(call(null, 'POST', '/api/auth/register', buyerBody({ acceptedTerms: false })), 400, verificationTexts.termsRequired);
    expect(noTerms.fields).toEqual({ acceptedTerms: verificationTexts.termsRequired });
    const empty = await refused(call(null, 'POST', '/api/auth/register', { kind: 'buyer' }), 400);
    expect(empty.fields).toMatchObject({ username: texts.required, email: texts.invalidEmail, password: texts.required, country: verificationTexts.countryRequired });
    await refused(call(null, 'POST', '/api/auth/register', buyerBody({ country: 'Atlantis' })), 400, verificationTexts.countryRequired);
    await refused(call(null, 'POST', '/api/auth/register', buyerBody({ password: 'password' })), 400, accountTexts.passwordCommon);
    // Identity data has no place in a buyer's registration.
    const withCnic = await refused(call(null, 'POST', '/api/auth/register', buyerBody({ cnic: '35202-1234567-1' })), 400, accountTexts.fieldNotAllowed);
    expect(withCnic.fields).toEqual({ cnic: accountTexts.fieldNotAllowed });
    await refused(call(null, 'POST', '/api/auth/register', { username: 'no_kind_given' }), 400, verificationTexts.kindRequired);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('refuses a taken username or e-mail, whatever its case', async () => {
    const first = buyerBody();
    await ok(call(null, 'POST', '/api/auth/register', first), 201);
    const sameName = await refused(call(null, 'POST', '/api/auth/register', buyerBody({ username: first.username.toUpperCase() })), 409, accountTexts.usernameTaken);
    expect(sameName.fields).toEqual({ username: accountTexts.usernameTaken });
    await refused(call(null, 'POST', '/api/auth/register', buyerBody({ email: first.email.toUpperCase() })), 409, accountTexts.emailTaken);
  });
});

describe('signing in with username or e-mail', () => {
  it('takes the e-mail address in any case, with the same answer for a wrong one', async () => {
    const { user, password } = await createUser(t.db, 'user');
    const byEmail = await ok<{ _id: string }>(call(null, 'POST', '/api/auth/login', { username: user.email.toUpperCase(), password }));
    expect(byEmail._id).toBe(user.id);
    const wrong = await refused(call(null, 'POST', '/api/auth/login', { username: user.email, password: 'not-the-password' }), 401, texts.badCredentials);
    const unknown = await refused(call(null, 'POST', '/api/auth/login', { username: 'nobody.here@example.com', password: 'not-the-password' }), 401, texts.badCredentials);
    expect(wrong).toEqual(unknown);
  });

  it('counts the attempts of one account together, named either way', async () => {
    const { user, password } = await createUser(t.db, 'user');
    const attempt = (name: string, pass = 'not-the-password') => call(null, 'POST', '/api/auth/login', { username: name, password: pass });
    for (let i = 0; i < 3; i++) await refused(attempt(user.username), 401);
    for (let i = 0; i < 2; i++) await refused(attempt(user.email), 401);
    // Five wrong attempts, by name and by e-mail: the sixth waits, with the right password too.
    await refused(attempt(user.email, password), 429, texts.tooManyLogins);
    await refused(attempt(user.username, password), 429, texts.tooManyLogins);
  });
});

describe('verification later', () => {
  it('moves none -> pending -> changes_requested -> pending -> verified, telling the user each outcome', async () => {
    const buyer = await joinAsBuyer();
    const sent = await sendValidDocuments(t.app, buyer.cookie, { legalName: 'Bilal Ahmed' });
    expect(sent).toEqual({ message: verificationTexts.sent, verification: { state: 'pending' } });
    const pending = await userRow(buyer.user.id);
    expect(pending).toMatchObject({ verificationState: 'pending', isVerified: false, legalName: 'Bilal Ahmed', idType: 'cnic', bankIban: 'PK36SCBL0000001123456702' });
    expect(pending.verificationSentAt).toBeInstanceOf(Date);
    const owned = await t.db.select().from(files).where(eq(files.ownerId, buyer.user.id));
    expect(owned.map((f) => `${f.purpose}:${f.visibility}`)).toEqual(['kyc:private', 'kyc:private', 'kyc:private', 'kyc:private']);
    // The payout accounts sent become methods titled with the legal name.
    const methods = await t.db.select().from(payoutMethods).where(eq(payoutMethods.userId, buyer.user.id));
    expect(methods.map((m) => [m.type, m.accountTitle]).sort()).toEqual([
      ['easypaisa', 'Bilal Ahmed'],
      ['iban', 'Bilal Ahmed'],
    ]);
    // Waiting: nothing more to send until an admin answers.
    await refused(sendDocuments(t.app, buyer.cookie, verificationFields(), await verificationPictures()), 409, verificationTexts.alreadyPending);

    const reason = 'The ID card photo is blurred; please take it again in good light.';
    const asked = await ok<{ verification: unknown }>(decide(buyer.user.id, { decision: 'changes_requested', document: 'idCardFront', reason }));
    expect(asked.verification).toEqual({ state: 'changes_requested', reason, document: 'idCardFront' });
    expect((await record(buyer)).verification).toEqual({ state: 'changes_requested', reason, document: 'idCardFront' });
    const changes = await notificationOf(buyer.user.id, 'verification.changes_requested');
    expect(changes).toMatchObject({ title: 'Please send a document again', link: '/verification' });
    expect(changes.body).toContain(reason);
    await until(() => mailed(buyer.user.email, 'Please send a document again'), 10_000, 'the changes e-mail');

    // The picture asked for must come again; the others on file stay.
    const { idCardFront, ...others } = await verificationPictures();
    const missing = await refused(sendDocuments(t.app, buyer.cookie, verificationFields(), others), 400, verificationTexts.newDocumentRequired);
    expect(missing.fields).toEqual({ idCardFront: verificationTexts.newDocumentRequired });
    await ok(sendDocuments(t.app, buyer.cookie, verificationFields(), { idCardFront }));
    const resent = await userRow(buyer.user.id);
    expect(resent).toMatchObject({ verificationState: 'pending', verificationReason: null, verificationDocument: null });
    expect(resent.idCardFrontFileId).not.toBe(pending.idCardFrontFileId);
    expect(resent.liveSelfieFileId).toBe(pending.liveSelfieFileId);
    // The replaced picture is gone with its row.
    expect(await t.db.select().from(files).where(eq(files.id, pending.idCardFrontFileId!))).toEqual([]);

    await ok(decide(buyer.user.id, { decision: 'verified' }));
    expect(await userRow(buyer.user.id)).toMatchObject({ verificationState: 'verified', isVerified: true });
    expect((await record(buyer)).verification).toEqual({ state: 'verified' });
    expect(await notificationOf(buyer.user.id, 'user.verified')).toMatchObject({ title: 'Your identity is verified' });
    await until(() => mailed(buyer.user.email, 'Your identity is verified'), 10_000, 'the verified e-mail');
    await refused(sendDocuments(t.app, buyer.cookie, verificationFields(), await verificationPictures()), 409, verificationTexts.alreadyVerified);
  });

  it('takes a passport from abroad without the back of a card or Pakistani payout accounts', async () => {
    const buyer = await joinAsBuyer();
    const { idCardBack: _back, ...pictures } = await verificationPictures();
    const fields = { ...verificationFields(), idType: 'passport', cnic: undefined, idNumber: 'k 1234 5678', idCountry: 'United Kingdom', bankIban: '', easypaisaAccount: '' };
    await ok(sendDocuments(t.app, buyer.cookie, fields, pictures));
    expect(await userRow(buyer.user.id)).toMatchObject({ idType: 'passport', idNumber: 'K12345678', idCountry: 'United Kingdom', cnic: '', idCardBackFileId: null, verificationState: 'pending' });
    await ok(decide(buyer.user.id, { decision: 'verified' }));
    // One account per passport.
    const other = await joinAsBuyer();
    const taken = await refused(sendDocuments(t.app, other.cookie, fields, pictures), 409, verificationTexts.idNumberTaken);
    expect(taken.fields).toEqual({ idNumber: verificationTexts.idNumberTaken });
  });

  it('checks every field with the registration rules, and a bad sending changes nothing', async () => {
    const buyer = await joinAsBuyer();
    const pictures = await verificationPictures();
    const bad = await refused(sendDocuments(t.app, buyer.cookie, { ...verificationFields(), cnic: '123', bankIban: 'PK00', legalName: '' }, { ...pictures, liveSelfie: undefined }), 400);
    expect(bad.fields).toMatchObject({ legalName: accountTexts.legalNameRequired, liveSelfie: accountTexts.fileRequired });
    const cnic = await refused(sendDocuments(t.app, buyer.cookie, { ...verificationFields(), cnic: '123' }, pictures), 400, texts.cnicFormat);
    expect(cnic.fields).toEqual({ cnic: texts.cnicFormat });
    const noIban = await refused(sendDocuments(t.app, buyer.cookie, { ...verificationFields(), bankIban: '' }, pictures), 400);
    expect(Object.keys(noIban.fields!)).toEqual(['bankIban']);
    const row = await userRow(buyer.user.id);
    expect(row).toMatchObject({ verificationState: 'none', legalName: '', cnic: '' });
    expect(await t.db.select().from(files).where(eq(files.ownerId, buyer.user.id))).toEqual([]);
  });

  it('lets a rejected user send again, every picture anew', async () => {
    const buyer = await joinAsBuyer();
    await sendValidDocuments(t.app, buyer.cookie);
    await refused(decide(buyer.user.id, { decision: 'rejected' }), 400, verificationTexts.reasonRequired);
    await ok(decide(buyer.user.id, { decision: 'rejected', reason: 'The selfie does not show the person on the card.' }));
    expect((await record(buyer)).verification).toEqual({ state: 'rejected', reason: 'The selfie does not show the person on the card.' });
    expect(await notificationOf(buyer.user.id, 'verification.rejected')).toMatchObject({ link: '/verification' });
    const { liveSelfie, ...others } = await verificationPictures();
    await refused(sendDocuments(t.app, buyer.cookie, verificationFields(), { liveSelfie }), 400, accountTexts.fileRequired);
    await ok(sendDocuments(t.app, buyer.cookie, verificationFields(), { liveSelfie, ...others }));
    expect((await userRow(buyer.user.id)).verificationState).toBe('pending');
  });

  it('keeps admins and verified accounts out of it', async () => {
    const pictures = await verificationPictures();
    await refused(sendDocuments(t.app, admin.cookie, verificationFields(), pictures), 403, verificationTexts.adminNotVerifiable);
    const verified = await account('verified');
    await refused(sendDocuments(t.app, verified.cookie, verificationFields(), pictures), 409, verificationTexts.alreadyVerified);
  });
});

describe("the admin's decision", () => {
  it('verifies only a pending record that has its documents', async () => {
    const nothingSent = await account('user');
    await refused(decide(nothingSent.user.id, { decision: 'verified' }), 409, verificationTexts.decisionNotPending);
    // The spec's toggle means the same, with the same refusal.
    await refused(call(admin, 'PUT', `/api/user/${nothingSent.user.id}`, { isVerified: true }), 409, verificationTexts.decisionNotPending);
    expect(await userRow(nothingSent.user.id)).toMatchObject({ verificationState: 'none', isVerified: false });

    // Waiting but without the pictures (they were removed): nothing to verify.
    const { user: bare } = await createUser(t.db, 'user', { verificationState: 'pending', cnic: '35202-0000001-1' });
    await refused(decide(bare.id, { decision: 'verified' }), 409, verificationTexts.decisionNoDocuments);
    await refused(decide(bare.id, { decision: 'changes_requested', reason: 'Send the card' }), 400, verificationTexts.documentRequired);
    await refused(decide(randomUUID(), { decision: 'verified' }), 404);
  });

  it("treats the spec's isVerified toggle as the decision, and taking it back makes the record wait again", async () => {
    const worker = await joinAsBuyer();
    await sendValidDocuments(t.app, worker.cookie);
    await ok(call(admin, 'PUT', `/api/user/${worker.user.id}`, { isVerified: true }));
    expect(await userRow(worker.user.id)).toMatchObject({ verificationState: 'verified', isVerified: true });
    await ok(call(admin, 'PUT', `/api/user/${worker.user.id}`, { isVerified: false }));
    expect(await userRow(worker.user.id)).toMatchObject({ verificationState: 'pending', isVerified: false });
  });

  it('filters the users table by search and state, and keeps the assignee search', async () => {
    const tag = randomUUID().slice(0, 8);
    const waiting = await joinAsBuyer({ username: `wait_${tag}`, email: `wait_${tag}@example.com` });
    await sendValidDocuments(t.app, waiting.cookie);
    const idle = await joinAsBuyer({ username: `idle_${tag}`, email: `idle.${tag}@example.com` });
    type Table = { users: { _id: string; verification: { state: string } }[]; totalPages: number };
    const bySearch = await ok<Table>(call(admin, 'GET', `/api/user?page=1&limit=100&search=${tag}`));
    expect(bySearch.users.map((u) => u._id).sort()).toEqual([waiting.user.id, idle.user.id].sort());
    expect(bySearch.totalPages).toBe(1);
    const byEmail = await ok<Table>(call(admin, 'GET', `/api/user?page=1&limit=100&search=idle.${tag}`));
    expect(byEmail.users.map((u) => u._id)).toEqual([idle.user.id]);
    const pendingOnes = await ok<Table>(call(admin, 'GET', `/api/user?page=1&limit=100&search=${tag}&state=pending`));
    expect(pendingOnes.users).toEqual([expect.objectContaining({ _id: waiting.user.id, verification: { state: 'pending' } })]);
    const allPending = await ok<Table>(call(admin, 'GET', '/api/user?page=1&limit=100&state=pending'));
    expect(allPending.users.every((u) => u.verification.state === 'pending')).toBe(true);
    // A search with nothing else is the task form's assignee search: verified users only.
    const assignees = await ok<{ users: unknown[]; totalPages?: number }>(call(admin, 'GET', `/api/user?search=${tag}`));
    expect(assignees).toEqual({ users: [] });
    await refused(call(admin, 'GET', '/api/user?page=1&limit=5&state=unknown'), 400);
  });
});

describe('identity data sent later', () => {
  it('is private to its owner and admins, and every admin read is audited', async () => {
    const buyer = await joinAsBuyer();
    await sendValidDocuments(t.app, buyer.cookie, { legalName: 'Sara Malik' });
    const row = await userRow(buyer.user.id);
    const front = `/api/files/${row.idCardFrontFileId}`;
    const stranger = await account('verified');
    expect((await call(stranger, 'GET', front)).statusCode).toBe(404);
    expect((await call(null, 'GET', front)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', front)).statusCode).toBe(200);
    await refused(call(stranger, 'GET', `/api/user/${buyer.user.id}`), 403);

    const audit = () => t.db.select().from(userAudit).where(eq(userAudit.userId, buyer.user.id));
    expect(await audit()).toEqual([]);
    expect((await call(admin, 'GET', front)).statusCode).toBe(200);
    const seen = await record(admin, buyer.user.id);
    expect(seen).toMatchObject({ legalName: 'Sara Malik', idType: 'cnic', verification: { state: 'pending' } });
    expect((await audit()).map((a) => [a.action, a.field]).sort()).toEqual([
      ['file', 'idCardFront'],
      ['record', null],
    ]);

    // Nothing of it in the public profile or the table.
    const profile = await call(null, 'GET', `/api/users/${buyer.user.id}`);
    expect(profile.body).not.toContain('Sara Malik');
    const table = await call(admin, 'GET', '/api/user?page=1&limit=100');
    expect(table.body).not.toContain('Sara Malik');
    expect(table.body).not.toContain(row.cnic);
  });
});

describe('earning needs verification, selling does not', () => {
  /** A completed, cleared $50 order of a fresh gig of the seller. */
  async function clearedEarnings(seller: Session) {
    const buyer = await joinAsBuyer();
    const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 50 });
    const { paymentIntent } = await ok<{ paymentIntent: string }>(call(buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`));
    await ok(call(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard }));
    await ok(call(buyer, 'PUT', '/api/orders', { payment_intent: paymentIntent }));
    const { id } = await orderByIntent(t.db, paymentIntent);
    await ok(call(buyer, 'POST', `/api/orders/${id}/requirements`, { desc: 'A bakery logo', files: [] }));
    await ok(call(seller, 'POST', `/api/orders/${id}/deliveries`, { desc: 'Done', files: [] }));
    await ok(call(buyer, 'POST', `/api/orders/${id}/accept`));
    const available = async () => (await ok<Earnings>(call(seller, 'GET', '/api/earnings'))).balances.find((b) => b.currency === 'USD')?.available ?? 0;
    await until(async () => (await available()) > 0, 15_000, 'cleared earnings');
  }
  const withdrawal = async (who: Session) => (await ok<Earnings>(call(who, 'GET', '/api/earnings'))).withdrawal;
  const withdraw = (who: Session, methodId: string) => call(who, 'POST', '/api/payouts', { currency: 'USD', amount: 1000, methodId }, { 'idempotency-key': randomUUID() });

  it('a seller sells without documents and withdraws only once verified', async () => {
    const seller = await joinAsBuyer();
    await ok(call(seller, 'PUT', `/api/user/${seller.user.id}`, { isSeller: true }));
    await clearedEarnings(seller);
    const method = await ok<{ method: { _id: string; titleMatchesLegalName: boolean } }>(
      call(seller, 'POST', '/api/payout-methods', { type: 'payoneer', currency: 'USD', accountTitle: 'Omar Farooq', accountNumber: `${seller.user.username}@example.com` }),
      201,
    );
    // No legal name yet: the title cannot match one.
    expect(method.method.titleMatchesLegalName).toBe(false);

    expect(await withdrawal(seller)).toMatchObject({ allowed: false, blockedBy: 'notVerified', verification: 'none', reason: payoutTexts.notVerifiedBecause.none });
    await refused(withdraw(seller, method.method._id), 403, payoutTexts.notVerified);

    await sendValidDocuments(t.app, seller.cookie, { legalName: 'Omar Farooq' });
    expect(await withdrawal(seller)).toMatchObject({ allowed: false, blockedBy: 'notVerified', verification: 'pending', reason: payoutTexts.notVerifiedBecause.pending });
    await refused(withdraw(seller, method.method._id), 403, payoutTexts.notVerified);

    await ok(decide(seller.user.id, { decision: 'verified' }));
    expect(await withdrawal(seller)).toMatchObject({ allowed: true, blockedBy: null, verification: 'verified' });
    const methods = await ok<{ methods: { _id: string; titleMatchesLegalName: boolean }[] }>(call(seller, 'GET', '/api/payout-methods'));
    expect(methods.methods.find((m) => m._id === method.method._id)?.titleMatchesLegalName).toBe(true);
    await ok(withdraw(seller, method.method._id), 201);
  });

  it('an account verified without a legal name gives it once before its first payout; the queue warns of a title that differs', async () => {
    const seller = await account('verified', { isSeller: true, legalName: '' });
    await clearedEarnings(seller);
    const { method } = await ok<{ method: { _id: string } }>(
      call(seller, 'POST', '/api/payout-methods', { type: 'payoneer', currency: 'USD', accountTitle: 'Someone Else', accountNumber: `${seller.user.username}@example.com` }),
      201,
    );
    expect(await withdrawal(seller)).toMatchObject({ allowed: false, blockedBy: 'legalNameMissing', reason: payoutTexts.legalNameMissing });
    await refused(withdraw(seller, method._id), 409, payoutTexts.legalNameMissing);

    await refused(call(seller, 'PUT', '/api/user/legal-name', { legalName: '1234' }), 400);
    await ok(call(seller, 'PUT', '/api/user/legal-name', { legalName: 'Hina Aslam' }));
    await refused(call(seller, 'PUT', '/api/user/legal-name', { legalName: 'Another Name' }), 409, verificationTexts.legalNameLocked);
    expect((await userRow(seller.user.id)).legalName).toBe('Hina Aslam');

    const { payout } = await ok<{ payout: { _id: string } }>(withdraw(seller, method._id), 201);
    const queue = await ok<{ payouts: { _id: string; titleMatchesLegalName: boolean; user: { legalName: string } | null }[] }>(call(admin, 'GET', '/api/admin/payouts?status=requested'));
    expect(queue.payouts.find((p) => p._id === payout._id)).toMatchObject({ titleMatchesLegalName: false, user: { legalName: 'Hina Aslam' } });
  });
});
