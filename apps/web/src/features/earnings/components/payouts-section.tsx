import { earningsWebTexts as t, formatMoney, maskedAccount, payoutMethodLabels, texts, type Payout, type PayoutStatus } from '@market/shared';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { usePayouts } from '../api';
import { Section } from './section';

// Amber while an admin decides, blue while the provider sends, green once paid, red when it came back.
const tones: Record<PayoutStatus, 'amber' | 'blue' | 'green' | 'red'> = { requested: 'amber', processing: 'blue', paid: 'green', failed: 'red', rejected: 'red' };

function Status({ payout }: { payout: Payout }) {
  const refused = payout.status === 'failed' || payout.status === 'rejected';
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={tones[payout.status]}>{t.payoutStatuses[payout.status]}</Badge>
      {refused && payout.reason ? <span dir="auto" data-user-content className="text-xs break-words text-red-700">{payout.reason}</span> : null}
    </span>
  );
}

/** Where the payout goes (or went, once paid): the kind of account and its ending. */
function Method({ payout }: { payout: Payout }) {
  const label = payoutMethodLabels[payout.method.type];
  const ending = maskedAccount(payout.method.type, payout.method.accountNumber);
  if (payout.status === 'paid') return <span className="block min-w-0 font-medium break-words text-slate-900">{t.paidTo(label, ending)}</span>;
  return (
    <span className="block min-w-0">
      <span className="block font-medium text-slate-900">{label}</span>
      <span className="block text-xs break-all text-slate-500">{ending}</span>
    </span>
  );
}

const { payoutColumns: names } = t;
const columns: Array<Column<Payout>> = [
  { header: names.requested, cell: (p) => <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>, className: 'md:whitespace-nowrap' },
  { header: names.amount, cell: (p) => <span className="font-semibold whitespace-nowrap text-slate-900"><bdi dir="ltr" data-user-content>{formatMoney(p.amount, p.currency)}</bdi></span>, className: 'md:text-end' },
  { header: names.method, cell: (p) => <Method payout={p} /> },
  { header: names.status, cell: (p) => <Status payout={p} />, className: 'md:max-w-64' },
  {
    header: names.paid,
    cell: (p) => (p.paidAt ? <time dateTime={p.paidAt}>{formatDateTime(p.paidAt)}</time> : <>
          <span aria-hidden="true">{t.notPaid}</span>
          <span className="sr-only">{t.notPaidLabel}</span>
        </>),
    className: 'md:whitespace-nowrap',
  },
];

/** The caller's payouts, newest first, with their status and, when one failed or was rejected, why. */
export function PayoutsSection() {
  const payouts = usePayouts();
  const list = payouts.data?.pages.flatMap((p) => p.payouts) ?? [];
  return (
    <Section id="payouts" title={t.payouts}>
      <ListStates
        query={payouts}
        count={list.length}
        errorText={t.payoutsFailed}
        layout="section"
        empty={<p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">{t.noPayouts}</p>}
      >
        <ResponsiveTable caption={t.payouts} columns={columns} rows={list} rowKey={(p) => p._id} corners="rounded-2xl" />
      </ListStates>
      <div className="mt-4 flex justify-center empty:hidden">
        <LoadMore query={payouts} errorText={texts.somethingWrong} layout="section">
          {t.loadMore}
        </LoadMore>
      </div>
    </Section>
  );
}
