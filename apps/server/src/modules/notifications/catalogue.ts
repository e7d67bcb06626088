import { formatMoney, verificationDocuments, verificationTexts, type NotificationType, type VerificationDocument } from '@market/shared';

/** An admin's reason as a sentence of the notice: it ends with its full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const isVerificationDocument = (name: string): name is VerificationDocument => (verificationDocuments as readonly string[]).includes(name);
import type { Database } from '../../db/client.js';
import type { DomainEvent, DomainEventPayloads, DomainEventType } from '../../platform/events.js';
import type { OrderChange } from '../../platform/event-types.js';
import { orderReceiptFacts, orderTitles } from '../orders/index.js';
import { taskTitles } from '../tasks/index.js';
import { adminIds } from '../users/index.js';

/** One notification to make: who gets it, what it says, where it leads (an app path). */
export type Notice = { userId: string; type: NotificationType; title: string; body: string; link: string };

type Maker<T extends DomainEventType> = (db: Database, payload: DomainEventPayloads[T]) => Promise<Notice[]>;

const quoted = (title: string) => `“${title}”`;
const orderLink = (id: string) => `/orders/${id}`;
const usd = (dollars: number) => formatMoney(dollars * 100, 'USD');
/** What the buyer was charged: a rupee order's paisa in rupees (decision 0153), else its dollar price. */
const charged = (e: { price: number; currency?: 'USD' | 'PKR'; amount?: number }) => (e.currency === 'PKR' && e.amount !== undefined ? formatMoney(e.amount, 'PKR') : usd(e.price));

/** The order's parties other than whoever acted (nobody is told of their own step). */
const partiesBut = (e: Pick<OrderChange, 'sellerId' | 'buyerId' | 'by'>) => [e.sellerId, e.buyerId].filter((u): u is string => !!u && u !== e.by);

/** Notices about one order: its title from the event when it carries one, else looked up once. */
function aboutOrder<E extends Omit<OrderChange, 'by'> & { by?: string | null; title?: string }>(make: (e: E, title: string) => Notice[]) {
  return async (db: Database, e: E) => {
    return make(e, e.title ?? (await orderTitles(db, [e.orderId])).get(e.orderId) ?? 'your order');
  };
}

const notice = (userId: string | null, type: NotificationType, title: string, body: string, link: string): Notice[] =>
  userId ? [{ userId, type, title, body, link }] : [];

/**
 * The buyer's receipt of a payment or a refund: what, how much, the processor's reference (the
 * payment intent; a refund's own id when the processor gave one). The e-mail's button opens the order.
 */
async function receipt(db: Database, e: { orderId: string; buyerId: string | null; price: number; currency?: 'USD' | 'PKR'; amount?: number }, kind: 'payment' | 'refund'): Promise<Notice[]> {
  if (!e.buyerId) return [];
  const facts = await orderReceiptFacts(db, e.orderId);
  const title = quoted(facts?.title ?? 'your order');
  if (kind === 'payment') {
    const reference = facts ? ` Payment reference: ${facts.paymentIntent}.` : '';
    return notice(e.buyerId, 'payment.receipt', 'Payment receipt', `You paid ${charged(e)} for ${title}.${reference} The order page shows its progress.`, orderLink(e.orderId));
  }
  const reference = facts ? ` Refund reference: ${facts.refundId ?? facts.paymentIntent}.` : '';
  return notice(e.buyerId, 'refund.receipt', 'Refund receipt', `${charged(e)} for ${title} was refunded in full to the ${e.currency === 'PKR' ? 'wallet' : 'card'} you paid with.${reference}`, orderLink(e.orderId));
}

const makers: { [T in DomainEventType]?: Maker<T> } = {
  'order.paid': async (db, e) => [
    ...(await aboutOrder<typeof e>((e, t) => notice(e.sellerId, 'order.paid', 'New order', `A buyer paid ${charged(e)} for ${quoted(t)}. The clock for delivery has started.`, orderLink(e.orderId)))(db, e)),
    ...(await receipt(db, e, 'payment')),
  ],
  'order.refunded': (db, e) => receipt(db, e, 'refund'),
  'order.requirements_submitted': aboutOrder((e, t) =>
    notice(e.sellerId, 'order.requirements_submitted', 'Requirements received', `The buyer sent the requirements for ${quoted(t)}.`, orderLink(e.orderId)),
  ),
  'order.delivered': aboutOrder((e, t) => notice(e.buyerId, 'order.delivered', 'Your order was delivered', `The seller delivered ${quoted(t)}. Accept it or ask for a revision.`, orderLink(e.orderId))),
  'order.revision_requested': aboutOrder((e, t) =>
    notice(e.sellerId, 'order.revision_requested', 'Revision requested', `The buyer asked for changes to ${quoted(t)}.`, orderLink(e.orderId)),
  ),
  'order.completed': aboutOrder((e, t) => {
    const resolved = e.outcome === 'resolved_complete';
    const auto = e.outcome === 'auto_completed';
    // Both parties, the one who accepted too: the seller hears of the earnings, the buyer is asked for a review.
    return [e.sellerId, e.buyerId].flatMap((u) =>
      notice(
            u,
            resolved ? 'order.dispute_resolved' : 'order.completed',
            resolved ? 'Dispute resolved' : 'Order completed',
            resolved
              ? `An admin resolved the dispute on ${quoted(t)}: the order is complete.`
              : auto
                ? `${quoted(t)} completed automatically: the delivery was not answered in time.`
                : `${quoted(t)} is complete.${u === e.sellerId ? ' Your earnings clear after the clearance period.' : ' You can leave a review.'}`,
        orderLink(e.orderId),
      ),
    );
  }),
  'order.cancellation_requested': aboutOrder((e, t) =>
    partiesBut(e).flatMap((u) => notice(u, 'order.cancellation_requested', 'Cancellation requested', `A cancellation of ${quoted(t)} was asked for. Accept or decline it.`, orderLink(e.orderId))),
  ),
  'order.cancellation_declined': aboutOrder((e, t) =>
    partiesBut(e).flatMap((u) => notice(u, 'order.cancellation_declined', 'Cancellation declined', `Your request to cancel ${quoted(t)} was declined. The order goes on.`, orderLink(e.orderId))),
  ),
  'order.cancelled': aboutOrder((e, t) => {
    const resolved = e.outcome === 'resolved_refund';
    const body = resolved
      ? `An admin resolved the dispute on ${quoted(t)}: the buyer is refunded.`
      : e.outcome === 'cancelled_late'
        ? `The buyer cancelled ${quoted(t)} because it was late. The buyer is refunded.`
        : `${quoted(t)} was cancelled${e.outcome === 'cancellation_auto_accepted' ? ': the request was not answered in time' : ''}. The buyer is refunded.`;
    return partiesBut(e).flatMap((u) =>
      notice(u, resolved ? 'order.dispute_resolved' : 'order.cancellation_accepted', resolved ? 'Dispute resolved' : 'Order cancelled', body, orderLink(e.orderId)),
    );
  }),
  'order.disputed': aboutOrder((e, t) =>
    partiesBut(e).flatMap((u) => notice(u, 'order.disputed', 'Dispute opened', `A dispute was opened on ${quoted(t)}. An admin will decide.`, orderLink(e.orderId))),
  ),
  'order.late': aboutOrder((e, t) => [
    ...notice(e.sellerId, 'order.late', 'Your order is late', `${quoted(t)} is past its delivery time. Deliver as soon as you can.`, orderLink(e.orderId)),
    ...notice(e.buyerId, 'order.late', 'Your order is late', `${quoted(t)} is past its delivery time. You may cancel it for a full refund.`, orderLink(e.orderId)),
  ]),
  'review.created': async (_db, e) =>
    e.sellerId === e.userId ? [] : notice(e.sellerId, 'review.created', 'New review', `A buyer gave one of your gigs ${e.star} ${e.star === 1 ? 'star' : 'stars'}.`, `/gigs/${e.gigId}`),
  'task.assigned': async (db, e) => {
    const title = (await taskTitles(db, [e.taskId])).get(e.taskId) ?? 'a task';
    return notice(e.assigneeId, 'task.assigned', 'New task assigned', `You were assigned ${quoted(title)}.`, `/dashboard/tasks/${e.taskId}`);
  },
  'task.submitted': async (db, e) => {
    const [titles, admins] = await Promise.all([taskTitles(db, [e.taskId]), adminIds(db)]);
    const title = titles.get(e.taskId) ?? 'a task';
    return admins.filter((a) => a !== e.workerId).flatMap((a) => notice(a, 'task.submitted', 'Work submitted', `Work was submitted on ${quoted(title)} and waits for review.`, `/dashboard/tasks/${e.taskId}`));
  },
  'task.sent_back': async (db, e) => {
    const title = (await taskTitles(db, [e.taskId])).get(e.taskId) ?? 'a task';
    const feedback = e.feedback ? ` Feedback: ${e.feedback}` : '';
    return notice(e.assigneeId, 'task.sent_back', 'Work sent back', `Your work on ${quoted(title)} needs changes.${feedback}`, `/dashboard/tasks/${e.taskId}`);
  },
  'task.approved': async (db, e) => {
    const title = (await taskTitles(db, [e.taskId])).get(e.taskId) ?? 'a task';
    const reward = e.reward > 0 ? ` ${formatMoney(e.reward * 100, 'PKR')} was added to your earnings.` : '';
    return notice(e.assigneeId, 'task.approved', 'Work approved', `Your work on ${quoted(title)} was approved.${reward}`, `/dashboard/tasks/${e.taskId}`);
  },
  'user.verified': async (_db, e) =>
    e.verified ? notice(e.userId, 'user.verified', 'Your identity is verified', 'An admin verified your identity. You can now take paid tasks and withdraw your earnings.', '/dashboard') : [],
  'user.verification_answered': async (_db, e) => {
    if (e.decision === 'rejected') {
      return notice(e.userId, 'verification.rejected', 'Your verification was not accepted', `An admin could not verify your identity. ${sentence(e.reason)} You can send your documents again.`, '/verification');
    }
    const what = e.document && isVerificationDocument(e.document) ? verificationTexts.documentLabels[e.document] : 'A document';
    return notice(e.userId, 'verification.changes_requested', 'Please send a document again', `An admin asked you to send this again: ${what}. ${sentence(e.reason)}`, '/verification');
  },
  'earnings.cleared': async (_db, e) =>
    notice(e.sellerId, 'earnings.cleared', 'Earnings cleared', `${formatMoney(e.amount, e.currency)} from a completed order is now available to withdraw.`, '/earnings'),
  'payout.paid': async (_db, e) => notice(e.userId, 'payout.paid', 'Payout sent', `Your payout of ${formatMoney(e.amount, e.currency)} was paid.`, '/earnings'),
  'payout.failed': async (_db, e) =>
    notice(
      e.userId,
      'payout.failed',
      e.status === 'rejected' ? 'Payout rejected' : 'Payout failed',
      `Your payout of ${formatMoney(e.amount, e.currency)} ${e.status === 'rejected' ? 'was rejected' : 'failed'}${e.reason ? `: ${e.reason}` : ''}. The money is back in your available balance.`,
      '/earnings',
    ),
  'payout_method.changed': async (_db, e) =>
    notice(
      e.userId,
      'payout_method.changed',
      e.change === 'added' ? 'Payout method added' : 'Payout method removed',
      `A payout method was ${e.change} on your account. If this was not you, change your password and contact support.`,
      '/earnings',
    ),
  'password.changed': async (_db, e) =>
    notice(
      e.userId,
      'password.changed',
      'Your password was changed',
      `Your password was ${e.how === 'reset' ? 'reset through an e-mailed link' : 'changed'} and your other sessions were signed out. If this was not you, reset your password and contact support.`,
      '/settings',
    ),
};

/** The event types that make notifications. */
export const notifyingEvents = Object.keys(makers) as DomainEventType[];

/** What an event tells whom. */
export function noticesOf(db: Database, event: DomainEvent): Promise<Notice[]> {
  const make = makers[event.type] as Maker<DomainEventType> | undefined;
  return make ? make(db, event.payload) : Promise.resolve([]);
}
