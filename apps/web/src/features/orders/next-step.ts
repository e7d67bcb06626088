import { orderPageTexts, type OrderDetail } from '@market/shared';
import { formatDateTime } from '@/lib/format';
import { formatRelative } from './format';
import type { Viewer } from './viewer';

const { next } = orderPageTexts;

/** A deadline as the next step says it: "25 Nov 2026, 14:05 (in 3 days)". */
const by = (date: string | null, now: number) => (date ? `${formatDateTime(date)} (${formatRelative(date, now)})` : next.noDate);

/**
 * What the viewer does now, and by when, in a sentence or two: the seller delivers by the due
 * date, the buyer answers a delivery before it completes by itself, an admin resolves a dispute.
 */
export function nextStepLines(order: OrderDetail, viewer: Viewer, now: number): string[] {
  const due = by(order.dueAt, now);
  switch (order.status) {
    case 'pending':
      return [next.pending];
    case 'in_progress':
      if (viewer === 'seller') return [order.isLate ? next.sellerLate(due) : next.sellerDeliver(due)];
      if (viewer === 'buyer') {
        if (order.actions.includes('submitRequirements') && !order.requirements) return [next.buyerRequirements, next.buyerWaiting(due)];
        return [order.isLate ? next.buyerLate(due) : next.buyerWaiting(due)];
      }
      return [next.buyerWaiting(due)];
    case 'revision_requested':
      if (viewer === 'seller') return [order.isLate ? next.sellerLate(due) : next.sellerRevision(due)];
      return [order.isLate && viewer === 'buyer' ? next.buyerLate(due) : next.buyerRevision(due)];
    case 'delivered': {
      const auto = order.autoCompleteAt ? [next.autoComplete(by(order.autoCompleteAt, now))] : [];
      return viewer === 'buyer' ? [next.buyerReview, ...auto] : [next.sellerDelivered, ...auto];
    }
    case 'completed':
      return [next.completed];
    case 'cancelled':
      return [next.cancelled, order.refundedAt ? next.refunded(formatDateTime(order.refundedAt)) : next.refundPending];
    case 'disputed':
      return [order.actions.includes('resolve') ? next.adminResolve : next.disputed];
  }
}
