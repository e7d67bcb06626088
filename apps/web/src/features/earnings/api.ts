import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePayout, CreatePayoutMethod, Currency, Earnings, EarningsEntries, Payout, PayoutMethod } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

type PayoutsList = { payouts: Payout[]; nextCursor: string | null };

export const earningsQueries = {
  /** Everything of this feature: what a payout request makes stale (balances, history, payouts). */
  all: () => ['earnings'] as const,
  /** GET /api/earnings: the balances per currency and whether the caller may withdraw now. */
  summary: () =>
    queryOptions({
      queryKey: ['earnings', 'summary'] as const,
      queryFn: ({ signal }) => apiFetch<Earnings>('/earnings', { signal }),
    }),
  /** GET /api/earnings/entries: the ledger entries of one currency, newest first, a page at a time. */
  entries: (currency: Currency) =>
    infiniteQueryOptions({
      queryKey: ['earnings', 'entries', currency] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ currency });
        if (pageParam) query.set('cursor', pageParam);
        return apiFetch<EarningsEntries>(`/earnings/entries?${query}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** GET /api/payouts: the caller's payouts, newest first, a page at a time. */
  payouts: () =>
    infiniteQueryOptions({
      queryKey: ['earnings', 'payouts'] as const,
      queryFn: ({ pageParam, signal }) => apiFetch<PayoutsList>(`/payouts${pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : ''}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** GET /api/payout-methods: the accounts the caller's payouts may go to. */
  methods: () =>
    queryOptions({
      queryKey: ['earnings', 'methods'] as const,
      queryFn: ({ signal }) => apiFetch<{ methods: PayoutMethod[] }>('/payout-methods', { signal }),
    }),
};

export const useEarnings = () => useQuery(earningsQueries.summary());
export const useEarningsEntries = (currency: Currency) => useInfiniteQuery(earningsQueries.entries(currency));
export const usePayouts = () => useInfiniteQuery(earningsQueries.payouts());
export const usePayoutMethods = () => useQuery(earningsQueries.methods());

/**
 * POST /api/payouts with the Idempotency-Key made when the confirmation opened: a double click or
 * a retry sends the same key, and the server answers the same payout rather than a second one.
 */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePayout; idempotencyKey: string }) =>
      apiFetch<{ message: string; payout: Payout }>('/payouts', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => void refreshQueries(client, earningsQueries.all()),
  });
}

/** A change of methods pauses payouts: the withdrawal state is read again with the methods. */
function useMethodsChanged() {
  const client = useQueryClient();
  return () => {
    void refreshQueries(client, earningsQueries.methods().queryKey);
    void refreshQueries(client, earningsQueries.summary().queryKey);
  };
}

export function useAddPayoutMethod() {
  const changed = useMethodsChanged();
  return useMutation({
    mutationFn: (body: CreatePayoutMethod) => apiFetch<{ message: string; method: PayoutMethod }>('/payout-methods', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useRemovePayoutMethod() {
  const changed = useMethodsChanged();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/payout-methods/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/** PUT /api/user/legal-name: the legal name of an account registered without it, given once; the withdrawal state follows. */
export function useSetLegalName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (legalName: string) => apiFetch<{ message: string }>('/user/legal-name', { method: 'PUT', body: { legalName } }),
    onSuccess: () => void refreshQueries(client, earningsQueries.all()),
  });
}
