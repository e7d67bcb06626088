import { payoutStatuses, payoutsAdminWebTexts, texts, type AdminPayout, type PayoutStatus } from '@market/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { LoadMore } from '@/components/ui/paged-list';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminPayouts, useDecidePayouts, type Decision, type PayoutFilter } from '../api';
import { payoutAmount, payoutUser, PayoutsTable, type RowNote } from '../components/payouts-table';
import { ApproveDialog } from '../components/approve-dialog';
import { RejectDialog } from '../components/reject-dialog';

const copy = payoutsAdminWebTexts;
const filterOptions: Array<{ value: PayoutFilter; label: string }> = [
  ...payoutStatuses.map((status) => ({ value: status, label: copy.statusLabels[status] })),
  { value: 'all', label: copy.all },
];

/** The filter asked for in the address (`?status=paid`, `?status=all`), else requested: the queue to work through. */
function filterFrom(params: URLSearchParams): PayoutFilter {
  const asked = params.get('status') ?? '';
  if (asked === 'all') return 'all';
  return (payoutStatuses as readonly string[]).includes(asked) ? (asked as PayoutStatus) : 'requested';
}

type Summary = { text: string; failures: string[] };

/** The queue of one filter; kept apart per filter (`key`), so a change of filter starts with nothing selected. */
function PayoutQueue({ filter }: { filter: PayoutFilter }) {
  const query = useAdminPayouts(filter);
  const decidePayouts = useDecidePayouts();
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.payouts) ?? [], [query.data]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [notes, setNotes] = useState<Record<string, RowNote>>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [rejecting, setRejecting] = useState<AdminPayout[] | null>(null);
  const [approving, setApproving] = useState<AdminPayout[] | null>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);

  // Only requested payouts can be approved or rejected: the selection is of those still listed.
  const selectable = rows.filter((p) => p.status === 'requested');
  const selected = selectable.filter((p) => picked.has(p._id));
  const selectedIds = new Set(selected.map((p) => p._id));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const busy = progress !== null;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selected.length > 0 && !allSelected;
  }, [selected.length, allSelected]);

  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Approves or rejects the payouts one after another, each result beside its row, then a summary. */
  const run = async (payouts: AdminPayout[], decision: Decision) => {
    setSummary(null);
    setProgress({ done: 0, total: payouts.length });
    const byId = new Map(payouts.map((p) => [p._id, p]));
    const failures: string[] = [];
    let ok = 0;
    const results = await decidePayouts(
      payouts.map((p) => p._id),
      decision,
      (result) => {
        const payout = byId.get(result.id)!;
        let note: RowNote;
        if (result.ok) {
          ok += 1;
          note = { tone: 'ok', text: decision.kind === 'approve' ? copy.rowApproved : copy.rowRejected };
        } else {
          const message = errorMessage(result.error, texts.somethingWrong);
          failures.push(copy.failedLine(payoutAmount(payout), payoutUser(payout), message));
          note = { tone: 'error', text: message };
        }
        setNotes((current) => ({ ...current, [result.id]: note }));
        setProgress((current) => (current ? { ...current, done: current.done + 1 } : current));
      },
    );
    const done = results.length;
    setPicked(new Set());
    setProgress(null);
    const text = decision.kind === 'approve' ? copy.approvedSummary(ok, done) : copy.rejectedSummary(ok, done);
    setSummary({ text: failures.length ? `${text} ${copy.failedSummary(failures.length)}` : text, failures });
  };

  let message;
  if (query.isPending) message = <Spinner label={copy.loading} className="text-brand-700" />;
  else if (query.isError && rows.length === 0) message = <span className="text-red-700">{copy.loadFailed}</span>;
  else if (rows.length === 0) message = copy.empty;

  const rejectTarget = rejecting
    ? rejecting.length === 1
      ? { count: 1, amount: payoutAmount(rejecting[0]), user: payoutUser(rejecting[0]) }
      : { count: rejecting.length }
    : null;

  return (
    <>
      {selectable.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs">
          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
            <input
              ref={selectAllRef}
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={allSelected}
              disabled={busy}
              onChange={(e) => setPicked(e.target.checked ? new Set(selectable.map((p) => p._id)) : new Set())}
            />
            {copy.selectAll}
          </label>
          <span className="me-auto text-sm text-slate-600">{copy.selectedCount(selected.length)}</span>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy || selected.length === 0} onClick={() => setApproving(selected)}>
              {busy ? <Spinner decorative className="size-4" /> : null}
              {copy.approveSelected}
            </Button>
            <Button
              size="sm"
              variant="dangerOutline"
              disabled={busy || selected.length === 0}
              onClick={() => setRejecting(selected)}
            >
              {copy.rejectSelected}
            </Button>
          </div>
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="empty:hidden">
        {progress ? <p className="text-sm text-slate-600">{copy.working(progress.done, progress.total)}</p> : null}
        {summary ? (
          <div className={summary.failures.length ? 'rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900' : 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900'}>
            <p className="font-medium">{summary.text}</p>
            {summary.failures.length ? (
              <ul className="mt-1 list-disc ps-5 text-sm break-words">
                {summary.failures.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <div aria-busy={query.isFetching} className={query.isFetching && !query.isPending ? 'opacity-70 transition-opacity' : undefined}>
        <PayoutsTable
          rows={rows}
          selected={selectedIds}
          onToggle={toggle}
          notes={notes}
          busy={busy}
          onApprove={(p) => setApproving([p])}
          onReject={(p) => setRejecting([p])}
          message={message}
        />
      </div>
      <LoadMore query={query} errorText={copy.loadMoreFailed}>
        {copy.loadMore}
      </LoadMore>
      <ApproveDialog
        payouts={approving}
        onClose={() => setApproving(null)}
        onConfirm={(payouts) => {
          setApproving(null);
          void run(payouts, { kind: 'approve' });
        }}
      />
      <RejectDialog
        target={rejectTarget}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const payouts = rejecting ?? [];
          setRejecting(null);
          await run(payouts, { kind: 'reject', reason });
        }}
      />
    </>
  );
}

/** /dashboard/payouts: the payout queue with approve and reject, one by one or in bulk (admins). */
export default function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <PageHeader title={copy.heading} description={copy.description}>
        <SelectField label={copy.filterLabel} value={filter} onValueChange={(next) => setParams(next === 'requested' ? {} : { status: next })} options={filterOptions} />
      </PageHeader>
      <PayoutQueue key={filter} filter={filter} />
    </div>
  );
}
