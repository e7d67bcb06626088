import { inlineWebTexts, orderWebTexts, type CheckoutGig } from '@market/shared';
import { Avatar } from '@/components/ui/avatar';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { formatDollars } from '../format';
import { Price } from '@/components/price';

/** What is being bought: the gig's cover, title, seller, delivery and the price to pay. */
export function GigSummary({ gig }: { gig: CheckoutGig }) {
  return (
    <aside aria-labelledby="order-summary" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <img src={gig.cover} alt="" width={640} height={360} className="aspect-video w-full bg-slate-100 object-cover" />
      <div className="space-y-4 p-6">
        <h2 id="order-summary" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {orderWebTexts.summary}
        </h2>
        <p className="text-lg leading-snug font-semibold text-slate-900"><bdi data-user-content>{gig.title}</bdi></p>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Avatar src={gig.seller.img} className="size-7" />
          <span>
            {orderWebTexts.by} <span className="font-medium text-slate-900"><bdi data-user-content>{gig.seller.username}</bdi></span>
          </span>
        </p>
        <ul className="space-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <ClockIcon className="size-4 text-slate-500" />
            {orderWebTexts.delivery(inlineWebTexts.counts.days(gig.deliveryTime))}
          </li>
          <li className="flex items-center gap-2">
            <CheckIcon className="size-4 text-slate-500" />
            {inlineWebTexts.counts.revisions(gig.revisionNumber)}
          </li>
        </ul>
        <dl className="flex items-baseline justify-between border-t border-slate-200 pt-4">
          <dt className="font-medium text-slate-700">{orderWebTexts.total}</dt>
          <dd className="text-2xl font-bold text-slate-900"><Price dollars={gig.price} usd={formatDollars} /></dd>
        </dl>
      </div>
    </aside>
  );
}
