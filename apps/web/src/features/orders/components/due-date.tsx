import { orderDueTexts, type Order } from '@market/shared';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';

/** The day the seller owes the delivery, red with 'Late' once it has passed; nothing once no delivery is owed. */
export function DueDate({ order }: { order: Pick<Order, 'dueAt' | 'isLate' | 'status'> }) {
  const owed = order.status === 'in_progress' || order.status === 'revision_requested';
  if (!order.dueAt || !owed) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 text-xs', order.isLate ? 'font-semibold text-red-700' : 'text-slate-600')}>
      <time dateTime={order.dueAt}>{orderDueTexts.due(formatDate(order.dueAt))}</time>
      {order.isLate ? <span className="rounded bg-red-100 px-1.5 py-0.5 font-semibold uppercase">{orderDueTexts.late}</span> : null}
    </span>
  );
}
