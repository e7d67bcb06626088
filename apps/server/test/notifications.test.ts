import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKinds, notificationTexts, type NotificationList, type NotificationType } from '@market/shared';
import { authTokens, conversations, domainEvents, jobs, notifications, orders, users } from '../src/db/schema/index.js';
import { untoldPairs, type UntoldPair } from '../src/modules/messaging/index.js';
import { noticesOf } from '../src/modules/notifications/catalogue.js';
import type { DomainEvent } from '../src/platform/events.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { injectAs, ok, refused, type HttpMethod } from './helpers/http.js';
import { awaitingReview } from './helpers/identity.js';
import { startMailCatcher, type CaughtMail } from './helpers/mail-catcher.js';
import { insertGig, orderByIntent, successCard } from './helpers/orders.js';
import { openEvents } from './helpers/sse.js';

let t: TestContext;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
type Session = Awaited<ReturnType<typeof signedIn>>;
let seller: Session;
let buyer: Session;
let admin: Session;
let worker: Session;

// Timers in decimals, short enough to watch: a message's e-mail after 0.6 s (looked for every 0.2 s), late orders checked every 0.2 s.
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    SMTP_URL: mail.url,
    JOBS_POLL_SECONDS: '0.1',
    JOBS_RETRY_BASE_SECONDS: '0.01',
    MESSAGE_EMAIL_DELAY_MINUTES: '0.01',
    MESSAGE_EMAIL_CHECK_SECONDS: '0.2',
    ORDER_LATE_CHECK_SECONDS: '0.2',
    ORDER_AUTO_COMPLETE_HOURS: '0.0003',
    EARNINGS_CLEARANCE_HOURS: '0.0003',
    PAYOUT_METHOD_LOCK_HOURS: '0',
    PAYOUT_SIMULATOR_SECONDS: '0.1',
    PUBLIC_ORIGIN: 'https://kaamkar.example',
  });
  seller = await signedIn(t.app, t.db, 'verified', { isSeller: true });
  buyer = await signedIn(t.app, t.db, 'user');
  admin = await signedIn(t.app, t.db, 'admin');
  worker = await signedIn(t.app, t.db, 'verified');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const call = (who: Session | null, method: HttpMethod, url: string, payload?: object, headers: Record<string, string> = {}) => injectAs(t.app, '10.7', who, method, url, payload, headers);

/** Waits for a state, polling after every due job and event has run. */
async function until<T>(read: () => Promise<T> | T, done: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    await settled(t.app);
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`never reached: ${what}`);
}

const rowsOf = (userId: string, type?: NotificationType) =>
  t.db.select().from(notifications).where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined));
const mailsTo = (who: Session, subject?: string) => mail.to(who.user.email).filter((m) => subject === undefined || m.subject === subject);

/** Exactly one notification of the type for the user (after the events settle), and exactly one e-mail of it. */
async function expectOnce(who: Session, type: NotificationType): Promise<CaughtMail> {
  const [row] = await until(() => rowsOf(who.user.id, type), (r) => r.length > 0, `${type} for ${who.user.username}`);
  const mails = await until(() => mailsTo(who, row.title), (m) => m.length > 0, `${type} e-mail`);
  expect(await rowsOf(who.user.id, type)).toHaveLength(1);
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain(row.body);
  expect(mails[0].text).toContain(`Hi ${who.user.username},`);
  expect(mails[0].text).toContain(`https://kaamkar.example${row.link}`);
  return mails[0];
}

/** A paid order of a fresh gig (1 revision), through checkout and the test card. */
async function paidOrder(): Promise<string> {
  const gig = await insertGig(t.db, t.storage, seller.user.id, { price: 40, revisionNumber: 1 });
  const { paymentIntent } = (await call(buyer, 'POST', `/api/orders/create-payment-intent/${gig.id}`)).json() as { paymentIntent: string };
  expect((await call(buyer, 'POST', '/api/payments/local/confirm', { payment_intent: paymentIntent, ...successCard })).statusCode).toBe(200);
  expect((await call(buyer, 'PUT', '/api/orders', { payment_intent: paymentIntent })).json()).toEqual({ status: 'succeeded' });
  return (await orderByIntent(t.db, paymentIntent)).id;
}
const act = (who: Session, id: string, path: string, payload?: object) => ok(call(who, 'POST', `/api/orders/${id}${path}`, payload));

// Each user's notifications are counted per flow: fresh parties keep the flows apart.
async function freshParties() {
  seller = await signedIn(t.app, t.db, 'verified', { isSeller: true });
  buyer = await signedIn(t.app, t.db, 'user');
}

describe('every event notifies its people once, in the app and by e-mail', () => {
  it('an order from payment to a revision, a delivery and acceptance', async () => {
    await freshParties();
    const id = await paidOrder();
    const paid = await expectOnce(seller, 'order.paid');
    expect(paid.subject).toBe('New order');
    expect(paid.text).toContain('$40.00');
    expect(paid.text).toContain('“I will design a memorable logo for your brand”');
    // The title travels in the event; one written before it did is told with the order's title looked up.
    const [event] = await t.db.select().from(domainEvents).where(sql`${domainEvents.type} = 'order.paid' and ${domainEvents.payload} ->> 'orderId' = ${id}`);
    const { title, ...older } = event.payload as { title: string };
    expect(title).toBe('I will design a memorable logo for your brand');
    const [told] = await noticesOf(t.db, { ...event, createdAt: event.createdAt.toISOString(), payload: older } as unknown as DomainEvent);
    expect(told.body).toContain(`“${title}”`);
    await act(buyer, id, '/requirements', { desc: 'Blue logo', files: [] });
    await expectOnce(seller, 'order.requirements_submitted');
    await act(seller, id, '/deliveries', { desc: 'Here', files: [] });
    await expectOnce(buyer, 'order.delivered');
    await act(buyer, id, '/revisions', { desc: 'Bigger' });
    await expectOnce(seller, 'order.revision_requested');
    await act(seller, id, '/deliveries', { desc: 'Bigger now', files: [] });
    await act(buyer, id, '/accept');
    // Completion tells both: the seller of their earnings, the buyer that they may review.
    await expectOnce(seller, 'order.completed');
    await expectOnce(buyer, 'order.completed');
    // Nobody is told of their own step: the buyer got no 'requirements' notice, the seller no 'delivered'.
    expect(await rowsOf(buyer.user.id, 'order.requirements_submitted')).toHaveLength(0);
    expect(await rowsOf(seller.user.id, 'order.delivered')).toHaveLength(0);
    // Then the earnings clear (EARNINGS_CLEARANCE_HOURS) and a review arrives.
    await expectOnce(seller, 'earnings.cleared');
    const [{ gigId }] = await t.db.select({ gigId: orders.gigId }).from(orders).where(eq(orders.id, id));
    expect((await call(buyer, 'POST', '/api/reviews', { gigId, desc: 'Great', star: 5 })).statusCode).toBe(201);
    const review = await expectOnce(seller, 'review.created');
    expect(review.text).toContain('5 stars');
  });

  it('a delivery nobody answers completes by itself, and both parties hear of it', async () => {
    await freshParties();
    const id = await paidOrder();
    await act(seller, id, '/deliveries', { desc: 'Here', files: [] });
    const mailText = (await expectOnce(buyer, 'order.completed')).text;
    expect(mailText).toContain('completed automatically');
    await expectOnce(seller, 'order.completed');
  });

  it('cancellation asked, declined, asked again and accepted', async () => {
    await freshParties();
    const id = await paidOrder();
    await act(buyer, id, '/cancellation', { reason: 'Changed my mind' });
    await expectOnce(seller, 'order.cancellation_requested');
    await act(seller, id, '/cancellation/decline');
    await expectOnce(buyer, 'order.cancellation_declined');
    await act(seller, id, '/cancellation', { reason: 'Too busy' });
    await expectOnce(buyer, 'order.cancellation_requested');
    await act(buyer, id, '/cancellation/accept');
    await expectOnce(seller, 'order.cancellation_accepted');
    expect(await rowsOf(buyer.user.id, 'order.cancellation_accepted')).toHaveLength(0);
  });

  it('a dispute opened and resolved', async () => {
    await freshParties();
    const id = await paidOrder();
    await act(buyer, id, '/dispute', { reason: 'No reply' });
    await expectOnce(seller, 'order.disputed');
    await act(admin, id, '/resolve', { outcome: 'refund', note: 'Refunded' });
    const resolved = await expectOnce(buyer, 'order.dispute_resolved');
    expect(resolved.text).toContain('refunded');
    await expectOnce(seller, 'order.dispute_resolved');
  });

  it('a late order, announced once per due time', async () => {
    await freshParties();
    const id = await paidOrder();
    // A due time with microseconds, as payment sets it (now() + the delivery days).
    await t.db.update(orders).set({ dueAt: sql`now() - interval '1.234567 seconds'` }).where(eq(orders.id, id));
    await expectOnce(seller, 'order.late');
    await expectOnce(buyer, 'order.late');
    // Several more checks run (every 0.2 s): still one each.
    const checks = await t.db.select().from(jobs).where(eq(jobs.type, 'orders.late'));
    await until(() => t.db.select().from(jobs).where(eq(jobs.type, 'orders.late')), (j) => j[0].runAt.getTime() > checks[0].runAt.getTime(), 'another late check');
    expect(await rowsOf(buyer.user.id, 'order.late')).toHaveLength(1);
  });

  it('tasks: assigned, submitted (admins), sent back, approved; and a verification', async () => {
    const task = (await ok<{ task: { _id: string } }>(call(admin, 'POST', '/api/task', { title: 'Tag 50 photos', desc: 'Tags', assignee: worker.user.id, reward: 300 }), 201)).task;
    const assigned = await expectOnce(worker, 'task.assigned');
    expect(assigned.text).toContain('Tag 50 photos');
    await ok(call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'Done', files: [], status: 'In Progress' }), 201);
    await expectOnce(admin, 'task.submitted');
    await ok(call(admin, 'PUT', `/api/task/${task._id}`, { status: 'In Complete', feedback: 'Three photos lack tags' }));
    const back = await expectOnce(worker, 'task.sent_back');
    expect(back.text).toContain('Three photos lack tags');
    await ok(call(admin, 'PUT', `/api/task/${task._id}`, { status: 'Complete', feedback: '' }));
    const approved = await expectOnce(worker, 'task.approved');
    expect(approved.text).toContain('Rs 300');

    // The verification's outcomes: a document asked for again, a rejection, then verified.
    const newcomer = await signedIn(t.app, t.db, 'user');
    await awaitingReview(t.db, t.storage, newcomer.user.id);
    await ok(call(admin, 'POST', `/api/user/${newcomer.user.id}/verification`, { decision: 'changes_requested', document: 'liveSelfie', reason: 'The selfie is too dark.' }));
    const again = await expectOnce(newcomer, 'verification.changes_requested');
    expect(again.text).toContain('send this again: Live selfie. The selfie is too dark.');
    await awaitingReview(t.db, t.storage, newcomer.user.id);
    await ok(call(admin, 'POST', `/api/user/${newcomer.user.id}/verification`, { decision: 'rejected', reason: 'The card is not the person in the selfie.' }));
    expect((await expectOnce(newcomer, 'verification.rejected')).text).toContain('The card is not the person in the selfie.');
    await awaitingReview(t.db, t.storage, newcomer.user.id);
    await ok(call(admin, 'PUT', `/api/user/${newcomer.user.id}`, { isVerified: true }));
    await expectOnce(newcomer, 'user.verified');
  });

  it('money: a payout method added (security), a payout paid and one rejected', async () => {
    await freshParties();
    const id = await paidOrder();
    await act(seller, id, '/deliveries', { desc: 'Here', files: [] });
    await act(buyer, id, '/accept');
    await expectOnce(seller, 'earnings.cleared');
    await ok(call(seller, 'POST', '/api/payout-methods', { type: 'payoneer', currency: 'USD', accountTitle: 'Seller', accountNumber: 'seller@example.com' }), 201);
    const added = await expectOnce(seller, 'payout_method.changed');
    // Security mail: always sent, and with no unsubscribe link.
    expect(added.header('list-unsubscribe')).toBeUndefined();
    expect(added.text).not.toContain('Unsubscribe');
    const methods = (await ok<{ methods: { _id: string; currency: string }[] }>(call(seller, 'GET', '/api/payout-methods'))).methods;
    const method = methods.find((m) => m.currency === 'USD')!;
    const first = await ok<{ payout: { _id: string } }>(call(seller, 'POST', '/api/payouts', { methodId: method._id, currency: 'USD', amount: 1000 }, { 'idempotency-key': randomUUID() }), 201);
    await ok(call(admin, 'POST', `/api/admin/payouts/${first.payout._id}/approve`));
    await expectOnce(seller, 'payout.paid');
    // The limit is one a day per currency: the next request is made a day later.
    await t.db.execute(sql`update payouts set created_at = created_at - interval '2 days' where user_id = ${seller.user.id}`);
    const second = await ok<{ payout: { _id: string } }>(call(seller, 'POST', '/api/payouts', { methodId: method._id, currency: 'USD', amount: 1000 }, { 'idempotency-key': randomUUID() }), 201);
    await ok(call(admin, 'POST', `/api/admin/payouts/${second.payout._id}/reject`, { reason: 'Name does not match' }));
    const failed = await expectOnce(seller, 'payout.failed');
    expect(failed.subject).toBe('Payout rejected');
    expect(failed.text).toContain('Name does not match');
  });

  it('a password change (security mail)', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    await ok(call(who, 'PUT', '/api/auth/password', { currentPassword: who.password, newPassword: 'another-pass-1' }));
    const m = await expectOnce(who, 'password.changed');
    expect(m.header('list-unsubscribe')).toBeUndefined();
  });

  it('an event delivered again (at least once) makes no second notification or e-mail', async () => {
    await settled(t.app);
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    const mailsBefore = mail.mails.length;
    // Every event is handed to its after-commit subscribers again, as after a crash before the stamp.
    await t.db.update(domainEvents).set({ dispatchedAt: null, claimedUntil: null });
    await until(() => t.db.select({ n: sql<number>`count(*)::int` }).from(domainEvents).where(sql`dispatched_at is null`), (r) => r[0].n === 0, 'redelivery');
    await settled(t.app);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    expect(after.n).toBe(before.n);
    expect(mail.mails.length).toBe(mailsBefore);
    // And no two e-mails ever went out for one notification.
    const ids = mail.mails.map((m) => m.messageId).filter((id) => id.startsWith('<notification-'));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the notification centre API', () => {
  it('lists one’s own, newest first with a cursor, with the unread count; marks one and all read', async () => {
    const who = await signedIn(t.app, t.db, 'verified');
    for (let i = 0; i < 3; i++) await ok(call(admin, 'POST', '/api/task', { title: `Task ${i}`, desc: 'x', assignee: who.user.id }), 201);
    await until(() => rowsOf(who.user.id), (r) => r.length === 3, 'three notifications');
    const first = await ok<NotificationList>(call(who, 'GET', '/api/notifications?limit=2'));
    expect(first.unread).toBe(3);
    expect(first.notifications.map((n) => n.body)).toEqual(['You were assigned “Task 2”.', 'You were assigned “Task 1”.']);
    expect(first.notifications[0]).toMatchObject({ type: 'task.assigned', title: 'New task assigned', readAt: null });
    expect(first.notifications[0].link).toMatch(/^\/dashboard\/tasks\//);
    const second = await ok<NotificationList>(call(who, 'GET', `/api/notifications?limit=2&cursor=${first.nextCursor}`));
    expect(second.notifications.map((n) => n.body)).toEqual(['You were assigned “Task 0”.']);
    expect(second.nextCursor).toBeNull();
    expect(await ok(call(who, 'GET', '/api/notifications/unread-count'))).toEqual({ unread: 3 });
    expect(await ok(call(who, 'PUT', `/api/notifications/${first.notifications[0]._id}/read`))).toEqual({ unread: 2 });
    // Reading it again changes nothing.
    expect(await ok(call(who, 'PUT', `/api/notifications/${first.notifications[0]._id}/read`))).toEqual({ unread: 2 });
    expect(await ok(call(who, 'PUT', '/api/notifications/read-all'))).toEqual({ unread: 0 });
    const all = await ok<NotificationList>(call(who, 'GET', '/api/notifications'));
    expect(all.unread).toBe(0);
    expect(all.notifications.every((n) => n.readAt !== null)).toBe(true);
    await refused(call(who, 'GET', '/api/notifications?cursor=garbage'), 400);
  });

  it('counts at most 100 unread (the bell shows 9+ long before), so a user who never reads costs no more', async () => {
    const who = await signedIn(t.app, t.db, 'verified');
    await t.db.insert(notifications).values(
      Array.from({ length: 150 }, (_, i) => ({ userId: who.user.id, eventId: randomUUID(), type: 'task.assigned', title: 'New task assigned', body: `Task ${i}`, link: '/dashboard/tasks' })),
    );
    expect(await ok(call(who, 'GET', '/api/notifications/unread-count'))).toEqual({ unread: 100 });
    expect((await ok<NotificationList>(call(who, 'GET', '/api/notifications?limit=1'))).unread).toBe(100);
    await ok(call(admin, 'POST', '/api/task', { title: 'One more', desc: 'x', assignee: who.user.id }), 201);
    await until(() => rowsOf(who.user.id), (r) => r.length === 151, 'the new notification');
    expect(await ok(call(who, 'GET', '/api/notifications/unread-count'))).toEqual({ unread: 100 });
    expect(await ok(call(who, 'PUT', '/api/notifications/read-all'))).toEqual({ unread: 0 });
  });

  it('nobody reads or marks another’s notifications', async () => {
    const owner = await signedIn(t.app, t.db, 'verified');
    const other = await signedIn(t.app, t.db, 'verified');
    await ok(call(admin, 'POST', '/api/task', { title: 'Private', desc: 'x', assignee: owner.user.id }), 201);
    const [row] = await until(() => rowsOf(owner.user.id), (r) => r.length === 1, 'the owner’s notification');
    expect((await ok<NotificationList>(call(other, 'GET', '/api/notifications'))).notifications).toEqual([]);
    await refused(call(other, 'PUT', `/api/notifications/${row.id}/read`), 404, notificationTexts.notFound);
    await ok(call(other, 'PUT', '/api/notifications/read-all'));
    expect((await rowsOf(owner.user.id))[0].readAt).toBeNull();
    await refused(call(null, 'GET', '/api/notifications'), 401);
    await refused(call(null, 'PUT', `/api/notifications/${row.id}/read`), 401);
    await refused(call(owner, 'PUT', '/api/notifications/not-an-id/read'), 400);
  });

  it('a new notification reaches the user’s open stream live, with the unread count', async () => {
    const who = await signedIn(t.app, t.db, 'verified');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEvents(base, who.cookie);
    try {
      await ok(call(admin, 'POST', '/api/task', { title: 'Live one', desc: 'x', assignee: who.user.id }), 201);
      const data = (await stream.next('notification', 10_000)) as { notification: { type: string; body: string }; unread: number };
      expect(data.notification).toMatchObject({ type: 'task.assigned', body: 'You were assigned “Live one”.' });
      expect(data.unread).toBe(1);
    } finally {
      stream.close();
    }
  });
});

describe('preferences and unsubscribing', () => {
  it('names every kind, on by default; turning a kind off stops its e-mail but not the notification', async () => {
    const who = await signedIn(t.app, t.db, 'verified');
    const prefs = await ok<{ email: Record<string, boolean> }>(call(who, 'GET', '/api/notifications/preferences'));
    expect(Object.keys(prefs.email).sort()).toEqual([...notificationKinds].sort());
    expect(Object.values(prefs.email).every(Boolean)).toBe(true);
    const changed = await ok<{ email: Record<string, boolean> }>(call(who, 'PUT', '/api/notifications/preferences', { email: { tasks: false } }));
    expect(changed.email.tasks).toBe(false);
    expect(changed.email.orders).toBe(true);
    await refused(call(who, 'PUT', '/api/notifications/preferences', { email: { security: false } }), 400, notificationTexts.securityLocked);
    await refused(call(who, 'PUT', '/api/notifications/preferences', { email: { nonsense: false } }), 400);
    await ok(call(admin, 'POST', '/api/task', { title: 'Quiet', desc: 'x', assignee: who.user.id }), 201);
    const [row] = await until(() => rowsOf(who.user.id, 'task.assigned'), (r) => r.length === 1, 'the notification');
    await settled(t.app);
    expect(row.emailedAt).toBeNull();
    expect(mailsTo(who)).toEqual([]);
  });

  it('one click on the e-mail’s List-Unsubscribe turns that kind off, without signing in; a forged link does nothing', async () => {
    const who = await signedIn(t.app, t.db, 'verified');
    await ok(call(admin, 'POST', '/api/task', { title: 'Loud', desc: 'x', assignee: who.user.id }), 201);
    const m = await expectOnce(who, 'task.assigned');
    expect(m.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = String(m.header('list-unsubscribe'));
    const link = new URL(header.replace(/^<|>$/g, ''));
    expect(link.origin + link.pathname).toBe('https://kaamkar.example/api/notifications/unsubscribe');
    const token = link.searchParams.get('token')!;
    // The visible link leads to the page that asks first.
    expect(m.text).toContain(`https://kaamkar.example/unsubscribe?token=${token}`);

    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    await refused(call(null, 'POST', `/api/notifications/unsubscribe?token=${forged}`), 400, notificationTexts.badUnsubscribeLink);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'tasks' });
    expect((await ok<{ email: Record<string, boolean> }>(call(who, 'GET', '/api/notifications/preferences'))).email.tasks).toBe(false);
  });
});

describe('e-mail delivery', () => {
  it('retries when the SMTP server refuses, then sends once', async () => {
    const who = await signedIn(t.app, t.db, 'verified');
    mail.refuse(2);
    await ok(call(admin, 'POST', '/api/task', { title: 'Retry me', desc: 'x', assignee: who.user.id }), 201);
    await expectOnce(who, 'task.assigned');
    const [row] = await rowsOf(who.user.id, 'task.assigned');
    expect(row.emailedAt).not.toBeNull();
  });

  it('a message that stays refused ends in the dead letter, which admins see', async () => {
    const who = await signedIn(t.app, t.db, 'verified');
    mail.refuse(1000);
    try {
      await ok(call(admin, 'POST', '/api/task', { title: 'Never', desc: 'x', assignee: who.user.id }), 201);
      const [row] = await until(() => rowsOf(who.user.id), (r) => r.length === 1, 'the notification');
      const dead = await until(
        () => t.db.select().from(jobs).where(eq(jobs.key, `notification-email:${row.id}`)),
        (j) => j[0]?.status === 'dead',
        'the dead letter',
      );
      expect(dead[0].attempts).toBe(6);
      const list = await ok<{ jobs: { key: string }[] }>(call(admin, 'GET', '/api/admin/jobs?status=dead'));
      expect(list.jobs.map((j) => j.key)).toContain(`notification-email:${row.id}`);
    } finally {
      mail.refuse(0);
    }
  });

  it('new messages: one e-mail per conversation after the delay with every unread message, nothing once read', async () => {
    await freshParties();
    const conversationId = seller.user.id + buyer.user.id;
    await ok(call(buyer, 'POST', '/api/conversations', { to: seller.user.id }), 201);
    const send = (who: Session, desc: string) => ok<{ _id: string }>(call(who, 'POST', '/api/messages', { conversationId, desc }), 201);
    const first = await send(buyer, 'Hello there');
    // The e-mail's job is written by the message's own statement: its event is written dispatched
    // (at its creation time), no dispatcher round handles it.
    const [sent] = await t.db.select().from(domainEvents).where(sql`${domainEvents.type} = 'message.sent' and ${domainEvents.payload} -> 'message' ->> '_id' = ${first._id}`);
    expect(sent.dispatchedAt?.getTime()).toBe(sent.createdAt.getTime());
    await send(buyer, 'Are you free next week?');
    const [grouped] = await until(() => mailsTo(seller), (m) => m.length > 0, 'the message e-mail');
    expect(grouped.subject).toBe(`2 new messages from ${buyer.user.username}`);
    expect(grouped.text).toContain('Hello there');
    expect(grouped.text).toContain('Are you free next week?');
    expect(grouped.text).toContain(`https://kaamkar.example/messages/${conversationId}`);

    // Read before the delay: no e-mail.
    await send(buyer, 'Read this one');
    await ok(call(seller, 'PUT', `/api/conversations/${conversationId}`));
    const [readState] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(readState.sellerUntoldSince).toBeNull();
    expect(mailsTo(seller)).toHaveLength(1);

    // Unread again: only what came after the last e-mail.
    await send(buyer, 'One more thing');
    const mails = await until(() => mailsTo(seller), (m) => m.length === 2, 'the second message e-mail');
    expect(mails[1].subject).toBe(`New message from ${buyer.user.username}`);
    expect(mails[1].text).toContain('One more thing');
    expect(mails[1].text).not.toContain('Hello there');
    expect(mails[1].text).not.toContain('Read this one');
    expect(mailsTo(buyer)).toEqual([]);
  });

  it('the new-message check pages through a backlog once, both sides of a conversation included, ties broken by conversation', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await freshParties();
      ids.push(seller.user.id + buyer.user.id);
      await ok(call(buyer, 'POST', '/api/conversations', { to: seller.user.id }), 201);
    }
    // A backlog an outage could leave: every side waiting since the same moment.
    const since = '2020-01-01 00:00:00+00';
    await t.db.update(conversations).set({ sellerUntoldSince: since, buyerUntoldSince: since }).where(inArray(conversations.id, ids));
    try {
      const seen: UntoldPair[] = [];
      for (let cursor: UntoldPair | null = null; ; ) {
        const page: UntoldPair[] = await untoldPairs(t.db, 60, 2, cursor);
        seen.push(...page.filter((p) => ids.includes(p.conversationId)));
        if (page.length < 2) break;
        cursor = page.at(-1)!;
      }
      const [a, b, c] = await t.db.select().from(conversations).where(inArray(conversations.id, ids)).orderBy(conversations.id);
      const pairs = (row: typeof a) => [row.buyerId, row.sellerId].sort().map((recipientId) => ({ conversationId: row.id, recipientId, since: '2020-01-01 00:00:00+00' }));
      expect(seen).toEqual([...pairs(a), ...pairs(b), ...pairs(c)]);
    } finally {
      await t.db.update(conversations).set({ sellerUntoldSince: null, buyerUntoldSince: null }).where(inArray(conversations.id, ids));
    }
  });

  it('new messages with their e-mail turned off: none sent, and the check lets them be', async () => {
    await freshParties();
    const conversationId = seller.user.id + buyer.user.id;
    await ok(call(buyer, 'POST', '/api/conversations', { to: seller.user.id }), 201);
    await ok(call(seller, 'PUT', '/api/notifications/preferences', { email: { messages: false } }));
    await ok(call(buyer, 'POST', '/api/messages', { conversationId, desc: 'Quiet please' }), 201);
    const side = () => t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect((await side())[0].sellerUntoldSince).not.toBeNull();
    // Told all the same once the e-mail's job ran, so later checks do not schedule it again.
    await until(side, ([c]) => c.sellerUntoldSince === null, 'the messages marked told');
    expect(mailsTo(seller)).toEqual([]);
  });
});

describe('password reset', () => {
  const linkIn = (m: CaughtMail, path: string) => {
    const match = m.text.match(new RegExp(`https://kaamkar\\.example${path.replace('?', '\\?')}([A-Za-z0-9_-]+)`));
    if (!match) throw new Error(`no ${path} link in: ${m.text}`);
    return match[1];
  };
  const resetMail = (who: Session) => until(() => mailsTo(who, 'Reset your Kaamkar password'), (m) => m.length > 0, 'the reset e-mail');

  it('answers the same 202 whether or not the address exists, and mails a link only to a real account', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await call(null, 'POST', '/api/auth/forgot-password', { email });
      return { res, ms: performance.now() - started };
    };
    const { res: real, ms: realMs } = await timed(who.user.email.toUpperCase());
    const { res: unknown, ms: unknownMs } = await timed(`nobody-${randomUUID()}@example.com`);
    // Both take at least the same floor of time, whatever work the real address caused.
    expect(Math.min(realMs, unknownMs)).toBeGreaterThanOrEqual(395);
    expect(real.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(real.body).toBe(unknown.body);
    expect(real.json()).toEqual({ message: notificationTexts.resetSent });
    const [m] = await resetMail(who);
    expect(m.header('list-unsubscribe')).toBeUndefined();
    await refused(call(null, 'POST', '/api/auth/forgot-password', { email: 'not-an-address' }), 400);
  });

  it('throttles per address typed, alike for accounts that exist and those that do not', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    for (const email of [who.user.email, `ghost-${randomUUID()}@example.com`]) {
      for (let i = 0; i < 3; i++) expect((await call(null, 'POST', '/api/auth/forgot-password', { email })).statusCode).toBe(202);
      await refused(call(null, 'POST', '/api/auth/forgot-password', { email }), 429);
    }
  });

  it('sets a new password once from the link, ends every session, and sends the security e-mail', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    await ok(call(null, 'POST', '/api/auth/forgot-password', { email: who.user.email }), 202);
    const token = linkIn((await resetMail(who))[0], '/reset-password?token=');
    // Only the hash is stored.
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, who.user.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    await refused(call(null, 'POST', '/api/auth/reset-password', { token: 'wrong-token', password: 'brand-new-1' }), 400, notificationTexts.badLink);
    await refused(call(null, 'POST', '/api/auth/verify-email', { token }), 400, notificationTexts.badLink);
    await ok(call(null, 'POST', '/api/auth/reset-password', { token, password: 'brand-new-1' }));
    await refused(call(who, 'GET', `/api/user/${who.user.id}`), 401);
    await refused(call(null, 'POST', '/api/auth/login', { username: who.user.username, password: who.password }), 401);
    await ok(call(null, 'POST', '/api/auth/login', { username: who.user.username, password: 'brand-new-1' }));
    await refused(call(null, 'POST', '/api/auth/reset-password', { token, password: 'brand-new-2' }), 400, notificationTexts.badLink);
    const security = await expectOnce(who, 'password.changed');
    expect(security.text).toContain('reset');
  });

  it('refuses an expired link', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    await ok(call(null, 'POST', '/api/auth/forgot-password', { email: who.user.email }), 202);
    const token = linkIn((await resetMail(who))[0], '/reset-password?token=');
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, who.user.id));
    await refused(call(null, 'POST', '/api/auth/reset-password', { token, password: 'brand-new-1' }), 400, notificationTexts.badLink);
    await ok(call(null, 'POST', '/api/auth/login', { username: who.user.username, password: who.password }));
  });
});

describe('e-mail verification', () => {
  const verifyMail = (address: string, n = 1) =>
    until(() => mail.to(address).filter((m) => m.subject === 'Verify your e-mail address'), (m) => m.length >= n, 'the verification e-mail');
  const tokenOf = (m: CaughtMail) => m.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)![1];
  const record = async (who: Session) => ok<{ email: string; emailVerified: boolean }>(call(admin, 'GET', `/api/user/${who.user.id}`));

  it('resend mails a link that verifies the address once; the record (and the admin) shows it', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    expect((await record(who)).emailVerified).toBe(false);
    await ok(call(who, 'POST', '/api/auth/verify-email/resend'));
    const token = tokenOf((await verifyMail(who.user.email))[0]);
    await ok(call(null, 'POST', '/api/auth/verify-email', { token }));
    expect((await record(who)).emailVerified).toBe(true);
    expect((await ok<{ emailVerified: boolean }>(call(who, 'GET', `/api/user/${who.user.id}`))).emailVerified).toBe(true);
    expect(await ok(call(null, 'POST', '/api/auth/verify-email', { token }))).toEqual({ message: notificationTexts.alreadyVerified });
    await refused(call(who, 'POST', '/api/auth/verify-email/resend'), 409, notificationTexts.alreadyVerified);
  });

  it('another account’s link verifies that account only; resend is throttled', async () => {
    const a = await signedIn(t.app, t.db, 'user');
    const b = await signedIn(t.app, t.db, 'user');
    await ok(call(a, 'POST', '/api/auth/verify-email/resend'));
    const token = tokenOf((await verifyMail(a.user.email))[0]);
    // B opens A's link while signed in: A is verified, B is not.
    await ok(call(b, 'POST', '/api/auth/verify-email', { token }));
    expect((await record(a)).emailVerified).toBe(true);
    expect((await record(b)).emailVerified).toBe(false);
    for (let i = 0; i < 3; i++) await ok(call(b, 'POST', '/api/auth/verify-email/resend'));
    await refused(call(b, 'POST', '/api/auth/verify-email/resend'), 429);
  });

  it('a new address needs verifying again; a link mailed to the old one no longer verifies', async () => {
    const who = await signedIn(t.app, t.db, 'user');
    await ok(call(who, 'POST', '/api/auth/verify-email/resend'));
    const oldToken = tokenOf((await verifyMail(who.user.email))[0]);
    await refused(call(who, 'PUT', '/api/auth/email', { email: 'new@example.com', currentPassword: 'wrong' }), 400);
    await refused(call(who, 'PUT', '/api/auth/email', { email: seller.user.email, currentPassword: who.password }), 409);
    await refused(call(who, 'PUT', '/api/auth/email', { email: who.user.email.toUpperCase(), currentPassword: who.password }), 400, notificationTexts.sameEmail);
    const fresh = `fresh-${randomUUID().slice(0, 8)}@example.com`;
    await ok(call(who, 'PUT', '/api/auth/email', { email: fresh, currentPassword: who.password }));
    await refused(call(null, 'POST', '/api/auth/verify-email', { token: oldToken }), 400, notificationTexts.badLink);
    expect(await record(who)).toMatchObject({ email: fresh, emailVerified: false });
    await ok(call(null, 'POST', '/api/auth/verify-email', { token: tokenOf((await verifyMail(fresh))[0]) }));
    expect(await record(who)).toMatchObject({ email: fresh, emailVerified: true });
    const [row] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, who.user.id));
    expect(row.verified).toBe(true);
  });
});
