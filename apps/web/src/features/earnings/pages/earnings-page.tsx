import { currencies, earningsWebTexts as t, type Balance, type Currency, type Earnings } from '@market/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useEarnings } from '../api';
import { addMethodFieldId } from '../components/add-method-form';
import { BalanceCard } from '../components/balance-card';
import { EntriesSection } from '../components/entries-section';
import { MethodsSection } from '../components/methods-section';
import { PayoutsSection } from '../components/payouts-section';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { WithdrawalNotice } from '../components/withdrawal-notice';

const none = (currency: Currency): Balance => ({ currency, pending: 0, available: 0, inTransit: 0, lifetime: 0, nextClearAt: null });

/** Every currency's balance, in the order of `currencies`; one the server left out shows zeros. */
const balancesOf = (earnings: Earnings): Balance[] => currencies.map((c) => earnings.balances.find((b) => b.currency === c) ?? none(c));

/** The currency the history opens on: the address's (`?currency=PKR`), else the first with money in it, else USD. */
function historyCurrency(params: URLSearchParams, balances: Balance[]): Currency {
  const asked = params.get('currency');
  if ((currencies as readonly string[]).includes(asked ?? '')) return asked as Currency;
  const used = balances.find((b) => b.lifetime !== 0 || b.available !== 0 || b.pending !== 0 || b.inTransit !== 0);
  return used?.currency ?? 'USD';
}

/** Moves to the form adding a payout method (from the withdraw dialog, once it has closed). */
function goToAddMethod() {
  requestAnimationFrame(() => {
    const field = document.getElementById(addMethodFieldId);
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  });
}

/**
 * /earnings, for every signed-in user: a card per currency (available, pending and when it clears,
 * in transit, lifetime, Withdraw), the history of one currency with its CSV, the payouts, and the
 * payout methods with the form adding one.
 */
export default function EarningsPage() {
  const earnings = useEarnings();
  const [params, setParams] = useSearchParams();
  const [withdrawing, setWithdrawing] = useState<Currency | null>(null);

  const chooseCurrency = (currency: Currency) => {
    const next = new URLSearchParams(params);
    next.set('currency', currency);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  let content;
  if (earnings.isPending) content = <PageSpinner />;
  else if (earnings.isError) {
    content = (
      <p role="alert" className="py-16 text-center text-lg font-medium text-red-700">
        {t.loadFailed}
      </p>
    );
  } else {
    const { withdrawal } = earnings.data;
    const balances = balancesOf(earnings.data);
    // A pause after a change of methods is told in the reader's time zone, not the server's UTC sentence.
    const blockedReason = withdrawal.allowed
      ? null
      : withdrawal.blockedBy === 'methodsLocked' && withdrawal.methodsLockedUntil
        ? t.methodsLocked(formatDateTime(withdrawal.methodsLockedUntil))
        : (withdrawal.reason ?? t.loadFailed);
    const open = withdrawing ? balances.find((b) => b.currency === withdrawing) : undefined;
    content = (
      <>
        <p className="-mt-6 text-slate-600">{t.intro(earnings.data.feePercent)}</p>
        <WithdrawalNotice withdrawal={withdrawal} />
        <div className="grid gap-4 md:grid-cols-2">
          {balances.map((balance) => (
            <BalanceCard
              key={balance.currency}
              balance={balance}
              blockedReason={blockedReason}
              nextPayoutAt={withdrawal.nextPayoutAt[balance.currency]}
              onWithdraw={() => setWithdrawing(balance.currency)}
            />
          ))}
        </div>
        <EntriesSection currency={historyCurrency(params, balances)} onCurrencyChange={chooseCurrency} />
        <PayoutsSection />
        <MethodsSection lockedUntil={withdrawal.methodsLockedUntil} />
        {open ? (
          <WithdrawDialog
            key={open.currency}
            currency={open.currency}
            available={open.available}
            onClose={() => setWithdrawing(null)}
            onAddMethod={() => {
              setWithdrawing(null);
              goToAddMethod();
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto min-h-[60vh] max-w-6xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
        {content}
      </div>
    </div>
  );
}
