import { orderWebTexts, type Order } from '@market/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format';
import { formatDollars } from '../format';
import { OrderPrice } from '@/components/order-price';

/** The order just paid, on the success page: cover, title, seller, price and date. */
export function PaidOrder({ order }: { order: Order }) {
  return (
    <section aria-labelledby="paid-order" className="w-full overflow-hidden rounded-2xl bg-white text-start shadow-sm ring-1 ring-slate-200">
      <h2 id="paid-order" className="sr-only">
        {orderWebTexts.yourOrder}
      </h2>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        <img src={order.img} alt="" width={640} height={360} className="aspect-video w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:w-40" />
        <div className="min-w-0 flex-1 space-y-2">
          {order.gigId ? (
            <Link to={`/gigs/${order.gigId}`} className="block leading-snug font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline">
              <bdi data-user-content>{order.title}</bdi>
            </Link>
          ) : (
            <p className="leading-snug font-semibold break-words text-slate-900"><bdi data-user-content>{order.title}</bdi></p>
          )}
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Avatar src={order.userImg} className="size-6" />
            <span className="min-w-0 truncate">
              {orderWebTexts.by} <span className="font-medium text-slate-900"><bdi data-user-content>{order.username}</bdi></span>
            </span>
          </p>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <time dateTime={order.createdAt} className="text-sm text-slate-600">
              {orderWebTexts.orderedOn(formatDate(order.createdAt))}
            </time>
            <span className="text-xl font-bold text-slate-900"><OrderPrice order={order} usd={formatDollars} showRate /></span>
          </div>
        </div>
      </div>
    </section>
  );
}
