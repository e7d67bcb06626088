import { orderLifecycleTexts, orderPageTexts, type OrderDetail } from '@market/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { site } from '@/lib/site';
import { OrderFileList } from './order-file-list';

type Entry = OrderDetail['activity'][number];

const labelOf = (type: string) => (orderLifecycleTexts.activity as Record<string, string>)[type] ?? type;

/** What an activity line carries besides its label: the requirements or the nth delivery with their files, else its text. */
function Details({ entry, order, deliveryIndex }: { entry: Entry; order: OrderDetail; deliveryIndex: number | null }) {
  let desc: string = entry.desc;
  let files: ReactNode = null;
  if (entry.type === 'requirements' && order.requirements) {
    desc = order.requirements.desc;
    files = <OrderFileList files={order.requirements.files} label={orderPageTexts.filesOf(orderPageTexts.requirements)} />;
  }
  const delivery = deliveryIndex !== null ? order.deliveries[deliveryIndex] : undefined;
  if (delivery) {
    desc = delivery.desc;
    files = <OrderFileList files={delivery.files} label={orderPageTexts.filesOf(orderPageTexts.deliveryNumber(deliveryIndex! + 1))} />;
  }
  return (
    <>
      {delivery ? <p className="text-sm font-semibold text-slate-700">{orderPageTexts.deliveryNumber(deliveryIndex! + 1)}</p> : null}
      {desc ? <p dir="auto" data-user-content className="text-sm break-words whitespace-pre-line text-slate-700">{desc}</p> : null}
      {files}
    </>
  );
}

/**
 * What happened to the order, oldest first: who did what when, with the requirements and each
 * delivery (their text and files) on the line that sent them. Deliveries pair with the
 * 'delivered' lines in order; the server writes one line per delivery.
 */
export function ActivityTimeline({ order }: { order: OrderDetail }) {
  let deliveries = 0;
  const lines = order.activity.map((entry) => ({ entry, deliveryIndex: entry.type === 'delivered' ? deliveries++ : null }));
  return (
    <section aria-labelledby="order-activity" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id="order-activity" className="text-lg font-semibold text-slate-900">
        {orderPageTexts.activity}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{orderPageTexts.noActivity}</p>
      ) : (
        <ol className="mt-4 space-y-5 border-s-2 border-slate-200 ps-5">
          {lines.map(({ entry, deliveryIndex }, i) => (
            <li key={`${entry.createdAt}-${i}`} className="relative space-y-2">
              <span aria-hidden="true" className="absolute top-1.5 -start-[1.72rem] size-3 rounded-full border-2 border-white bg-brand-600 ring-1 ring-brand-600" />
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <span className="font-medium text-slate-900">{labelOf(entry.type)}</span>
                <span className="text-sm text-slate-500">
                  {entry.actor?.username ?? site.name} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </span>
              </div>
              <Details entry={entry} order={order} deliveryIndex={deliveryIndex} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
