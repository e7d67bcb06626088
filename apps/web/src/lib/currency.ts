import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency, FxRate } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { useClientStore } from '@/lib/hydration';
import { safeStorage } from '@/lib/storage';

// The currency prices are shown in (USD or PKR): the reader's choice, kept in the `currency` cookie
// and localStorage, switched without a reload. Marketplace prices stay in dollars (what a card is
// charged); in rupees they are shown at the platform's rate (GET /api/fx), approximate. The amounts
// are worked out by rupee-amounts.ts, loaded only once a reader chooses rupees: most readers never
// do, and every page with a price would otherwise carry it.

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

export type RupeeAmounts = typeof import('@/lib/rupee-amounts');

export type CurrencyState = {
  /** The reader's choice. */
  currency: Currency;
  /**
   * Rupees are shown: the choice is PKR, GET /api/fx answered and the conversions have loaded (until
   * then prices stay in dollars).
   */
  rupees: { rate: number; amounts: RupeeAmounts } | undefined;
  setCurrency: (next: Currency) => void;
};

/**
 * The currency to show prices in and the rate. USD on the server and while hydrating (the server
 * knows no choice), then the reader's; the rate is asked for only when rupees are chosen.
 */
export function useCurrency(): CurrencyState {
  const currency = useClientStore(subscribe, getCurrency, 'USD');
  const fx = useQuery({ ...fxQueries.rate(), enabled: currency === 'PKR' });
  const amounts = useQuery({ queryKey: ['rupee-amounts'], queryFn: () => import('@/lib/rupee-amounts'), enabled: currency === 'PKR', staleTime: Infinity, structuralSharing: false });
  const rate = fx.data?.pkrPerUsd;
  const rupees = currency === 'PKR' && rate !== undefined && amounts.data ? { rate, amounts: amounts.data } : undefined;
  return { currency, rupees, setCurrency };
}
