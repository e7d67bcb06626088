import { disputeWebTexts, type AdminOrderRow } from '@market/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ResponsiveTable, type Column } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { formatDollars } from '../format';
import { OrderPrice } from '@/components/order-price';

const { columns: names } = disputeWebTexts;

/** The order: cover, title (opening the order page, where the admin resolves it) and price. */
function OrderCell({ row }: { row: AdminOrderRow }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <img src={row.img} alt="" width={64} height={40} className="h-10 w-14 shrink-0 rounded-md bg-slate-100 object-cover" />
      <span className="min-w-0">
        <Link to={`/orders/${row._id}`} className="block font-medium break-words text-slate-900 hover:text-brand-700 hover:underline">
          <bdi data-user-content>{row.title}</bdi>
        </Link>
        <span className="text-xs text-slate-500"><OrderPrice order={row} usd={formatDollars} /></span>
      </span>
    </span>
  );
}

function Parties({ row }: { row: AdminOrderRow }) {
  return (
    <span className="block min-w-0 text-sm break-words">
      <span className="block">{disputeWebTexts.buyer(row.buyer.username)}</span>
      <span className="block">{disputeWebTexts.seller(row.seller.username)}</span>
    </span>
  );
}

/** The dispute's reason, clipped to three lines in the table (the order page shows it whole), and who gave it. */
function Reason({ row }: { row: AdminOrderRow }) {
  if (!row.dispute) return null;
  const by = row.dispute.by === row.buyer._id ? row.buyer.username : row.seller.username;
  return (
    <span className="block min-w-0">
      <span dir="auto" data-user-content className="line-clamp-3 break-words">{row.dispute.reason}</span>
      <span className="text-xs text-slate-500">{disputeWebTexts.openedBy(by)}</span>
    </span>
  );
}

const columns: Array<Column<AdminOrderRow>> = [
  { header: names.order, cell: (r) => <OrderCell row={r} />, hideLabelWhenStacked: true, className: 'lg:min-w-52' },
  { header: names.parties, cell: (r) => <Parties row={r} /> },
  { header: names.reason, cell: (r) => <Reason row={r} />, className: 'lg:max-w-xs' },
  {
    header: names.date,
    cell: (r): ReactNode => {
      const at = r.dispute?.createdAt ?? r.updatedAt;
      return <time dateTime={at}>{formatDateTime(at)}</time>;
    },
    className: 'lg:whitespace-nowrap',
  },
  {
    header: names.actions,
    srOnlyHeader: true,
    hideLabelWhenStacked: true,
    className: 'lg:text-end',
    cell: (r) => (
      <Link to={`/orders/${r._id}`} aria-label={disputeWebTexts.openLabel(r.title)} className={buttonClass('outline', 'sm')}>
        {disputeWebTexts.open}
      </Link>
    ),
  },
];

/** Open disputes as a table beside the sidebar on wide screens, a card per dispute below lg. */
export function DisputesTable({ rows, message }: { rows: AdminOrderRow[]; message: ReactNode }) {
  return <ResponsiveTable caption={disputeWebTexts.caption} columns={columns} rows={rows} rowKey={(r) => r._id} stackBelow="lg" message={message} />;
}
