import { pagePaths, taskPoolAdminTexts, type PoolWorker } from '@market/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useBlockWorker, usePoolWorkers } from '../admin-api';
import { BlockDialog } from './admin-block-dialog';

const copy = taskPoolAdminTexts.workers;
const names = copy.columns;
const userHref = (id: string) => pagePaths.userReview.replace(':id', encodeURIComponent(id));

/** The pool's workers: what each answered, was accepted and rejected, their accuracy on control items; Block and Unblock. */
export function PoolWorkers({ poolId }: { poolId: string }) {
  const workers = usePoolWorkers(poolId);
  const change = useBlockWorker();
  const [blocking, setBlocking] = useState<PoolWorker | null>(null);
  const list = workers.data?.workers ?? [];

  const unblock = (w: PoolWorker) =>
    change.mutate(
      { poolId: w.blocked?.all ? 'all' : poolId, userId: w._id, block: false },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(errorMessage(error, copy.failed)),
      },
    );

  const columns: Array<Column<PoolWorker>> = [
    {
      header: names.worker,
      hideLabelWhenStacked: true,
      cell: (w) => (
        <Link to={userHref(w._id)} className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline">
          <bdi data-user-content>{w.username}</bdi>
        </Link>
      ),
    },
    { header: names.answered, className: 'md:text-end tabular-nums', cell: (w) => formatNumber(w.answered) },
    { header: names.accepted, className: 'md:text-end tabular-nums', cell: (w) => formatNumber(w.accepted) },
    { header: names.rejected, className: 'md:text-end tabular-nums', cell: (w) => formatNumber(w.rejected) },
    {
      header: names.accuracy,
      className: 'md:text-end tabular-nums',
      cell: (w) => (w.accuracy === null ? <span className="text-slate-500">{copy.noAccuracy}</span> : taskPoolAdminTexts.pool.percent(formatNumber(w.accuracy))),
    },
    {
      header: names.blocked,
      className: 'md:max-w-64',
      cell: (w) =>
        w.blocked ? (
          <span className="flex flex-col items-start gap-1">
            <span dir="auto" data-user-content className="text-sm break-words text-red-800">
              {w.blocked.reason}
            </span>
            {w.blocked.all ? <Badge tone="red">{copy.allPools}</Badge> : null}
          </span>
        ) : (
          <span className="text-slate-500">{copy.notBlocked}</span>
        ),
    },
    {
      header: names.actions,
      srOnlyHeader: true,
      hideLabelWhenStacked: true,
      className: 'md:text-end',
      cell: (w) =>
        w.blocked ? (
          <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => unblock(w)} aria-label={copy.unblockLabel(w.username)}>
            {copy.unblock}
          </Button>
        ) : (
          <Button size="sm" variant="dangerOutline" disabled={change.isPending} onClick={() => setBlocking(w)} aria-label={copy.blockLabel(w.username)}>
            {copy.block}
          </Button>
        ),
    },
  ];

  let message;
  if (workers.isPending) message = <Spinner label={taskPoolAdminTexts.loading} className="text-brand-700" />;
  else if (workers.isError) message = <span className="text-red-700">{copy.loadFailed}</span>;
  else if (list.length === 0) message = copy.empty;

  return (
    <>
      <ResponsiveTable caption={copy.caption} columns={columns} rows={list} rowKey={(w) => w._id} stackBelow="lg" message={message} />
      <BlockDialog
        worker={blocking}
        onClose={() => setBlocking(null)}
        onSubmit={async (reason, everywhere) => {
          if (!blocking) return true;
          try {
            const result = await change.mutateAsync({ poolId: everywhere ? 'all' : poolId, userId: blocking._id, block: true, reason });
            toast.success(result.message);
            return true;
          } catch (error) {
            toast.error(errorMessage(error, copy.failed));
            return false;
          }
        }}
      />
    </>
  );
}
