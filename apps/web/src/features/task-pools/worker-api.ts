import { useCallback } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerInput, AvailablePools, Claim, MyAnswer, MyAnswerList, MyPools, WorkerPool } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

const pool = (id: string) => encodeURIComponent(id);

/** The worker's reads of the task pools (the admin's live apart, under ['task-pools', 'admin']). */
export const workerPoolQueries = {
  /** Everything a worker reads of the pools: what an answer or a release makes stale. */
  all: () => ['task-pools', 'worker'] as const,
  /** GET /api/task-pools/available: the open pools the caller may work in (and the exams they need). */
  available: () =>
    queryOptions({
      queryKey: ['task-pools', 'worker', 'available'] as const,
      queryFn: ({ signal }) => apiFetch<AvailablePools>('/task-pools/available', { signal }),
    }),
  /** GET /api/task-pools/:id/work: one pool's instructions and the caller's standing in it. */
  work: (id: string) =>
    queryOptions({
      queryKey: ['task-pools', 'worker', 'work', id] as const,
      queryFn: ({ signal }) => apiFetch<WorkerPool>(`/task-pools/${pool(id)}/work`, { signal }),
    }),
  /** GET /api/task-pools/mine: the pools the caller worked in, with accuracy and earnings. */
  mine: () =>
    queryOptions({
      queryKey: ['task-pools', 'worker', 'mine'] as const,
      queryFn: ({ signal }) => apiFetch<MyPools>('/task-pools/mine', { signal }),
    }),
  /** GET /api/task-answers/mine: the caller's answers, newest first, a page at a time. */
  answers: () =>
    infiniteQueryOptions({
      queryKey: ['task-pools', 'worker', 'answers'] as const,
      queryFn: ({ pageParam, signal }) => apiFetch<MyAnswerList>(`/task-answers/mine${pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : ''}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export const useAvailablePools = () => useQuery(workerPoolQueries.available());
export const useWorkPool = (id: string) => useQuery(workerPoolQueries.work(id));
export const useMyPools = () => useQuery(workerPoolQueries.mine());
export const useMyAnswers = () => useInfiniteQuery(workerPoolQueries.answers());

/** After an answer, a release or a refused claim: the pools, the standing and the history are read again. */
function useWorkChanged() {
  const client = useQueryClient();
  return () => void refreshQueries(client, workerPoolQueries.all());
}

/** POST /api/task-pools/:id/claim: an item held for the caller (the same one again while the claim lasts). */
export function useClaim(poolId: string) {
  return useMutation({ mutationFn: () => apiFetch<Claim>(`/task-pools/${pool(poolId)}/claim`, { method: 'POST' }) });
}

/** POST /api/task-items/:itemId/answer. */
export function useAnswer() {
  const changed = useWorkChanged();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: AnswerInput }) =>
      apiFetch<{ message: string; answer: MyAnswer }>(`/task-items/${encodeURIComponent(itemId)}/answer`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** POST /api/task-items/:itemId/release: the item goes back to the pool. */
export function useRelease() {
  const changed = useWorkChanged();
  return useMutation({
    mutationFn: (itemId: string) => apiFetch<{ message: string }>(`/task-items/${encodeURIComponent(itemId)}/release`, { method: 'POST' }),
    onSuccess: changed,
  });
}

/** Reads the pool's standing again (after a refused claim: blocked, limit reached, nothing left). */
export function useRefreshWork(id: string) {
  const client = useQueryClient();
  return useCallback(() => refreshQueries(client, workerPoolQueries.work(id).queryKey), [client, id]);
}
