import { orderDueTexts, type Order } from '@market/shared';
import { cn } from '@/lib/cn';
import { dueOf } from '../due';
import { useNow } from '../use-now';

/** The day the seller owes the delivery, red with 'Late' once it has passed; nothing once no delivery is owed. */
export function DueDate({ order }: { order: Pick<Order, 'dueAt' | 'isLate' | 'status'> }) {
  const due = dueOf(order, useNow());
  if (!due) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 text-xs', due.late ? 'font-semibold text-red-700' : 'text-slate-600')}>
      <time dateTime={due.at}>{orderDueTexts.due(due.day)}</time>
      {due.late ? <span className="rounded bg-red-100 px-1.5 py-0.5 font-semibold uppercase">{orderDueTexts.late}</span> : null}
    </span>
  );
}
