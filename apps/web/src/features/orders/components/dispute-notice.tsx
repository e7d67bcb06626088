import { orderPageTexts, type OrderDetail } from '@market/shared';
import { formatDateTime } from '@/lib/format';

/** The dispute of an order: who opened it, why and when, and once resolved, the outcome and the admin's note. */
export function DisputeNotice({ order }: { order: OrderDetail }) {
  const dispute = order.dispute;
  if (!dispute) return null;
  const opener = dispute.by === order.buyer._id ? order.buyer.username : order.seller.username;
  return (
    <section aria-labelledby="dispute-title" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-950">
      <h2 id="dispute-title" className="font-semibold">
        {dispute.resolution ? orderPageTexts.disputeResolution[dispute.resolution] : orderPageTexts.disputeOpen}
      </h2>
      <p className="mt-1 text-sm">
        {orderPageTexts.disputeBy(opener)} · <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time>
      </p>
      <blockquote dir="auto" data-user-content className="mt-2 border-s-4 border-red-300 ps-3 break-words whitespace-pre-line">{dispute.reason}</blockquote>
      {dispute.note ? (
        <p className="mt-3 text-sm break-words whitespace-pre-line">
          <span className="font-semibold">{orderPageTexts.note}:</span> <bdi data-user-content>{dispute.note}</bdi>
        </p>
      ) : null}
    </section>
  );
}
