import { pagePaths, taskPoolAdminTexts, type Pool } from '@market/shared';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PencilIcon } from '@/components/ui/icons';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { Badge } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePool, usePoolAction, usePools, type PoolAction } from '../admin-api';
import { ItemsImport } from '../components/admin-items-import';
import { PoolAnswers } from '../components/admin-pool-answers';
import { PoolEditForm } from '../components/admin-pool-edit';
import { PoolSettings } from '../components/admin-pool-settings';
import { PoolStatusBadge } from '../components/admin-pool-status-badge';
import { PoolWorkers } from '../components/admin-pool-workers';
import { PoolProgressBars } from '../components/admin-progress';

const copy = taskPoolAdminTexts.pool;

function Card({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Publish (a draft or a paused pool), Pause (an open one), Close (asked first); each answers with a toast. */
function StatusActions({ pool, onEdit, editing }: { pool: Pool; onEdit: () => void; editing: boolean }) {
  const action = usePoolAction(pool._id);
  const [closing, setClosing] = useState(false);
  const [running, setRunning] = useState<PoolAction | null>(null);

  const run = (kind: PoolAction) => {
    setRunning(kind);
    action.mutate(kind, {
      onSuccess: (result) => {
        toast.success(result.message);
        setClosing(false);
      },
      onError: (error) => toast.error(errorMessage(error, copy.actionFailed)),
      onSettled: () => setRunning(null),
    });
  };
  const spinner = (kind: PoolAction) => (running === kind ? <Spinner decorative className="size-4" /> : null);
  const busy = running !== null;

  return (
    <div role="group" aria-label={copy.actionsLabel} className="flex flex-wrap gap-2">
      {pool.status === 'draft' || pool.status === 'paused' ? (
        <Button size="sm" disabled={busy} onClick={() => run('publish')}>
          {spinner('publish')}
          {copy.publish}
        </Button>
      ) : null}
      {pool.status === 'open' ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => run('pause')}>
          {spinner('pause')}
          {copy.pause}
        </Button>
      ) : null}
      {pool.status !== 'closed' && !editing ? (
        <Button size="sm" variant="outline" onClick={onEdit}>
          <PencilIcon className="size-4" />
          {copy.edit}
        </Button>
      ) : null}
      {pool.status !== 'closed' ? (
        <Button size="sm" variant="dangerOutline" disabled={busy} onClick={() => setClosing(true)}>
          {copy.close}
        </Button>
      ) : null}
      <ConfirmDialog
        open={closing}
        title={copy.closeTitle}
        message={copy.closeText}
        confirmLabel={copy.closeConfirm}
        danger
        busy={running === 'close'}
        onConfirm={() => run('close')}
        onClose={() => setClosing(false)}
      />
    </div>
  );
}

/** /dashboard/pools/:id: a pool's status and actions, progress, settings (or their edit form), items, answers to review and workers (admins). */
export default function AdminPoolPage() {
  const { id = '' } = useParams();
  const pool = usePool(id);
  const pools = usePools();
  const [editing, setEditing] = useState(false);

  if (pool.isPending) return <PageSpinner />;
  if (pool.isError) {
    return (
      <p role="alert" className="m-6 rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">
        {errorMessage(pool.error, copy.loadFailed)}
      </p>
    );
  }

  const p = pool.data;
  const exams = (pools.data?.pools ?? []).filter((other) => other.isExam && other._id !== p._id);
  const isEditing = editing && p.status !== 'closed';

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-3">
        <Breadcrumb items={[{ label: copy.breadcrumb, to: pagePaths.pools }, { label: p.title }]} />
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <h1 dir="auto" className="min-w-0 text-2xl font-bold break-words text-slate-900">
              <bdi data-user-content>{p.title}</bdi>
            </h1>
            <PoolStatusBadge status={p.status} />
            {p.isExam ? <Badge tone="blue">{taskPoolAdminTexts.exam}</Badge> : null}
          </div>
          <StatusActions pool={p} editing={isEditing} onEdit={() => setEditing(true)} />
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card id="pool-progress" title={taskPoolAdminTexts.progress.heading}>
          <PoolProgressBars progress={p.progress} />
        </Card>
        <div className="min-w-0 lg:col-span-2">
          {isEditing ? (
            <Card id="pool-edit" title={taskPoolAdminTexts.edit.heading}>
              <PoolEditForm key={p.updatedAt} pool={p} exams={exams} onDone={() => setEditing(false)} />
            </Card>
          ) : (
            <Card id="pool-settings" title={copy.settingsHeading}>
              <PoolSettings pool={p} />
            </Card>
          )}
        </div>
      </div>

      <Card id="pool-items" title={taskPoolAdminTexts.items.heading}>
        {p.status === 'closed' ? <p className="text-sm text-slate-600">{taskPoolAdminTexts.items.closed}</p> : <ItemsImport poolId={p._id} outputs={p.outputs} />}
      </Card>

      <Card id="pool-answers" title={taskPoolAdminTexts.answers.heading}>
        <PoolAnswers pool={p} />
      </Card>

      <Card id="pool-workers" title={taskPoolAdminTexts.workers.heading}>
        <PoolWorkers poolId={p._id} />
      </Card>
    </div>
  );
}
