import { orderPageTexts, type OrderDetail } from '@market/shared';
import { formatDateTime } from '@/lib/format';
import { deadline, dueOf } from './due';
import type { Viewer } from './viewer';

const { next } = orderPageTexts;

/** The next step: one sentence, and whether it says the order is late (the box shows it in red). */
export type NextStep = { text: string; late: boolean };

/**
 * The one thing the viewer does now, and by when: the seller delivers by the due date, the buyer
 * sends requirements or waits for it, answers a delivery before it completes by itself, an admin
 * resolves a dispute. One step per party and state, with the due date as dueOf reads it.
 */
export function nextStepOf(order: OrderDetail, viewer: Viewer, now: number): NextStep {
  const due = dueOf(order, now);
  const by = due ? `${due.moment} (${due.relative})` : '';
  const late = due?.late ?? false;
  const step = (text: string): NextStep => ({ text, late });
  switch (order.status) {
    case 'pending':
      return step(next.pending);
    case 'in_progress':
      if (viewer === 'seller') return step(late ? next.sellerLate(by) : next.sellerDeliver(by));
      if (viewer === 'admin') return step(late ? next.adminLate(by) : next.adminWaiting(by));
      if (late) return step(next.buyerLate(by));
      // Requirements are asked for once, until they are sent (the form below stays open for changes).
      return step(order.actions.includes('submitRequirements') && !order.requirements ? next.buyerRequirements(by) : next.buyerWaiting(by));
    case 'revision_requested':
      if (viewer === 'seller') return step(late ? next.sellerLate(by) : next.sellerRevision(by));
      if (viewer === 'admin') return step(late ? next.adminLate(by) : next.adminRevision(by));
      return step(late ? next.buyerLate(by) : next.buyerRevision(by));
    case 'delivered': {
      const completes = order.autoCompleteAt ? deadline(order.autoCompleteAt, now) : null;
      return step(viewer === 'buyer' ? next.buyerReview(completes) : next.sellerDelivered(completes));
    }
    case 'completed':
      return step(next.completed);
    case 'cancelled':
      return step(order.refundedAt ? next.refunded(formatDateTime(order.refundedAt)) : next.refundPending);
    case 'disputed':
      return step(order.actions.includes('resolve') ? next.adminResolve : next.disputed);
  }
}
