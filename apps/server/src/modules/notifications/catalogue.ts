import { catalogueOf, type en, formatMoney, verificationDocuments, type Language, type NotificationType, type Translation, type VerificationDocument } from '@market/shared';
import type { Database } from '../../db/client.js';
import type { DomainEvent, DomainEventPayloads, DomainEventType } from '../../platform/events.js';
import type { OrderChange } from '../../platform/event-types.js';
import { orderReceiptFacts, orderTitles } from '../orders/index.js';
import { taskTitles } from '../tasks/index.js';
import { adminIds, languagesOf, verifiedWorkersWithSkills } from '../users/index.js';

const isVerificationDocument = (name: string): name is VerificationDocument => (verificationDocuments as readonly string[]).includes(name);

/** One notification to make: who gets it, what it says (in their language), where it leads (an app path). */
export type Notice = { userId: string; type: NotificationType; title: string; body: string; link: string };

/** The texts a notice is said with: the catalogue of its recipient's language. */
type Texts = { n: Translation<typeof en.noticeTexts>; documentLabels: Translation<typeof en.verificationTexts.documentLabels> };
const textsOf = (language: Language | undefined): Texts => {
  const t = catalogueOf(language);
  return { n: t.noticeTexts, documentLabels: t.verificationTexts.documentLabels };
};

/** A notice before its language is known: what it says, given the recipient's texts. */
type Draft = Omit<Notice, 'title' | 'body'> & { say: (t: Texts) => { title: string; body: string } };

type Maker<T extends DomainEventType> = (db: Database, payload: DomainEventPayloads[T]) => Promise<Draft[]>;

const orderLink = (id: string) => `/orders/${id}`;
const usd = (dollars: number) => formatMoney(dollars * 100, 'USD');
/** What the buyer was charged: a rupee order's paisa in rupees (decision 0153), else its dollar price. */
const charged = (e: { price: number; currency?: 'USD' | 'PKR'; amount?: number }) => (e.currency === 'PKR' && e.amount !== undefined ? formatMoney(e.amount, 'PKR') : usd(e.price));

/** The order's parties other than whoever acted (nobody is told of their own step). */
const partiesBut = (e: Pick<OrderChange, 'sellerId' | 'buyerId' | 'by'>) => [e.sellerId, e.buyerId].filter((u): u is string => !!u && u !== e.by);

/** Notices about one order: its title from the event when it carries one, else looked up once (null: the order is gone). */
function aboutOrder<E extends Omit<OrderChange, 'by'> & { by?: string | null; title?: string }>(make: (e: E, title: string | null) => Draft[]) {
  return async (db: Database, e: E) => {
    return make(e, e.title ?? (await orderTitles(db, [e.orderId])).get(e.orderId) ?? null);
  };
}

const notice = (userId: string | null, type: NotificationType, say: (t: Texts) => { title: string; body: string }, link: string): Draft[] =>
  userId ? [{ userId, type, say, link }] : [];

/** An order notice: its title and body from the texts, the order's title (or "your order") given to the body. */
const orderNotice = (userId: string | null, type: NotificationType, orderId: string, title: string | null, say: (n: Texts['n'], t: string) => [string, string]) =>
  notice(
    userId,
    type,
    ({ n }) => {
      const [head, body] = say(n, title ?? n.yourOrder);
      return { title: head, body };
    },
    orderLink(orderId),
  );

/**
 * The buyer's receipt of a payment or a refund: what, how much, the processor's reference (the
 * payment intent; a refund's own id when the processor gave one). The e-mail's button opens the order.
 */
async function receipt(db: Database, e: { orderId: string; buyerId: string | null; price: number; currency?: 'USD' | 'PKR'; amount?: number }, kind: 'payment' | 'refund'): Promise<Draft[]> {
  if (!e.buyerId) return [];
  const facts = await orderReceiptFacts(db, e.orderId);
  const title = facts?.title ?? null;
  if (kind === 'payment') {
    return orderNotice(e.buyerId, 'payment.receipt', e.orderId, title, (n, t) => [n.paymentReceiptTitle, n.paymentReceiptBody(charged(e), t, facts ? facts.paymentIntent : null)]);
  }
  return orderNotice(e.buyerId, 'refund.receipt', e.orderId, title, (n, t) => [n.refundReceiptTitle, n.refundReceiptBody(charged(e), t, facts ? (facts.refundId ?? facts.paymentIntent) : null, e.currency === 'PKR')]);
}

const taskLink = (id: string) => `/dashboard/tasks/${id}`;

const makers: { [T in DomainEventType]?: Maker<T> } = {
  'order.paid': async (db, e) => [
    ...(await aboutOrder<typeof e>((e, title) => orderNotice(e.sellerId, 'order.paid', e.orderId, title, (n, t) => [n.newOrderTitle, n.newOrderBody(charged(e), t)]))(db, e)),
    ...(await receipt(db, e, 'payment')),
  ],
  'order.refunded': (db, e) => receipt(db, e, 'refund'),
  'order.requirements_submitted': aboutOrder((e, title) =>
    orderNotice(e.sellerId, 'order.requirements_submitted', e.orderId, title, (n, t) => [n.requirementsTitle, n.requirementsBody(t)]),
  ),
  'order.delivered': aboutOrder((e, title) => orderNotice(e.buyerId, 'order.delivered', e.orderId, title, (n, t) => [n.deliveredTitle, n.deliveredBody(t)])),
  'order.revision_requested': aboutOrder((e, title) =>
    orderNotice(e.sellerId, 'order.revision_requested', e.orderId, title, (n, t) => [n.revisionTitle, n.revisionBody(t)]),
  ),
  'order.completed': aboutOrder((e, title) => {
    const resolved = e.outcome === 'resolved_complete';
    const auto = e.outcome === 'auto_completed';
    // Both parties, the one who accepted too: the seller hears of the earnings, the buyer is asked for a review.
    return [e.sellerId, e.buyerId].flatMap((u) =>
      orderNotice(u, resolved ? 'order.dispute_resolved' : 'order.completed', e.orderId, title, (n, t) => [
        resolved ? n.disputeResolvedTitle : n.completedTitle,
        resolved ? n.resolvedCompleteBody(t) : auto ? n.autoCompletedBody(t) : n.completedBody(t, u === e.sellerId),
      ]),
    );
  }),
  'order.cancellation_requested': aboutOrder((e, title) =>
    partiesBut(e).flatMap((u) => orderNotice(u, 'order.cancellation_requested', e.orderId, title, (n, t) => [n.cancellationRequestedTitle, n.cancellationRequestedBody(t)])),
  ),
  'order.cancellation_declined': aboutOrder((e, title) =>
    partiesBut(e).flatMap((u) => orderNotice(u, 'order.cancellation_declined', e.orderId, title, (n, t) => [n.cancellationDeclinedTitle, n.cancellationDeclinedBody(t)])),
  ),
  'order.cancelled': aboutOrder((e, title) => {
    const resolved = e.outcome === 'resolved_refund';
    return partiesBut(e).flatMap((u) =>
      orderNotice(u, resolved ? 'order.dispute_resolved' : 'order.cancellation_accepted', e.orderId, title, (n, t) => [
        resolved ? n.disputeResolvedTitle : n.cancelledTitle,
        resolved ? n.resolvedRefundBody(t) : e.outcome === 'cancelled_late' ? n.cancelledLateBody(t) : n.cancelledBody(t, e.outcome === 'cancellation_auto_accepted'),
      ]),
    );
  }),
  'order.disputed': aboutOrder((e, title) =>
    partiesBut(e).flatMap((u) => orderNotice(u, 'order.disputed', e.orderId, title, (n, t) => [n.disputedTitle, n.disputedBody(t)])),
  ),
  'order.late': aboutOrder((e, title) => [
    ...orderNotice(e.sellerId, 'order.late', e.orderId, title, (n, t) => [n.lateTitle, n.lateSellerBody(t)]),
    ...orderNotice(e.buyerId, 'order.late', e.orderId, title, (n, t) => [n.lateTitle, n.lateBuyerBody(t)]),
  ]),
  'review.created': async (_db, e) =>
    e.sellerId === e.userId ? [] : notice(e.sellerId, 'review.created', ({ n }) => ({ title: n.reviewTitle, body: n.reviewBody(e.star) }), `/gigs/${e.gigId}`),
  'task.assigned': async (db, e) => {
    const title = (await taskTitles(db, [e.taskId])).get(e.taskId);
    return notice(e.assigneeId, 'task.assigned', ({ n }) => ({ title: n.taskAssignedTitle, body: n.taskAssignedBody(title ?? n.aTask) }), taskLink(e.taskId));
  },
  'task.submitted': async (db, e) => {
    const [titles, admins] = await Promise.all([taskTitles(db, [e.taskId]), adminIds(db)]);
    const title = titles.get(e.taskId);
    return admins
      .filter((a) => a !== e.workerId)
      .flatMap((a) => notice(a, 'task.submitted', ({ n }) => ({ title: n.taskSubmittedTitle, body: n.taskSubmittedBody(title ?? n.aTask) }), taskLink(e.taskId)));
  },
  'task.sent_back': async (db, e) => {
    const title = (await taskTitles(db, [e.taskId])).get(e.taskId);
    return notice(e.assigneeId, 'task.sent_back', ({ n }) => ({ title: n.taskSentBackTitle, body: e.feedback ? n.taskSentBackWithFeedbackBody(title ?? n.aTask, e.feedback) : n.taskSentBackBody(title ?? n.aTask) }), taskLink(e.taskId));
  },
  'task.approved': async (db, e) => {
    const title = (await taskTitles(db, [e.taskId])).get(e.taskId);
    const reward = e.reward > 0 ? formatMoney(e.reward * 100, 'PKR') : null;
    return notice(e.assigneeId, 'task.approved', ({ n }) => ({ title: n.taskApprovedTitle, body: reward ? n.taskApprovedWithRewardBody(title ?? n.aTask, reward) : n.taskApprovedBody(title ?? n.aTask) }), taskLink(e.taskId));
  },
  // Every verified worker with one of the pool's skills (the pool's page is Find work's).
  'task_pool.opened': async (db, e) =>
    (await verifiedWorkersWithSkills(db, e.skills)).flatMap((u) => notice(u, 'task.pool_opened', ({ n }) => ({ title: n.poolOpenedTitle, body: n.poolOpenedBody(e.title) }), `/work/${e.poolId}`)),
  'task_answer.rejected': async (_db, e) =>
    notice(e.workerId, 'task.answer_rejected', ({ n }) => ({ title: n.answerRejectedTitle, body: n.answerRejectedBody(e.title, e.reason) }), '/work/history'),
  'task_pool.worker_blocked': async (_db, e) =>
    notice(e.workerId, 'task.pool_blocked', ({ n }) => ({ title: n.poolBlockedTitle, body: e.title ? n.poolBlockedBody(e.title, e.reason) : n.allPoolsBlockedBody(e.reason) }), '/work/history'),
  'user.verified': async (_db, e) => (e.verified ? notice(e.userId, 'user.verified', ({ n }) => ({ title: n.verifiedTitle, body: n.verifiedBody }), '/dashboard') : []),
  'user.verification_answered': async (_db, e) => {
    if (e.decision === 'rejected') {
      return notice(e.userId, 'verification.rejected', ({ n }) => ({ title: n.verificationRejectedTitle, body: n.verificationRejectedBody(e.reason) }), '/verification');
    }
    const document = e.document && isVerificationDocument(e.document) ? e.document : null;
    return notice(
      e.userId,
      'verification.changes_requested',
      ({ n, documentLabels }) => ({ title: n.changesRequestedTitle, body: n.changesRequestedBody(document ? documentLabels[document] : n.aDocument, e.reason) }),
      '/verification',
    );
  },
  'earnings.cleared': async (_db, e) =>
    notice(e.sellerId, 'earnings.cleared', ({ n }) => ({ title: n.earningsClearedTitle, body: n.earningsClearedBody(formatMoney(e.amount, e.currency)) }), '/earnings'),
  'payout.paid': async (_db, e) => notice(e.userId, 'payout.paid', ({ n }) => ({ title: n.payoutPaidTitle, body: n.payoutPaidBody(formatMoney(e.amount, e.currency)) }), '/earnings'),
  'payout.failed': async (_db, e) =>
    notice(
      e.userId,
      'payout.failed',
      ({ n }) => ({
        title: e.status === 'rejected' ? n.payoutRejectedTitle : n.payoutFailedTitle,
        body: n.payoutFailedBody(formatMoney(e.amount, e.currency), e.status === 'rejected', e.reason || null),
      }),
      '/earnings',
    ),
  'payout_method.changed': async (_db, e) =>
    notice(
      e.userId,
      'payout_method.changed',
      ({ n }) => ({ title: e.change === 'added' ? n.payoutMethodAddedTitle : n.payoutMethodRemovedTitle, body: n.payoutMethodBody(e.change) }),
      '/earnings',
    ),
  'password.changed': async (_db, e) =>
    notice(e.userId, 'password.changed', ({ n }) => ({ title: n.passwordChangedTitle, body: n.passwordChangedBody(e.how === 'reset') }), '/settings'),
};

/** The event types that make notifications. */
export const notifyingEvents = Object.keys(makers) as DomainEventType[];

/** What an event tells whom, each in their language (looked up in one query for all of them). */
export async function noticesOf(db: Database, event: DomainEvent): Promise<Notice[]> {
  const make = makers[event.type] as Maker<DomainEventType> | undefined;
  if (!make) return [];
  const drafts = await make(db, event.payload);
  if (!drafts.length) return [];
  const languages = await languagesOf(db, drafts.map((d) => d.userId));
  return drafts.map(({ say, ...d }) => ({ ...d, ...say(textsOf(languages.get(d.userId))) }));
}
