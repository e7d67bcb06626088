import { earningsWebTexts as t, formatMoney, type Balance } from '@market/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

type BalanceCardProps = {
  balance: Balance;
  /** Why the caller may not withdraw now (null when they may). */
  blockedReason: string | null;
  /** The one-a-day rule: from when the next payout of this currency may be requested (null: now). */
  nextPayoutAt: string | null;
  onWithdraw: () => void;
};

/** One currency's money: available (large), pending with the date it clears, in transit, lifetime, and Withdraw. */
export function BalanceCard({ balance, blockedReason: accountReason, nextPayoutAt, onWithdraw }: BalanceCardProps) {
  const titleId = useId();
  const reasonId = useId();
  const { currency } = balance;
  const money = (amount: number) => formatMoney(amount, currency);
  // The server names a time only while it is ahead (the page reads the earnings again after a payout).
  const blockedReason = accountReason ?? (nextPayoutAt ? t.nextPayoutFrom(currency, formatDateTime(nextPayoutAt)) : null);
  return (
    <section aria-labelledby={titleId} className="flex flex-col rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6">
      <h2 id={titleId} className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-slate-900">
        {t.currencyNames[currency]}
        <span className="text-sm font-medium text-slate-500">{currency}</span>
      </h2>
      <p className="mt-4 text-sm font-medium text-slate-600">{t.available}</p>
      <p className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl"><bdi dir="ltr" data-user-content>{money(balance.available)}</bdi></p>
      <dl className="mt-5 grid gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-slate-500">{t.pending}</dt>
          <dd className="font-semibold break-words text-slate-900"><bdi dir="ltr" data-user-content>{money(balance.pending)}</bdi></dd>
          {balance.nextClearAt ? (
            <dd className="text-xs text-slate-500">
              {t.clears}{' '}
              <time dateTime={balance.nextClearAt}>{formatDateTime(balance.nextClearAt)}</time>
            </dd>
          ) : null}
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">{t.inTransit}</dt>
          <dd className="font-semibold break-words text-slate-900"><bdi dir="ltr" data-user-content>{money(balance.inTransit)}</bdi></dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">{t.lifetime}</dt>
          <dd className="font-semibold break-words text-slate-900"><bdi dir="ltr" data-user-content>{money(balance.lifetime)}</bdi></dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-5">
        <Button onClick={onWithdraw} disabled={blockedReason !== null} aria-describedby={blockedReason ? reasonId : undefined}>
          {t.withdraw}
        </Button>
        {blockedReason ? (
          <p id={reasonId} className="min-w-0 flex-1 basis-48 text-sm text-amber-800">
            {blockedReason}
          </p>
        ) : null}
        <p className="w-full text-xs text-slate-500">{t.oncePerDayRule}</p>
      </div>
    </section>
  );
}
