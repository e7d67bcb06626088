import { formatMoney, pagePaths, taskPoolAdminTexts, type Pool } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PlusSquareIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import { poolPageHref, usePools } from '../admin-api';
import { costText, itemsText, ProgressBar } from '../components/admin-progress';
import { PoolStatusBadge } from '../components/admin-pool-status-badge';

const copy = taskPoolAdminTexts.list;
const names = copy.columns;
const progress = taskPoolAdminTexts.progress;

const columns: Array<Column<Pool>> = [
  {
    header: names.pool,
    hideLabelWhenStacked: true,
    className: 'lg:max-w-72',
    cell: (p) => (
      <span className="flex min-w-0 flex-col items-start gap-1">
        <Link to={poolPageHref(p._id)} dir="auto" className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline">
          <bdi data-user-content>{p.title}</bdi>
        </Link>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {p.isExam ? <Badge tone="blue">{taskPoolAdminTexts.exam}</Badge> : null}
          <time dateTime={p.createdAt}>{copy.created(formatDate(p.createdAt))}</time>
        </span>
      </span>
    ),
  },
  { header: names.status, cell: (p) => <PoolStatusBadge status={p.status} /> },
  {
    header: names.reward,
    className: 'lg:whitespace-nowrap lg:text-end tabular-nums font-medium text-slate-900',
    cell: (p) => <bdi dir="ltr">{formatMoney(p.reward * 100, 'PKR')}</bdi>,
  },
  {
    header: names.items,
    className: 'lg:min-w-40',
    cell: (p) => <ProgressBar compact label={progress.items} value={p.progress.itemsDone} max={p.progress.items} text={itemsText(p.progress)} />,
  },
  {
    header: names.review,
    className: 'lg:text-end tabular-nums',
    cell: (p) => (p.progress.toReview > 0 ? <Badge tone="amber">{formatNumber(p.progress.toReview)}</Badge> : <span className="text-slate-500">0</span>),
  },
  {
    header: names.cost,
    className: 'lg:min-w-48',
    cell: (p) => (
      <ProgressBar compact label={progress.cost} value={p.progress.costSpent.amount} max={p.progress.costPlanned.amount} text={costText(p.progress)} />
    ),
  },
];

/** /dashboard/pools: every task pool with its status, reward and progress, and the way to a new one (admins). */
export default function AdminPoolsPage() {
  const pools = usePools();
  const list = pools.data?.pools ?? [];

  let body;
  if (pools.isPending) body = <Spinner label={taskPoolAdminTexts.loading} className="text-brand-700" />;
  else if (pools.isError) body = <p role="alert" className="rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">{copy.loadFailed}</p>;
  else if (list.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
        <p className="font-semibold text-slate-900">{copy.empty}</p>
        <p className="mx-auto mt-1 max-w-lg text-sm text-slate-600">{copy.emptyHint}</p>
        <Link to={pagePaths.createPool} className={buttonClass('primary', 'md', 'mt-5')}>
          <PlusSquareIcon className="size-4" />
          {copy.newPool}
        </Link>
      </div>
    );
  } else body = <ResponsiveTable caption={copy.caption} columns={columns} rows={list} rowKey={(p) => p._id} stackBelow="lg" />;

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <PageHeader title={copy.heading} description={copy.description}>
        {list.length > 0 ? (
          <Link to={pagePaths.createPool} className={buttonClass('primary', 'md', 'shrink-0')}>
            <PlusSquareIcon className="size-4" />
            {copy.newPool}
          </Link>
        ) : null}
      </PageHeader>
      <div aria-busy={pools.isFetching} className={pools.isFetching && !pools.isPending ? 'opacity-70 transition-opacity' : undefined}>
        {body}
      </div>
    </div>
  );
}
