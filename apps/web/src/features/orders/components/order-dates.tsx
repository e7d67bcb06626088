import { orderPageTexts, type OrderDetail } from '@market/shared';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { dueOf } from '../due';
import { formatRelative } from '../format';
import { useNow } from '../use-now';

/** One date with how far it is from now ("in 2 days", "3 hours ago"), renewed while the page is open. */
function DateRow({ label, value, now, late }: { label: string; value: string; now: number; late?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cn('text-end', late ? 'font-semibold text-red-700' : 'text-slate-900')}>
        <time dateTime={value}>{formatDateTime(value)}</time>{' '}
        <span className={late ? undefined : 'text-slate-500'}>({formatRelative(value, now)})</span>
        {late ? <span className="ms-1.5 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold uppercase">{orderPageTexts.late}</span> : null}
      </dd>
    </div>
  );
}

/** The order's deadlines that still matter: the delivery's, the automatic completion, a cancellation's automatic acceptance, the refund. */
export function OrderDates({ order }: { order: OrderDetail }) {
  const now = useNow();
  const due = dueOf(order, now);
  const rows = [
    due ? <DateRow key="due" label={orderPageTexts.dueAt} value={due.at} now={now} late={due.late} /> : null,
    order.status === 'delivered' && order.autoCompleteAt ? <DateRow key="auto" label={orderPageTexts.autoCompleteAt} value={order.autoCompleteAt} now={now} /> : null,
    order.cancellation?.autoAcceptAt ? <DateRow key="cancel" label={orderPageTexts.autoAcceptAt} value={order.cancellation.autoAcceptAt} now={now} /> : null,
    order.refundedAt ? <DateRow key="refund" label={orderPageTexts.refundedAt} value={order.refundedAt} now={now} /> : null,
  ].filter(Boolean);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="order-dates" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id="order-dates" className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {orderPageTexts.dates}
      </h2>
      <dl className="space-y-2 text-sm">{rows}</dl>
    </section>
  );
}
