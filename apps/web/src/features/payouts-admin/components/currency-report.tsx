import { financeWebTexts, formatMoney, type LedgerReport } from '@market/shared';
import type { ReactNode } from 'react';
import { Badge, Table, TBody, THead, Th } from '@/components/ui/table';
import { cn } from '@/lib/cn';

type CurrencyReport = LedgerReport['currencies'][number];
const copy = financeWebTexts;

/** One figure: its name, its amount, and under it what it is checked against (when it is). */
function Figure({ label, value, note, check }: { label: string; value: string; note?: ReactNode; check?: boolean }) {
  return (
    <div className={cn('min-w-0 rounded-lg border p-3', check === false ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50/60')}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="text-lg font-semibold break-words text-slate-900 tabular-nums"><bdi dir="ltr" data-user-content>{value}</bdi></span>
        {check === undefined ? null : <Badge tone={check ? 'green' : 'red'}>{check ? copy.matches : copy.differs}</Badge>}
      </dd>
      {note ? <dd className="mt-0.5 text-xs break-words text-slate-600">{note}</dd> : null}
    </div>
  );
}

const accountName = (account: string) => copy.accountNames[account] ?? account.replace(/_/g, ' ');

/** One currency's books: OK or mismatch, the checks, revenue and expenses, and the platform accounts. */
export function CurrencyReportCard({ report }: { report: CurrencyReport }) {
  const money = (amount: number) => formatMoney(amount, report.currency);
  const headingId = `finance-${report.currency}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {copy.currencyHeading(report.currency)}
        </h2>
        <span
          className={cn(
            'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
            report.ok ? 'bg-emerald-50 text-emerald-800 ring-emerald-300' : 'bg-red-50 text-red-800 ring-red-300',
          )}
        >
          {report.ok ? copy.ok : copy.mismatch}
        </span>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label={copy.trialBalance} value={money(report.trialBalance)} note={copy.trialBalanceNote} check={report.trialBalance === 0} />
        <Figure label={copy.balanceMismatches} value={String(report.balanceMismatches)} note={copy.balanceMismatchesNote} check={report.balanceMismatches === 0} />
        <Figure label={copy.escrow} value={money(report.escrow.ledger)} note={copy.escrowExpected(money(report.escrow.expected))} check={report.escrow.ledger === report.escrow.expected} />
        <Figure
          label={copy.inTransit}
          value={money(report.inTransit.ledger)}
          note={copy.inTransitExpected(money(report.inTransit.expected))}
          check={report.inTransit.ledger === report.inTransit.expected}
        />
        <Figure label={copy.feeRevenue} value={money(report.feeRevenue)} />
        <Figure label={copy.payoutsPaid} value={money(report.payoutsPaid)} />
        <Figure label={copy.bonusesPaid} value={money(report.bonusesPaid)} />
        <Figure label={copy.rewardsPaid} value={money(report.rewardsPaid)} />
      </dl>

      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">{copy.accounts}</h3>
        {report.accounts.length === 0 ? (
          <p className="text-sm text-slate-600">{copy.noAccounts}</p>
        ) : (
          <Table caption={copy.accountsCaption(report.currency)}>
            <THead>
              <Th>{copy.accountColumns.account}</Th>
              <Th className="text-end">{copy.accountColumns.balance}</Th>
            </THead>
            <TBody>
              {report.accounts.map((a) => (
                <tr key={a.account}>
                  <td className="px-2 py-2 sm:px-4">
                    <span className="block text-slate-900">{accountName(a.account)}</span>
                    <span dir="ltr" data-user-content className="block font-mono text-xs break-all text-slate-500">{a.account}</span>
                  </td>
                  <td className={cn('px-2 py-2 text-end whitespace-nowrap tabular-nums sm:px-4', a.balance < 0 ? 'text-slate-700' : 'text-slate-900')}><bdi dir="ltr" data-user-content>{money(a.balance)}</bdi></td>
                </tr>
              ))}
            </TBody>
          </Table>
        )}
      </div>
    </section>
  );
}
