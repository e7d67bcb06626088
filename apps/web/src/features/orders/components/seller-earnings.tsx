import { formatMoney, sellerEarningsWebTexts, type OrderDetail } from '@market/shared';

const copy = sellerEarningsWebTexts;

/** The seller's share of the order: the price, the platform's fee and what they earn (amounts in cents). */
export function SellerEarnings({ earnings }: { earnings: NonNullable<OrderDetail['sellerEarnings']> }) {
  const usd = (cents: number) => formatMoney(cents, 'USD');
  return (
    <section aria-labelledby="seller-earnings-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id="seller-earnings-title" className="text-base font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-600">{copy.price}</dt>
          <dd className="text-slate-900 tabular-nums"><bdi dir="ltr" data-user-content>{usd(earnings.price)}</bdi></dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-600">{copy.fee(earnings.feePercent)}</dt>
          <dd className="text-slate-900 tabular-nums"><bdi dir="ltr" data-user-content>-{usd(earnings.fee)}</bdi></dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-2">
          <dt className="font-semibold text-slate-900">{copy.net}</dt>
          <dd className="text-lg font-bold text-emerald-700 tabular-nums"><bdi dir="ltr" data-user-content>{usd(earnings.net)}</bdi></dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">{copy.note}</p>
    </section>
  );
}
