import { orderFilterTexts, orderRoles, orderStatusFilters, orderWebTexts, paymentTexts, texts, type OrderRole, type OrderStatusFilter } from '@market/shared';
import { Link, useSearchParams } from 'react-router';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { useCurrentUser } from '@/lib/auth-store';
import { useOrders } from '../api';
import { OrdersTable } from '../components/orders-table';
import { RoleFilter } from '../components/role-filter';
import { StatusFilter } from '../components/status-filter';

/** The side asked for in the address (`?role=seller`, the menu's 'Selling orders'), else both. */
function roleFrom(params: URLSearchParams): OrderRole | null {
  const asked = params.get('role');
  return (orderRoles as readonly string[]).includes(asked ?? '') ? (asked as OrderRole) : null;
}

/** The status group asked for in the address (`?status=delivered`), else every status. */
function statusFrom(params: URLSearchParams): OrderStatusFilter | null {
  const asked = params.get('status');
  return (orderStatusFilters as readonly string[]).includes(asked ?? '') ? (asked as OrderStatusFilter) : null;
}

/** /orders: what the user bought and sold, filtered to one side by `?role` and one status group by `?status`, each order opening its page (SPEC 2, Orders). */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const role = roleFrom(params);
  const status = statusFrom(params);
  const user = useCurrentUser();
  const orders = useOrders(role, status);
  const list = orders.data?.pages.flatMap((p) => p.orders) ?? [];

  const chooseStatus = (next: OrderStatusFilter | null) => {
    const query = new URLSearchParams(params);
    if (next) query.set('status', next);
    else query.delete('status');
    setParams(query);
  };

  // With a status chosen, an empty list says so and offers the way back, rather than 'No Orders!'.
  const empty = status ? (
    <div className="py-16 text-center">
      <p className="text-lg font-medium text-slate-700">{orderFilterTexts.noneWithStatus}</p>
      <Link to={{ search: role ? `?role=${role}` : '' }} className="mt-3 inline-block font-medium text-brand-700 hover:underline">
        {orderFilterTexts.showAll}
      </Link>
    </div>
  ) : (
    <p className="py-16 text-center text-lg font-medium text-slate-700">{paymentTexts.noOrders}</p>
  );

  return (
    <section className="bg-slate-50">
      <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{orderWebTexts.orders}</h1>
          <div className="flex flex-wrap items-center gap-3">
            {/* Only sellers sell; a link that asks for one side shows the filter to anyone. */}
            {user?.isSeller || role ? <RoleFilter role={role} status={status} /> : null}
            <StatusFilter status={status} onChange={chooseStatus} />
          </div>
        </div>
        <ListStates query={orders} count={list.length} errorText={paymentTexts.noOrderData} empty={empty}>
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
