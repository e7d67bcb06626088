import { inlineWebTexts, orderPageTexts, type OrderDetail } from '@market/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { MailIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { formatDollars } from '../format';
import type { Viewer } from '../viewer';
import { OrderPrice } from '@/components/order-price';

type Party = OrderDetail['buyer'];

/** One party: picture and name, linked to their public page while the account exists. */
function PartyLine({ label, party, isYou }: { label: string; party: Party; isYou: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={party.img} name={party.username} className="size-10" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
        <p className="min-w-0 font-medium break-words text-slate-900">
          {party._id ? (
            <Link to={`/users/${party._id}`} className="hover:text-brand-700 hover:underline">
              <bdi data-user-content>{party.username}</bdi>
            </Link>
          ) : (
            party.username
          )}
          {isYou ? <span className="ms-1 text-sm font-normal text-slate-500">{orderPageTexts.you}</span> : null}
        </p>
      </div>
    </div>
  );
}

/** What was bought, for how much, from and by whom, and the way to their conversation. */
export function OrderSummary({ order, viewer }: { order: OrderDetail; viewer: Viewer }) {
  return (
    <section aria-labelledby="order-summary-title" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <h2 id="order-summary-title" className="sr-only">
        {orderPageTexts.heading}
      </h2>
      <img src={order.img} alt="" width={640} height={360} className="aspect-video w-full bg-slate-100 object-cover" />
      <div className="space-y-4 p-5">
        <p className="leading-snug font-semibold break-words text-slate-900">
          {order.gigId ? (
            <Link to={`/gigs/${order.gigId}`} className="hover:text-brand-700 hover:underline">
              <bdi data-user-content>{order.title}</bdi>
            </Link>
          ) : (
            order.title
          )}
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-slate-500">{orderPageTexts.price}</dt>
            <dd className="text-lg font-bold text-slate-900"><OrderPrice order={order} usd={formatDollars} showRate /></dd>
          </div>
          <div>
            <dt className="text-slate-500">{orderPageTexts.ordered}</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={order.paidAt ?? order.createdAt}>{formatDate(order.paidAt ?? order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{orderPageTexts.delivery}</dt>
            <dd className="font-medium text-slate-900">{inlineWebTexts.counts.days(order.deliveryDays)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{orderPageTexts.revisions}</dt>
            <dd className="font-medium text-slate-900">{orderPageTexts.revisionsUsed(order.revisionsUsed, order.revisionsAllowed)}</dd>
          </div>
        </dl>
        <div className="space-y-3 border-t border-slate-100 pt-4">
          <PartyLine label={orderPageTexts.seller} party={order.seller} isYou={viewer === 'seller'} />
          <PartyLine label={orderPageTexts.buyer} party={order.buyer} isYou={viewer === 'buyer'} />
        </div>
        {order.conversationId ? (
          <Link to={`/messages/${order.conversationId}`} className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
            <MailIcon className="size-4" />
            {orderPageTexts.conversation}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
