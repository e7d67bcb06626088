import { orderWebTexts, paymentTexts, type Order } from '@market/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { ContactButton } from '@/features/messages';
import { useOrders } from '../api';
import { formatDate } from '@/lib/format';
import { formatDollars } from '../format';

/** Opens the conversation with the other party; nothing when their account was deleted. */
function MessageButton({ order }: { order: Order }) {
  if (!order.sellerId || !order.buyerId) return null;
  const otherId = order.role === 'buyer' ? order.sellerId : order.buyerId;
  return (
    <ContactButton userId={otherId} conversationId={order.sellerId + order.buyerId} size="sm" label={orderWebTexts.messageLabel(order.username)}>
      {orderWebTexts.message}
    </ContactButton>
  );
}

function Party({ order }: { order: Order }) {
  return (
    <span className="flex items-center gap-2">
      <Avatar src={order.userImg} className="size-7" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{order.username}</span>
        <span className="block text-xs text-slate-500">{order.role === 'buyer' ? orderWebTexts.seller : orderWebTexts.buyer}</span>
      </span>
    </span>
  );
}

/** /orders: what the user bought and sold, with a message action per order (SPEC 2, Orders). */
export default function OrdersPage() {
  const orders = useOrders();

  let content;
  if (orders.isPending) content = <PageSpinner />;
  else if (orders.isError) content = <p className="py-16 text-center text-lg font-medium text-slate-700">{paymentTexts.noOrderData}</p>;
  else {
    const list = orders.data.pages.flatMap((p) => p.orders);
    content =
      list.length === 0 ? (
        <p className="py-16 text-center text-lg font-medium text-slate-700">{paymentTexts.noOrders}</p>
      ) : (
        <>
          <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{orderWebTexts.orders}</caption>
              <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3">{orderWebTexts.columns.image}</th>
                  <th scope="col" className="px-4 py-3">{orderWebTexts.columns.title}</th>
                  <th scope="col" className="px-4 py-3">{orderWebTexts.columns.price}</th>
                  <th scope="col" className="px-4 py-3">{orderWebTexts.columns.with}</th>
                  <th scope="col" className="px-4 py-3">{orderWebTexts.columns.date}</th>
                  <th scope="col" className="px-4 py-3"><span className="sr-only">{orderWebTexts.columns.actions}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.map((order) => (
                  // On phones each row is a card: image and title, then price, party, date and the action.
                  <tr key={order._id} className="grid grid-cols-[4rem_1fr] gap-x-3 gap-y-2 p-4 md:table-row md:p-0">
                    <td className="row-span-2 md:table-cell md:px-4 md:py-3">
                      <img src={order.img} alt="" width={64} height={40} className="h-12 w-16 rounded-md bg-slate-100 object-cover md:h-10" />
                    </td>
                    <td className="font-medium text-slate-900 md:px-4 md:py-3">{order.title}</td>
                    <td className="font-semibold text-slate-900 md:px-4 md:py-3">{formatDollars(order.price)}</td>
                    <td className="col-span-2 md:px-4 md:py-3">
                      <Party order={order} />
                    </td>
                    <td className="whitespace-nowrap text-slate-600 md:px-4 md:py-3">
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </td>
                    <td className="text-right md:px-4 md:py-3">
                      <MessageButton order={order} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {orders.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
                {orders.isFetchingNextPage ? <Spinner decorative className="size-4" /> : null}
                {orderWebTexts.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <section className="bg-slate-50">
      <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">{orderWebTexts.orders}</h1>
        {content}
      </div>
    </section>
  );
}
