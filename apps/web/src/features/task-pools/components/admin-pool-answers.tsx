import { formatMoney, rejectSchema, taskPoolAdminTexts, type Pool, type PoolOutput, type ReviewAnswer } from '@market/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DownloadIcon } from '@/components/ui/icons';
import { LoadMore } from '@/components/ui/paged-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { answerFilters, resultsHref, usePoolAnswers, useReviewAnswers, type AnswerFilter, type Review } from '../admin-api';
import { FileLinks } from './admin-file-links';

const copy = taskPoolAdminTexts.answers;
const names = copy.columns;
const filterOptions = answerFilters.map((value) => ({ value, label: copy.filters[value] }));
const statusTones = { claimed: 'slate', pending: 'amber', accepted: 'green', rejected: 'red', expired: 'slate', released: 'slate' } as const;

/** The filter in the address (`?answers=flagged`), else the answers to review. */
function filterFrom(params: URLSearchParams): AnswerFilter {
  const asked = params.get('answers') ?? '';
  return (answerFilters as readonly string[]).includes(asked) ? (asked as AnswerFilter) : 'pending';
}

/** Name and value pairs (an item's inputs, an answer's fields), each value as written. */
function Pairs({ pairs, label }: { pairs: Array<[string, ReactNode]>; label?: string }) {
  return (
    <dl aria-label={label} className="min-w-0 space-y-1.5 text-sm">
      {pairs.map(([name, value]) => (
        <div key={name} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">
            <bdi data-user-content>{name}</bdi>
          </dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const text = (value: string | undefined) =>
  value ? (
    <span dir="auto" data-user-content className="whitespace-pre-line">
      {value}
    </span>
  ) : (
    <span className="text-slate-500 italic">{copy.noValue}</span>
  );

/** What the worker answered, field by field in the pool's order; a files field's uploads as links. */
function Outputs({ answer, outputs }: { answer: ReviewAnswer; outputs: PoolOutput[] }) {
  const pairs: Array<[string, ReactNode]> = outputs.map((o) => {
    if (o.type === 'files') {
      const files = answer.files[o.name] ?? [];
      return [o.label, files.length ? <FileLinks files={files} label={o.label} /> : text(undefined)];
    }
    return [o.label, text(answer.outputs[o.name])];
  });
  return <Pairs pairs={pairs} />;
}

/** A control item's expected answer and whether it was given; an item's majority and agreement; the flag. */
function Check({ answer, outputs }: { answer: ReviewAnswer; outputs: PoolOutput[] }) {
  const labelOf = (name: string) => outputs.find((o) => o.name === name)?.label ?? name;
  const { item } = answer;
  const parts: ReactNode[] = [];
  if (answer.flagged) parts.push(<Badge key="flag" tone="amber">{copy.flagged}</Badge>);
  if (item.isControl) {
    parts.push(
      <div key="control" className="space-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{copy.control}</Badge>
          {answer.correct === null ? null : answer.correct ? <Badge tone="green">{copy.right}</Badge> : <Badge tone="red">{copy.wrong}</Badge>}
        </span>
        {item.gold ? <Pairs label={copy.expected} pairs={Object.entries(item.gold).map(([name, value]) => [`${copy.expected}: ${labelOf(name)}`, text(value)])} /> : null}
      </div>,
    );
  }
  if (item.majority && Object.keys(item.majority).length) {
    parts.push(
      <div key="majority" className="space-y-1">
        <Pairs label={copy.majority} pairs={Object.entries(item.majority).map(([name, value]) => [`${copy.majority}: ${labelOf(name)}`, text(value)])} />
        {item.agreement === null ? null : <p className="text-xs text-slate-600">{copy.agreement(formatNumber(item.agreement))}</p>}
      </div>,
    );
  }
  if (!parts.length) return <span className="text-sm text-slate-500">{copy.noCheck}</span>;
  return <div className="flex min-w-0 flex-col items-start gap-2">{parts}</div>;
}

type RejectTarget = { ids: string[]; worker?: string };

/** The answers of one filter: kept apart per filter (`key`), so a change of filter starts with nothing selected. */
function AnswerQueue({ pool, filter }: { pool: Pool; filter: AnswerFilter }) {
  const query = usePoolAnswers(pool._id, filter);
  const review = useReviewAnswers();
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.answers) ?? [], [query.data]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [accepting, setAccepting] = useState<string[] | null>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);

  const selectable = rows.filter((a) => a.status === 'pending');
  const selected = selectable.filter((a) => picked.has(a._id));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const busy = review.isPending;
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

  /** Sends the review; the answers reviewed leave the selection, and the lists are read again. */
  const run = async (body: Review): Promise<boolean> => {
    try {
      const result = await review.mutateAsync(body);
      toast.success(result.message);
      setPicked((current) => new Set([...current].filter((id) => !body.ids.includes(id))));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, copy.failed));
      return false;
    }
  };

  const line = (a: ReviewAnswer) => formatNumber(a.item.line);
  const columns: Array<Column<ReviewAnswer>> = [
    {
      header: names.answer,
      hideLabelWhenStacked: true,
      className: 'xl:w-44',
      cell: (a) => (
        <span className="flex min-w-0 items-start gap-2">
          {a.status === 'pending' ? (
            <label className="-m-2 flex shrink-0 cursor-pointer items-center p-2">
              <input type="checkbox" className="size-4 accent-brand-700" checked={picked.has(a._id)} disabled={busy} onChange={(e) => toggle(a._id, e.target.checked)} />
              <span className="sr-only">{copy.selectRow(a.worker.username, line(a))}</span>
            </label>
          ) : null}
          <span className="flex min-w-0 flex-col items-start gap-0.5">
            <span className="font-medium break-words text-slate-900">
              <bdi data-user-content>{a.worker.username}</bdi>
            </span>
            <span className="text-xs text-slate-500">{copy.line(line(a))}</span>
            {a.answeredAt ? (
              <time dateTime={a.answeredAt} className="text-xs text-slate-500">
                {copy.answeredAt(formatDateTime(a.answeredAt))}
              </time>
            ) : null}
          </span>
        </span>
      ),
    },
    { header: names.item, className: 'xl:max-w-64', cell: (a) => <Pairs pairs={Object.entries(a.item.inputs).map(([name, value]) => [name, text(value)])} /> },
    { header: names.outputs, className: 'xl:max-w-64', cell: (a) => <Outputs answer={a} outputs={pool.outputs} /> },
    { header: names.check, className: 'xl:max-w-56', cell: (a) => <Check answer={a} outputs={pool.outputs} /> },
    {
      header: names.status,
      className: 'xl:max-w-48',
      cell: (a) => (
        <span className="flex min-w-0 flex-col items-start gap-1">
          <Badge tone={statusTones[a.status]}>{taskPoolAdminTexts.answerStatusLabels[a.status]}</Badge>
          {a.reason ? (
            <span dir="auto" className="text-xs break-words text-slate-600">
              {copy.reason(a.reason)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: names.actions,
      srOnlyHeader: true,
      hideLabelWhenStacked: true,
      className: 'xl:text-end',
      cell: (a) =>
        a.status === 'pending' ? (
          <span className="flex flex-wrap gap-2 xl:flex-nowrap xl:justify-end">
            <Button size="sm" disabled={busy} onClick={() => void run({ ids: [a._id], decision: 'accept' })} aria-label={copy.acceptLabel(a.worker.username, line(a))}>
              {copy.accept}
            </Button>
            <Button
              size="sm"
              variant="dangerOutline"
              disabled={busy}
              onClick={() => setRejecting({ ids: [a._id], worker: a.worker.username })}
              aria-label={copy.rejectLabel(a.worker.username, line(a))}
            >
              {copy.reject}
            </Button>
          </span>
        ) : null,
    },
  ];

  let message;
  if (query.isPending) message = <Spinner label={taskPoolAdminTexts.loading} className="text-brand-700" />;
  else if (query.isError && rows.length === 0) message = <span className="text-red-700">{copy.loadFailed}</span>;
  else if (rows.length === 0) message = copy.empty;

  const many = (rejecting?.ids.length ?? 0) > 1;
  const reward = formatMoney(pool.reward * 100, 'PKR');

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
              onChange={(e) => setPicked(e.target.checked ? new Set(selectable.map((a) => a._id)) : new Set())}
            />
            {copy.selectAll}
          </label>
          <span role="status" className="me-auto text-sm text-slate-600">
            {copy.selectedCount(selected.length)}
          </span>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy || selected.length === 0} onClick={() => setAccepting(selected.map((a) => a._id))}>
              {busy ? <Spinner decorative className="size-4" /> : null}
              {copy.acceptSelected}
            </Button>
            <Button size="sm" variant="dangerOutline" disabled={busy || selected.length === 0} onClick={() => setRejecting({ ids: selected.map((a) => a._id), worker: selected.length === 1 ? selected[0].worker.username : undefined })}>
              {copy.rejectSelected}
            </Button>
          </div>
        </div>
      ) : null}
      <div aria-busy={query.isFetching} className={query.isFetching && !query.isPending ? 'opacity-70 transition-opacity' : undefined}>
        <ResponsiveTable caption={copy.caption} columns={columns} rows={rows} rowKey={(a) => a._id} stackBelow="xl" message={message} />
      </div>
      <LoadMore query={query} errorText={copy.loadMoreFailed} layout="section">
        {copy.loadMore}
      </LoadMore>
      <ConfirmDialog
        open={accepting !== null}
        title={copy.acceptManyTitle(accepting?.length ?? 0)}
        message={copy.acceptManyText(accepting?.length ?? 0, reward)}
        confirmLabel={copy.confirmAcceptMany(accepting?.length ?? 0)}
        busy={busy}
        onClose={() => setAccepting(null)}
        onConfirm={() => {
          const ids = accepting ?? [];
          void run({ ids, decision: 'accept' }).then(() => setAccepting(null));
        }}
      />
      <ReasonDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={many ? copy.rejectManyTitle(rejecting!.ids.length) : copy.rejectTitle}
        text={many ? copy.rejectManyText(rejecting!.ids.length) : copy.rejectText(rejecting?.worker ?? '')}
        label={copy.reasonLabel}
        submitLabel={many ? copy.confirmRejectMany(rejecting!.ids.length) : copy.confirmReject}
        rule={rejectSchema.shape.reason}
        danger
        onSubmit={async (reason) => ({ done: await run({ ids: rejecting?.ids ?? [], decision: 'reject', reason }) })}
      />
    </>
  );
}

/** A pool's answers: a status filter, the answers with Accept and Reject (one or many), and the results file. */
export function PoolAnswers({ pool }: { pool: Pool }) {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SelectField
          label={copy.filterLabel}
          value={filter}
          options={filterOptions}
          onValueChange={(next) =>
            setParams(
              (current) => {
                const out = new URLSearchParams(current);
                if (next === 'pending') out.delete('answers');
                else out.set('answers', next);
                return out;
              },
              { replace: true },
            )
          }
        />
        <a href={resultsHref(pool._id)} download className={buttonClass('outline', 'sm')}>
          <DownloadIcon className="size-4" />
          {taskPoolAdminTexts.pool.download}
        </a>
      </div>
      <AnswerQueue key={filter} pool={pool} filter={filter} />
    </div>
  );
}
