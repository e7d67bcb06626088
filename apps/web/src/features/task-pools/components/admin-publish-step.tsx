import { formatMoney, taskPoolAdminTexts } from '@market/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePool, usePoolAction } from '../admin-api';

const copy = taskPoolAdminTexts.wizard;

/** The wizard's last step: the planned cost (items × overlap × reward) read from the pool, and Publish. */
export function PublishStep({ poolId, onPublished }: { poolId: string; onPublished: () => void }) {
  const pool = usePool(poolId);
  const action = usePoolAction(poolId);

  if (pool.isPending) return <Spinner label={taskPoolAdminTexts.loading} className="text-brand-700" />;
  if (pool.isError) return <p role="alert" className="text-red-700">{taskPoolAdminTexts.pool.loadFailed}</p>;

  const p = pool.data;
  const hasItems = p.progress.items + p.progress.controlItems > 0;
  const publish = () =>
    action.mutate('publish', {
      onSuccess: (result) => {
        toast.success(result.message);
        onPublished();
      },
      onError: (error) => toast.error(errorMessage(error, taskPoolAdminTexts.pool.actionFailed)),
    });

  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="text-sm font-medium text-slate-600">{copy.costHeading}</h3>
        <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
          <bdi dir="ltr">{formatMoney(p.progress.costPlanned.amount, p.progress.costPlanned.currency)}</bdi>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {copy.costFormula(formatNumber(p.progress.items), formatNumber(p.overlap), formatMoney(p.reward * 100, 'PKR'))}
        </p>
        {p.progress.controlItems > 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            {copy.costNote(formatNumber(p.progress.controlItems))}
          </p>
        ) : null}
      </div>
      {hasItems ? null : (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {copy.noItems}
        </p>
      )}
      <Button size="lg" onClick={publish} disabled={!hasItems || action.isPending}>
        {action.isPending ? <Spinner decorative /> : null}
        {copy.publish}
      </Button>
    </div>
  );
}
