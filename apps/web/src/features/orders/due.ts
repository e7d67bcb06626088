import { isOrderLate, type OrderStatus } from '@market/shared';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatRelative } from './format';

/** The delivery's due date, as every part of the order pages writes it (the next step, the dates panel, the list). */
export type Due = {
  /** The moment itself, for <time dateTime>. */
  at: string;
  /** "25 Nov 2026", in the viewer's time zone. */
  day: string;
  /** "25 Nov 2026, 14:05", in the viewer's time zone. */
  moment: string;
  /** "in 3 days", "in 5 hours", "2 days ago": calendar days in the viewer's time zone (see formatRelative). */
  relative: string;
  /** The date passed while the seller still owes the delivery (by the server's word, or since it answered). */
  late: boolean;
};

type DueFacts = { status: OrderStatus; dueAt: string | null; isLate: boolean };

/** The one reading of an order's due date: null while no delivery is owed (before payment, once delivered or closed). */
export function dueOf(order: DueFacts, now: number): Due | null {
  const owed = order.status === 'in_progress' || order.status === 'revision_requested';
  if (!owed || !order.dueAt) return null;
  return {
    at: order.dueAt,
    day: formatDate(order.dueAt),
    moment: formatDateTime(order.dueAt),
    relative: formatRelative(order.dueAt, now),
    late: order.isLate || isOrderLate(order, now),
  };
}

/** A date as a deadline sentence says it: "25 Nov 2026, 14:05 (in 3 days)". */
export const deadline = (date: string, now: number) => `${formatDateTime(date)} (${formatRelative(date, now)})`;
