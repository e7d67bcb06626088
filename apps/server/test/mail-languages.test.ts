import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, supportDefaults, ur, type SupportSettings } from '@market/shared';
import { notifications } from '../src/db/schema/index.js';
import { renderMail } from '../src/modules/notifications/templates.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { login, signedIn } from './helpers/factories.js';
import { injectAs, ok, type HttpMethod } from './helpers/http.js';
import { awaitingReview } from './helpers/identity.js';
import { insertGig, orderByIntent, successCard } from './helpers/orders.js';

let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let admin: Session;

beforeAll(async () => {
  // No SMTP_URL: the e-mails are written to DATA_DIR/mail, where the tests read them.
  t = await createTestApp({
    JOBS_POLL_SECONDS: '0.1',
    JOBS_RETRY_BASE_SECONDS: '0.01',
    MESSAGE_EMAIL_DELAY_MINUTES: '0.01',
    MESSAGE_EMAIL_CHECK_SECONDS: '0.2',
    PUBLIC_ORIGIN: 'https://kaamkar.example',
  });
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object) => injectAs(t.app, '10.61', who, method, url, payload);

type Mail = { to: string; subject: string; html: string; text: string };
const parsed = new Map<string, Mail>();

/** Every e-mail written so far (each file parsed once). */
async function mails(): Promise<Mail[]> {
  const dir = join(t.config.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  for (const name of readdirSync(dir)) {
    if (parsed.has(name)) continue;
    const m = await simpleParser(readFileSync(join(dir, name)));
    const to = Array.isArray(m.to) ? m.to[0] : m.to;
    parsed.set(name, { to: to?.value[0]?.address ?? '', subject: m.subject ?? '', html: typeof m.html === 'string' ? m.html : '', text: m.text ?? '' });
  }
  return [...parsed.values()];
}

/** The one e-mail of this subject to the user, once it was written. */
async function mailOf(who: Session, subject: string): Promise<Mail> {
  for (let i = 0; i < 300; i++) {
    await settled(t.app);
    const found = (await mails()).filter((m) => m.to === who.user.email && m.subject === subject);
    if (found.length) {
      expect(found).toHaveLength(1);
      return found[0];
    }
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`no e-mail “${subject}” to ${who.user.username}`);
}

/** The user's one notification of the type, once it was made. */
async function rowOf(who: Session, type: string) {
  for (let i = 0; i < 300; i++) {
    await settled(t.app);
    const rows = await t.db.select().from(notifications).where(and(eq(notifications.userId, who.user.id), eq(notifications.type, type)));
    if (rows.length) return rows[0];
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`no ${type} notification for ${who.user.username}`);
}

/** An Urdu e-mail: Urdu layout right to left, the greeting and the fixed texts in Urdu, in the HTML and the plain text. */
function expectUrdu(m: Mail, who: Session) {
  expect(m.html).toContain('<html lang="ur" dir="rtl">');
  expect(m.html).toContain('text-align:right');
  expect(m.html).toContain(ur.mailTexts.greeting(who.user.username));
  expect(m.text.startsWith(`${ur.mailTexts.greeting(who.user.username)}\n`)).toBe(true);
  expect(m.text).not.toContain('Hi ');
  expect(m.text).not.toContain('Questions? Write to');
  expect(m.text).toContain('کوئی سوال ہے؟');
  expect(m.subject).toMatch(/[\u0600-\u06FF]/);
}

/** An English e-mail, as it always was. */
function expectEnglish(m: Mail, who: Session) {
  expect(m.html).toContain('<html lang="en"><head>');
  expect(m.html).not.toContain('dir="rtl"');
  expect(m.html).not.toContain('text-align:right');
  expect(m.text.startsWith(`Hi ${who.user.username},\n`)).toBe(true);
  expect(m.text).toContain('Questions? Write to');
}

async function paidOrder(seller: Session, buyer: Session): Promise<{ id: string; paymentIntent: string }> {
  const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 40, revisionNumber: 1, title: 'A logo in two languages' });
  const { paymentIntent } = (await call(buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`)).json() as { paymentIntent: string };
  expect((await call(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard })).statusCode).toBe(200);
  expect((await call(buyer, 'PUT', '/api/orders', { payment_intent: paymentIntent })).json()).toEqual({ status: 'succeeded' });
  return { id: (await orderByIntent(t.db, paymentIntent)).id, paymentIntent };
}

describe('notices and e-mails in the recipient’s language', () => {
  it('one order: the Urdu buyer’s receipts in Urdu, the English seller’s new order in English, and an Urdu seller’s in Urdu', async () => {
    const seller = await signedIn(t.app, t.db, 'verified', { isSeller: true });
    const buyer = await signedIn(t.app, t.db, 'user', { language: 'ur' });
    const { id, paymentIntent } = await paidOrder(seller, buyer);

    // The buyer's payment receipt: the row and its e-mail in Urdu, the amount as formatMoney writes it.
    const receipt = await rowOf(buyer, 'payment.receipt');
    expect(receipt.title).toBe(ur.noticeTexts.paymentReceiptTitle);
    expect(receipt.body).toBe(ur.noticeTexts.paymentReceiptBody('$40.00', 'A logo in two languages', paymentIntent));
    const receiptMail = await mailOf(buyer, ur.noticeTexts.paymentReceiptTitle);
    expectUrdu(receiptMail, buyer);
    expect(receiptMail.text).toContain(receipt.body);
    expect(receiptMail.text).toContain(`${ur.mailTexts.openInApp}: https://kaamkar.example/orders/${id}`);
    expect(receiptMail.text).toContain(ur.mailTexts.unsubscribeLine('https://kaamkar.example/unsubscribe?token=').slice(0, 10));
    expect(receiptMail.html).toContain(ur.mailTexts.unsubscribeLink);

    // The same event told the English seller in English, byte for byte as before.
    const newOrder = await rowOf(seller, 'order.paid');
    expect(newOrder.title).toBe('New order');
    expect(newOrder.body).toBe('A buyer paid $40.00 for “A logo in two languages”. The clock for delivery has started.');
    const sellerMail = await mailOf(seller, 'New order');
    expectEnglish(sellerMail, seller);
    expect(sellerMail.text).toContain(`Open in Kaamkar: https://kaamkar.example/orders/${id}`);
    expect(sellerMail.html).toContain('Unsubscribe from these e-mails');

    // The refund receipt, in Urdu too.
    await ok(call(buyer, 'POST', `/api/orders/${id}/dispute`, { reason: 'Nothing came' }));
    await ok(call(admin, 'POST', `/api/orders/${id}/resolve`, { outcome: 'refund', note: 'No delivery' }));
    const refund = await rowOf(buyer, 'refund.receipt');
    expect(refund.title).toBe(ur.noticeTexts.refundReceiptTitle);
    expect(refund.body).toContain('$40.00');
    expectUrdu(await mailOf(buyer, ur.noticeTexts.refundReceiptTitle), buyer);
    const resolved = await rowOf(buyer, 'order.dispute_resolved');
    expect(resolved).toMatchObject({ title: ur.noticeTexts.disputeResolvedTitle, body: ur.noticeTexts.resolvedRefundBody('A logo in two languages') });
    expect((await rowOf(seller, 'order.dispute_resolved')).title).toBe('Dispute resolved');

    // An Urdu seller's new order.
    const urduSeller = await signedIn(t.app, t.db, 'verified', { isSeller: true, language: 'ur' });
    await paidOrder(urduSeller, await signedIn(t.app, t.db, 'user'));
    const urduOrder = await rowOf(urduSeller, 'order.paid');
    expect(urduOrder).toMatchObject({ title: ur.noticeTexts.newOrderTitle, body: ur.noticeTexts.newOrderBody('$40.00', 'A logo in two languages') });
    const urduOrderMail = await mailOf(urduSeller, ur.noticeTexts.newOrderTitle);
    expectUrdu(urduOrderMail, urduSeller);
    expect(urduOrderMail.text).toContain(urduOrder.body);
  });

  it('the unread-messages digest: Urdu to an Urdu reader (the quote’s bar on the right), English to an English one', async () => {
    const seller = await signedIn(t.app, t.db, 'verified', { isSeller: true, language: 'ur' });
    const buyer = await signedIn(t.app, t.db, 'user');
    const conversationId = seller.user.id + buyer.user.id;
    await ok(call(buyer, 'POST', '/api/conversations', { to: seller.user.id }), 201);
    const send = (who: Session, desc: string) => ok(call(who, 'POST', '/api/messages', { conversationId, desc }), 201);
    await send(buyer, 'Hello there');
    await send(buyer, 'Are you free next week?');
    const digest = await mailOf(seller, ur.mailTexts.messagesSubject(buyer.user.username, 2));
    expectUrdu(digest, seller);
    expect(digest.html).toContain('border-right:3px solid');
    expect(digest.html).not.toContain('border-left');
    expect(digest.text).toContain(ur.mailTexts.messagesIntro(buyer.user.username, 2));
    expect(digest.text).toContain('> Are you free next week?');
    expect(digest.text).toContain(`${ur.mailTexts.reply}: https://kaamkar.example/messages/${conversationId}`);

    await send(seller, 'جی ہاں');
    const answer = await mailOf(buyer, `New message from ${seller.user.username}`);
    expectEnglish(answer, buyer);
    expect(answer.html).toContain('border-left:3px solid');
    expect(answer.text).toContain(`${seller.user.username} sent you a message you have not read yet:`);
    expect(answer.text).toContain(`Reply: https://kaamkar.example/messages/${conversationId}`);
  });

  it('account e-mails in Urdu: password reset (and the password-changed notice), address verification, address changed', async () => {
    const who = await signedIn(t.app, t.db, 'verified', { language: 'ur' });
    await ok(call(who, 'POST', '/api/auth/verify-email/resend'));
    const verify = await mailOf(who, ur.mailTexts.verifySubject);
    expectUrdu(verify, who);
    expect(verify.text).toContain(ur.mailTexts.verifyIntro);
    expect(verify.text).toContain(`${ur.mailTexts.verifyButton}: https://kaamkar.example/verify-email?token=`);

    await ok(call(null, 'POST', '/api/auth/forgot-password', { email: who.user.email }), 202);
    const reset = await mailOf(who, ur.mailTexts.passwordResetSubject);
    expectUrdu(reset, who);
    expect(reset.text).toContain(ur.mailTexts.passwordResetIntro);
    expect(reset.text).toContain(`${ur.mailTexts.passwordResetButton}: https://kaamkar.example/reset-password?token=`);
    expect(reset.text).toContain(ur.mailTexts.accountFooter);
    expect(reset.text).not.toContain('Unsubscribe');

    // The link sets a new password: the security notice and its e-mail in Urdu.
    const token = reset.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1];
    await ok(call(null, 'POST', '/api/auth/reset-password', { token, password: 'a-new-passphrase-9' }));
    const changed = await rowOf(who, 'password.changed');
    expect(changed).toMatchObject({ title: ur.noticeTexts.passwordChangedTitle, body: ur.noticeTexts.passwordChangedBody(true) });
    const changedMail = await mailOf(who, ur.noticeTexts.passwordChangedTitle);
    expectUrdu(changedMail, who);
    expect(changedMail.text).toContain(ur.mailTexts.securityFooter);
    const again = { ...who, cookie: await login(t.app, who.user.username, 'a-new-passphrase-9') };

    // A new address: the undo link goes to the old one, in Urdu.
    const newEmail = `moved-${who.user.id.slice(0, 8)}@example.com`;
    await ok(call(again, 'PUT', '/api/auth/email', { email: newEmail, currentPassword: 'a-new-passphrase-9' }));
    const moved = await mailOf(who, ur.mailTexts.emailChangedSubject);
    expectUrdu(moved, who);
    expect(moved.text).toContain(ur.mailTexts.emailChangedIntro(newEmail));
    expect(moved.text).toContain(`${ur.mailTexts.emailChangedButton}: https://kaamkar.example/undo-email-change?token=`);

    // The English reset is as it was.
    const english = await signedIn(t.app, t.db, 'verified');
    await ok(call(null, 'POST', '/api/auth/forgot-password', { email: english.user.email }), 202);
    const englishReset = await mailOf(english, 'Reset your Kaamkar password');
    expectEnglish(englishReset, english);
    expect(englishReset.text).toContain('Someone asked to reset the password of your account. Choose a new password with the button below.');
    expect(englishReset.text).toContain('Choose a new password: https://kaamkar.example/reset-password?token=');
  });

  it('verification answers: the notices and their e-mails in Urdu, the document by its Urdu label', async () => {
    const worker = await signedIn(t.app, t.db, 'user', { language: 'ur' });
    await awaitingReview(t.db, t.storage, worker.user.id);
    await ok(call(admin, 'POST', `/api/user/${worker.user.id}/verification`, { decision: 'changes_requested', document: 'idCardFront', reason: 'The picture is blurred' }));
    const changes = await rowOf(worker, 'verification.changes_requested');
    expect(changes.title).toBe(ur.noticeTexts.changesRequestedTitle);
    expect(changes.body).toBe(ur.noticeTexts.changesRequestedBody(ur.verificationTexts.documentLabels.idCardFront, 'The picture is blurred'));
    expect(changes.body).toContain('The picture is blurred۔');
    const changesMail = await mailOf(worker, ur.noticeTexts.changesRequestedTitle);
    expectUrdu(changesMail, worker);
    expect(changesMail.text).toContain(changes.body);

    await awaitingReview(t.db, t.storage, worker.user.id);
    await ok(call(admin, 'POST', `/api/user/${worker.user.id}/verification`, { decision: 'rejected', reason: 'The selfie does not show the person on the card.' }));
    const rejected = await rowOf(worker, 'verification.rejected');
    expect(rejected.title).toBe(ur.noticeTexts.verificationRejectedTitle);
    expect(rejected.body).toBe(ur.noticeTexts.verificationRejectedBody('The selfie does not show the person on the card.'));
    expectUrdu(await mailOf(worker, ur.noticeTexts.verificationRejectedTitle), worker);

    // An English worker's answer, as it was.
    const english = await signedIn(t.app, t.db, 'user');
    await awaitingReview(t.db, t.storage, english.user.id);
    await ok(call(admin, 'POST', `/api/user/${english.user.id}/verification`, { decision: 'changes_requested', document: 'idCardFront', reason: 'The picture is blurred' }));
    const englishChanges = await rowOf(english, 'verification.changes_requested');
    expect(englishChanges.title).toBe('Please send a document again');
    expect(englishChanges.body).toBe(`An admin asked you to send this again: ${en.verificationTexts.documentLabels.idCardFront}. The picture is blurred.`);
    expectEnglish(await mailOf(english, 'Please send a document again'), english);
  });
});

describe('the support line at the foot of every e-mail', () => {
  const mail = (language: 'en' | 'ur', support: SupportSettings) =>
    renderMail({ language, subject: 's', recipientName: 'Sana', paragraphs: ['p'], button: { label: 'b', url: 'https://kaamkar.example/' }, footer: 'f' }, support);

  it('says the default hours (SUPPORT_HOURS unset) in the reader’s language, and hours an operator set as written', () => {
    expect(mail('ur', supportDefaults).text).toContain(ur.qaWebTexts.defaultSupportHours);
    expect(mail('ur', supportDefaults).text).not.toContain(supportDefaults.hours);
    expect(mail('en', supportDefaults).text).toContain(supportDefaults.hours);
    const set = { ...supportDefaults, hours: 'Daily, 8:00 to 22:00' };
    expect(mail('ur', set).text).toContain('Daily, 8:00 to 22:00');
  });
});
