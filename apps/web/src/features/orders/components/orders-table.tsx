import { orderDueTexts, orderWebTexts, type Order } from '@market/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ResponsiveTable, type Column } from '@/components/ui/table';
import { ContactButton } from '@/features/messages';
import { formatDate } from '@/lib/format';
import { formatDollars } from '../format';
import { DueDate } from './due-date';
import { OrderStatusBadge } from './order-status-badge';
import { OrderPrice } from '@/components/order-price';

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

/** The gig's cover and title, linked to the order's page (which links on to the gig). */
function GigCell({ order }: { order: Order }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <img src={order.img} alt="" width={64} height={40} className="h-12 w-16 shrink-0 rounded-md bg-slate-100 object-cover lg:h-10" />
      <Link to={`/orders/${order._id}`} className="min-w-0 font-medium break-words text-slate-900 hover:text-brand-700 hover:underline">
        <bdi data-user-content>{order.title}</bdi>
      </Link>
    </span>
  );
}

/** Where the order stands, and by when the seller delivers while a delivery is owed. */
function StatusCell({ order }: { order: Order }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <OrderStatusBadge status={order.status} />
      <DueDate order={order} />
    </span>
  );
}

/** The other party, and whether they sold to or bought from the user. */
function Party({ order }: { order: Order }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar src={order.userImg} className="size-7" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900"><bdi data-user-content>{order.username}</bdi></span>
        <span className="block text-xs text-slate-500">{order.role === 'buyer' ? orderWebTexts.seller : orderWebTexts.buyer}</span>
      </span>
    </span>
  );
}

const { columns: names } = orderWebTexts;
const columns: Array<Column<Order>> = [
  { header: names.gig, cell: (o) => <GigCell order={o} />, hideLabelWhenStacked: true, className: 'lg:min-w-56' },
  { header: names.price, cell: (o) => <span className="font-semibold text-slate-900"><OrderPrice order={o} usd={formatDollars} /></span> },
  { header: names.with, cell: (o) => <Party order={o} /> },
  { header: orderDueTexts.column, cell: (o) => <StatusCell order={o} /> },
  { header: names.date, cell: (o) => <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>, className: 'lg:whitespace-nowrap' },
  { header: names.actions, cell: (o) => <MessageButton order={o} />, srOnlyHeader: true, hideLabelWhenStacked: true, className: 'lg:text-end' },
];

/**
 * The orders as a table on wide screens and one card per order below lg: at tablet width the
 * columns do not fit, and the table scrolled sideways inside its box.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return <ResponsiveTable caption={orderWebTexts.orders} columns={columns} rows={orders} rowKey={(o) => o._id} stackBelow="lg" corners="rounded-2xl" />;
}
