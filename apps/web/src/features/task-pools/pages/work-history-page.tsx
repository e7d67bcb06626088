import { formatMoney, taskPoolWorkerTexts, texts, type MyAnswer, type MyPools } from '@market/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { Spinner } from '@/components/ui/spinner';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { AnswerStatusBadge } from '../components/answer-status-badge';
import { WorkPageShell } from '../components/work-page-shell';
import { useMyAnswers, useMyPools } from '../worker-api';

const t = taskPoolWorkerTexts.history;
const linkClass = 'font-medium break-words text-brand-700 hover:underline';

type MyPool = MyPools['pools'][number];

/** '—', read out as 'None'. */
const none = (
  <span>
    <span aria-hidden="true">{t.none}</span>
    <span className="sr-only">{t.noneLabel}</span>
  </span>
);

const date = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value)}</time> : none);
const money = (amount: { amount: number; currency: 'PKR' } | null) =>
  amount ? <span className="font-semibold whitespace-nowrap"><bdi dir="ltr">{formatMoney(amount.amount, amount.currency)}</bdi></span> : none;

const poolLink = (pool: { _id: string; title: string }) => (
  <Link to={`/work/${encodeURIComponent(pool._id)}`} className={linkClass}>
    <bdi data-user-content>{pool.title}</bdi>
  </Link>
);

const poolColumns: Array<Column<MyPool>> = [
  {
    header: t.poolColumns.pool,
    className: 'md:min-w-48',
    cell: (p) => (
      <div className="space-y-1">
        {poolLink(p)}
        {p.me.blocked ? (
          <p className="text-sm break-words text-red-700">
            {t.blockedBecause} <bdi dir="auto" data-user-content>{p.me.blocked.reason}</bdi>
          </p>
        ) : null}
      </div>
    ),
  },
  {
    header: t.poolColumns.status,
    cell: (p) => (
      <span className="flex flex-wrap gap-1.5">
        <Badge tone={p.status === 'open' ? 'green' : 'slate'}>{t.poolStatuses[p.status]}</Badge>
        {p.me.blocked ? <Badge tone="red">{t.blocked}</Badge> : null}
      </span>
    ),
  },
  { header: t.poolColumns.answered, cell: (p) => formatNumber(p.me.answered), className: 'md:text-end' },
  { header: t.poolColumns.accepted, cell: (p) => formatNumber(p.me.accepted), className: 'md:text-end' },
  {
    header: t.poolColumns.accuracy,
    cell: (p) => (p.me.accuracy === null ? taskPoolWorkerTexts.notYet : <bdi dir="ltr">{taskPoolWorkerTexts.percent(p.me.accuracy)}</bdi>),
    className: 'md:text-end',
  },
  { header: t.poolColumns.earned, cell: (p) => money(p.me.earned), className: 'md:text-end' },
];

const answerColumns: Array<Column<MyAnswer>> = [
  { header: t.answerColumns.pool, cell: (a) => poolLink(a.pool), className: 'md:min-w-48' },
  {
    header: t.answerColumns.status,
    cell: (a) => (
      <div className="space-y-1">
        <AnswerStatusBadge status={a.status} />
        {a.status === 'rejected' && a.reason ? (
          <p className="text-sm break-words text-slate-700">
            {t.reason} <bdi dir="auto" data-user-content>{a.reason}</bdi>
          </p>
        ) : null}
      </div>
    ),
  },
  { header: t.answerColumns.reward, cell: (a) => (a.status === 'accepted' ? money(a.reward) : none), className: 'md:text-end' },
  { header: t.answerColumns.answered, cell: (a) => date(a.answeredAt ?? a.createdAt), className: 'md:whitespace-nowrap' },
  { header: t.answerColumns.reviewed, cell: (a) => date(a.reviewedAt), className: 'md:whitespace-nowrap' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const emptyBox = (text: string) => <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">{text}</p>;

/** /work/history, for verified workers: the pools they worked in (accuracy, earnings, a block's reason) and their answers, a page at a time. */
export default function WorkHistoryPage() {
  const pools = useMyPools();
  const answers = useMyAnswers();
  const list = answers.data?.pages.flatMap((p) => p.answers) ?? [];

  let poolsContent: ReactNode;
  if (pools.isPending) poolsContent = <Spinner />;
  else if (pools.isError) poolsContent = <p role="alert" className="text-red-600">{t.poolsFailed}</p>;
  else if (pools.data.pools.length === 0) poolsContent = emptyBox(t.poolsEmpty);
  else poolsContent = <ResponsiveTable caption={t.pools} columns={poolColumns} rows={pools.data.pools} rowKey={(p) => p._id} corners="rounded-2xl" />;

  return (
    <WorkPageShell
      heading={t.heading}
      intro={t.intro}
      actions={
        <>
          <Link to="/work" className={linkClass}>
            {t.findWork}
          </Link>
          <Link to="/earnings" className={linkClass}>
            {t.earningsLink}
          </Link>
        </>
      }
    >
      <div className="space-y-10">
        <Section id="history-pools" title={t.pools}>
          {poolsContent}
        </Section>
        <Section id="history-answers" title={t.answers}>
          <ListStates query={answers} count={list.length} errorText={t.answersFailed} empty={emptyBox(t.answersEmpty)} layout="section">
            <ResponsiveTable caption={t.answers} columns={answerColumns} rows={list} rowKey={(a) => a._id} corners="rounded-2xl" />
          </ListStates>
          <div className="flex justify-center empty:hidden">
            <LoadMore query={answers} errorText={texts.somethingWrong} layout="section">
              {t.loadMore}
            </LoadMore>
          </div>
        </Section>
      </div>
    </WorkPageShell>
  );
}
