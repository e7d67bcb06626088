import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatMoney, groupThousands, toPaisa, type Currency, type FxRate } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { useClientStore } from '@/lib/hydration';
import { safeStorage } from '@/lib/storage';

// The currency prices are shown in (USD or PKR): the reader's choice, kept in the `currency` cookie
// and localStorage, switched without a reload. Marketplace prices stay in dollars (what a card is
// charged); in rupees they are shown at the platform's rate (GET /api/fx), approximate.

export const currencyCookie = 'currency';
const oneYear = 60 * 60 * 24 * 365;

const isCurrency = (value: unknown): value is Currency => value === 'USD' || value === 'PKR';

function readStored(): Currency {
  if (typeof document === 'undefined') return 'USD';
  const cookie = new RegExp(`(?:^|;\\s*)${currencyCookie}=([^;]*)`).exec(document.cookie)?.[1];
  if (isCurrency(cookie)) return cookie;
  const stored = safeStorage.get(currencyCookie);
  return isCurrency(stored) ? stored : 'USD';
}

let current: Currency | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getCurrency = (): Currency => (current ??= readStored());

/** Keeps the choice (cookie and localStorage) and re-renders every price at once. */
export function setCurrency(next: Currency): void {
  current = next;
  document.cookie = `${currencyCookie}=${next}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
  safeStorage.set(currencyCookie, next);
  for (const listener of listeners) listener();
}

/** GET /api/fx: the platform's rate (rupees per dollar). Not cached by the server; read again every 5 minutes. */
export const fxQueries = {
  all: () => ['fx'] as const,
  rate: () =>
    queryOptions({
      queryKey: ['fx', 'rate'] as const,
      queryFn: ({ signal }) => apiFetch<FxRate>('/fx', { signal }),
      staleTime: 5 * 60_000,
    }),
};

/** Paisa for whole dollars at a rate: 40 at 280 -> 1_120_000. */
export const dollarsToPaisa = (dollars: number, pkrPerUsd: number): number => toPaisa(Math.round(dollars * 100), pkrPerUsd);

/** Whole dollars as rupees: 40 at 280 -> "Rs 11,200" (paisa shown only when there are any). */
export const formatDollarsInRupees = (dollars: number, pkrPerUsd: number): string => formatMoney(dollarsToPaisa(dollars, pkrPerUsd), 'PKR');

/** An exact amount in paisa with its paisa always written: 1_120_000 -> "Rs 11,200.00". */
export function formatRupeesExact(paisa: number): string {
  const abs = Math.abs(Math.trunc(paisa));
  const sign = paisa < 0 ? '-' : '';
  return `${sign}Rs ${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate as people read it, two to four decimals: 280 -> "Rs 280.00", 279.8512 -> "Rs 279.8512". */
export function formatRate(pkrPerUsd: number): string {
  const [whole, decimals = ''] = (Math.round(pkrPerUsd * 10_000) / 10_000).toFixed(4).split('.');
  return `Rs ${groupThousands(Number(whole))}.${decimals.replace(/0+$/, '').padEnd(2, '0')}`;
}

/**
 * The budget filter in rupees as the API's whole dollars, rounded outward (the lower bound down, the
 * upper up) so no gig whose rupee price is inside the range is left out.
 */
export function rupeeBudgetToDollars(budget: { min?: number; max?: number }, pkrPerUsd: number): { min?: number; max?: number } {
  const rateE4 = Math.round(pkrPerUsd * 10_000);
  // Integer arithmetic on the rate's four decimals: rupees * 10^4 / rateE4 dollars.
  return {
    min: budget.min === undefined ? undefined : Math.floor((budget.min * 10_000) / rateE4),
    max: budget.max === undefined ? undefined : Math.ceil((budget.max * 10_000) / rateE4),
  };
}

/** Whole dollars of a budget bound in whole rupees, for showing a dollar filter back in rupees (nearest rupee). */
export const dollarsToWholeRupees = (dollars: number, pkrPerUsd: number): number => Math.round(dollarsToPaisa(dollars, pkrPerUsd) / 100);

export type CurrencyState = {
  /** The reader's choice. */
  currency: Currency;
  /** The rate, once GET /api/fx answered. */
  rate: number | undefined;
  /** Rupees are shown: the choice is PKR and the rate is known (until then prices stay in dollars). */
  inRupees: boolean;
  setCurrency: (next: Currency) => void;
};

/**
 * The currency to show prices in and the rate. USD on the server and while hydrating (the server
 * knows no choice), then the reader's; the rate is asked for only when rupees are chosen.
 */
export function useCurrency(): CurrencyState {
  const currency = useClientStore(subscribe, getCurrency, 'USD');
  const fx = useQuery({ ...fxQueries.rate(), enabled: currency === 'PKR' });
  const rate = fx.data?.pkrPerUsd;
  return { currency, rate, inRupees: currency === 'PKR' && rate !== undefined, setCurrency };
}
