import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayout, FxHistory, FxUpdate, LedgerReport, PayoutStatus } from '@market/shared';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { fxQueries } from '@/lib/currency';
import { refreshQueries } from '@/lib/refresh-queries';

/** The queue's filter: one status, or every payout. */
export type PayoutFilter = PayoutStatus | 'all';

type AdminPayoutsList = { payouts: AdminPayout[]; nextCursor: string | null };
type PayoutAction = { message: string; payout: AdminPayout };

export const payoutsAdminQueries = {
  /** The queue and the books: what an approval or a rejection makes stale. */
  all: () => ['payouts-admin'] as const,
  /** GET /api/admin/payouts: the queue of one status (or all), oldest first, a page at a time. */
  payouts: (filter: PayoutFilter) =>
    infiniteQueryOptions({
      queryKey: ['payouts-admin', 'payouts', filter] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams();
        if (filter !== 'all') query.set('status', filter);
        if (pageParam) query.set('cursor', pageParam);
        const search = query.toString();
        return apiFetch<AdminPayoutsList>(`/admin/payouts${search ? `?${search}` : ''}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** GET /api/admin/ledger: the reconciliation per currency. */
  ledger: () => queryOptions({ queryKey: ['payouts-admin', 'ledger'] as const, queryFn: ({ signal }) => apiFetch<LedgerReport>('/admin/ledger', { signal }) }),
  /** GET /api/admin/fx: every value the rupee rate had, newest first, with who set it. */
  fxHistory: () => queryOptions({ queryKey: ['payouts-admin', 'fx'] as const, queryFn: ({ signal }) => apiFetch<FxHistory>('/admin/fx', { signal }) }),
};

export const useAdminPayouts = (filter: PayoutFilter) => useInfiniteQuery(payoutsAdminQueries.payouts(filter));
export const useLedgerReport = () => useQuery(payoutsAdminQueries.ledger());
export const useFxHistory = () => useQuery(payoutsAdminQueries.fxHistory());

type FxSaved = { message: string; rate: { pkrPerUsd: number; updatedAt: string } };

/** PUT /api/admin/fx: sets the rate; the history and every price in rupees read it again. */
export function useSetFxRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FxUpdate) => apiFetch<FxSaved>('/admin/fx', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(fxQueries.rate().queryKey, { pkrPerUsd: saved.rate.pkrPerUsd, updatedAt: saved.rate.updatedAt });
      void refreshQueries(client, payoutsAdminQueries.fxHistory().queryKey);
      void refreshQueries(client, fxQueries.all());
    },
  });
}

/** What happened to one payout of a batch: done, or refused with the server's reason. */
export type DecisionResult = { id: string; ok: true; message: string } | { id: string; ok: false; error: unknown };

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

const decide = (id: string, decision: Decision) =>
  apiFetch<PayoutAction>(`/admin/payouts/${encodeURIComponent(id)}/${decision.kind}`, {
    method: 'POST',
    body: decision.kind === 'reject' ? { reason: decision.reason } : undefined,
  });

/**
 * Approves or rejects payouts one after another (POST /api/admin/payouts/:id/approve|reject): a
 * refusal of one (409 when it is no longer requested) is kept for that one and the rest go on.
 * `onResult` hears each as it comes; afterwards the queue and the books are read again.
 */
export function useDecidePayouts() {
  const client = useQueryClient();
  return useCallback(
    async (ids: readonly string[], decision: Decision, onResult?: (result: DecisionResult) => void): Promise<DecisionResult[]> => {
      const results: DecisionResult[] = [];
      try {
        for (const id of ids) {
          let result: DecisionResult;
          try {
            result = { id, ok: true, message: (await decide(id, decision)).message };
          } catch (error) {
            result = { id, ok: false, error };
          }
          results.push(result);
          onResult?.(result);
        }
      } finally {
        await refreshQueries(client, payoutsAdminQueries.all());
      }
      return results;
    },
    [client],
  );
}
