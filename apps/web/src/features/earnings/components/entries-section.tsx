import { earningsWebTexts as t, formatMoney, ledgerKindTexts, texts, type BalanceBucket, type Currency, type EarningsEntry, type PayoutStatus } from '@market/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useEarningsEntries } from '../api';
import { CurrencySwitch } from './currency-switch';
import { Section } from './section';

const bucketTones: Record<BalanceBucket, 'amber' | 'green' | 'blue'> = { pending: 'amber', available: 'green', in_transit: 'blue' };

const linkClass = 'font-medium break-words text-brand-700 hover:underline';

// A payout's line shows the payout's status as the payouts list does.
const payoutTones: Record<PayoutStatus, 'amber' | 'blue' | 'green' | 'red'> = { requested: 'amber', processing: 'blue', paid: 'green', failed: 'red', rejected: 'red' };

/** The entry's description, linked to what it is about: the order, the task (a worker's task page), the work history (a pool's answer), the payouts below. */
function Description({ entry }: { entry: EarningsEntry }) {
  // The kind's text from the catalogue (Urdu on Urdu pages); the server's desc is the English one.
  const { ref } = entry;
  const desc = ledgerKindTexts[entry.kind] ?? entry.desc;
  if (ref.type === 'order') return <Link to={`/orders/${encodeURIComponent(ref.id)}`} className={linkClass}>{desc}</Link>;
  if (ref.type === 'task') return <Link to={`/dashboard/tasks/${encodeURIComponent(ref.id)}`} className={linkClass}>{desc}</Link>;
  // An accepted answer of a task pool: the worker's history of answers.
  if (ref.type === 'task_answer') return <Link to="/work/history" className={linkClass}>{desc}</Link>;
  if (ref.type === 'payout') {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <a href="#payouts" className={linkClass}>
          {desc}
        </a>
        {entry.kind === 'payout_requested' && entry.payoutStatus ? <Badge tone={payoutTones[entry.payoutStatus]}>{t.payoutStatuses[entry.payoutStatus]}</Badge> : null}
      </span>
    );
  }
  return <span className="break-words text-slate-900">{desc}</span>;
}

/** A signed amount: '+$40.00' in green, '-$10.00' plain. */
function SignedAmount({ amount, currency }: { amount: number; currency: Currency }) {
  const positive = amount > 0;
  return <span className={cn('font-semibold whitespace-nowrap', positive ? 'text-emerald-700' : 'text-slate-900')}><bdi dir="ltr" data-user-content>{`${positive ? '+' : ''}${formatMoney(amount, currency)}`}</bdi></span>;
}

function columnsOf(currency: Currency): Array<Column<EarningsEntry>> {
  const { columns } = t;
  return [
    { header: columns.date, cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>, className: 'md:whitespace-nowrap' },
    { header: columns.description, cell: (e) => <Description entry={e} />, className: 'md:min-w-48' },
    { header: columns.bucket, cell: (e) => <Badge tone={bucketTones[e.bucket]}>{t.buckets[e.bucket]}</Badge> },
    { header: columns.amount, cell: (e) => <SignedAmount amount={e.amount} currency={currency} />, className: 'md:text-end' },
    { header: columns.balanceAfter, cell: (e) => <span className="whitespace-nowrap"><bdi dir="ltr" data-user-content>{formatMoney(e.balanceAfter, currency)}</bdi></span>, className: 'md:text-end' },
  ];
}

/** The ledger of one currency, newest first, a page at a time, with the switch of currency and the CSV download. */
export function EntriesSection({ currency, onCurrencyChange }: { currency: Currency; onCurrencyChange: (currency: Currency) => void }) {
  const entries = useEarningsEntries(currency);
  const list = entries.data?.pages.flatMap((p) => p.entries) ?? [];
  const empty: ReactNode = <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">{t.noEntries(currency)}</p>;
  return (
    <Section
      title={t.history}
      actions={
        <>
          <CurrencySwitch label={t.historyCurrency} value={currency} onChange={onCurrencyChange} />
          <a href={`/api/earnings/entries.csv?currency=${currency}`} download className={buttonClass('outline', 'sm')}>
            <DownloadIcon className="size-4" />
            {t.downloadCsv(currency)}
          </a>
        </>
      }
    >
      <ListStates query={entries} count={list.length} errorText={t.entriesFailed} empty={empty} layout="section">
        <ResponsiveTable caption={`${t.history} (${currency})`} columns={columnsOf(currency)} rows={list} rowKey={(e) => e._id} corners="rounded-2xl" />
      </ListStates>
      <div className="mt-4 flex justify-center empty:hidden">
        <LoadMore query={entries} errorText={texts.somethingWrong} layout="section">
          {t.loadMore}
        </LoadMore>
      </div>
    </Section>
  );
}
