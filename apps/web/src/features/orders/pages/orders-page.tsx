import { orderRoles, orderWebTexts, paymentTexts, texts, type OrderRole } from '@market/shared';
import { useSearchParams } from 'react-router';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { useCurrentUser } from '@/lib/auth-store';
import { useOrders } from '../api';
import { OrdersTable } from '../components/orders-table';
import { RoleFilter } from '../components/role-filter';

/** The side asked for in the address (`?role=seller`, the menu's 'Selling orders'), else both. */
function roleFrom(params: URLSearchParams): OrderRole | null {
  const asked = params.get('role');
  return (orderRoles as readonly string[]).includes(asked ?? '') ? (asked as OrderRole) : null;
}

/** /orders: what the user bought and sold, filtered to one side by `?role`, with a message action per order (SPEC 2, Orders). */
export default function OrdersPage() {
  const [params] = useSearchParams();
  const role = roleFrom(params);
  const user = useCurrentUser();
  const orders = useOrders(role);
  const list = orders.data?.pages.flatMap((p) => p.orders) ?? [];
  return (
    <section className="bg-slate-50">
      <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{orderWebTexts.orders}</h1>
          {/* Only sellers sell; a link that asks for one side shows the filter to anyone. */}
          {user?.isSeller || role ? <RoleFilter role={role} /> : null}
        </div>
        <ListStates query={orders} count={list.length} errorText={paymentTexts.noOrderData} empty={<p className="py-16 text-center text-lg font-medium text-slate-700">{paymentTexts.noOrders}</p>}>
          <OrdersTable orders={list} />
        </ListStates>
        {/* A further page that failed leaves the orders shown in place. */}
        <LoadMore query={orders} errorText={texts.somethingWrong}>
          {orderWebTexts.loadMore}
        </LoadMore>
      </div>
    </section>
  );
}
