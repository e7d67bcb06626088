import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pagePaths,
  texts,
  type CreatePool,
  type ImportError,
  type ImportResult,
  type Pool,
  type PoolList,
  type PoolWorker,
  type ReviewAnswerList,
  type UpdatePool,
} from '@market/shared';
import { ApiRequestError, apiFetch, parseBody, refusalError } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

/** The answers' filter on a pool's page. */
export const answerFilters = ['pending', 'flagged', 'accepted', 'rejected'] as const;
export type AnswerFilter = (typeof answerFilters)[number];

type PoolSaved = { message: string; pool: Pool };
const poolPath = (id: string) => `/task-pools/${encodeURIComponent(id)}`;

export const taskPoolAdminQueries = {
  /** Every admin read of the pools: what any change of a pool, its items or its answers makes stale. */
  all: () => ['task-pools-admin'] as const,
  /** GET /api/task-pools: every pool, newest first, with its progress. */
  list: () => queryOptions({ queryKey: ['task-pools-admin', 'list'] as const, queryFn: ({ signal }) => apiFetch<PoolList>('/task-pools', { signal }) }),
  detail: (id: string) => queryOptions({ queryKey: ['task-pools-admin', 'detail', id] as const, queryFn: ({ signal }) => apiFetch<Pool>(poolPath(id), { signal }) }),
  workers: (id: string) =>
    queryOptions({
      queryKey: ['task-pools-admin', 'workers', id] as const,
      queryFn: ({ signal }) => apiFetch<{ workers: PoolWorker[] }>(`${poolPath(id)}/workers`, { signal }),
    }),
  /** GET /api/task-pools/:id/answers?status=: one status's answers, a page at a time. */
  answers: (id: string, status: AnswerFilter) =>
    infiniteQueryOptions({
      queryKey: ['task-pools-admin', 'answers', id, status] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ status });
        if (pageParam) query.set('cursor', pageParam);
        return apiFetch<ReviewAnswerList>(`${poolPath(id)}/answers?${query.toString()}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export const usePools = () => useQuery(taskPoolAdminQueries.list());
export const usePool = (id: string, enabled = true) => useQuery({ ...taskPoolAdminQueries.detail(id), enabled });
export const usePoolWorkers = (id: string) => useQuery(taskPoolAdminQueries.workers(id));
export const usePoolAnswers = (id: string, status: AnswerFilter) => useInfiniteQuery(taskPoolAdminQueries.answers(id, status));

/** A pool's page in the dashboard. */
export const poolPageHref = (id: string) => pagePaths.pool.replace(':id', encodeURIComponent(id));

/** The address of a pool's results, one line per item (a download, not a query). */
export const resultsHref = (id: string) => `/api${poolPath(id)}/results.csv`;

function useRefreshPools() {
  const client = useQueryClient();
  return () => refreshQueries(client, taskPoolAdminQueries.all());
}

/** POST /api/task-pools: a new draft. */
export function useCreatePool() {
  const refresh = useRefreshPools();
  return useMutation({ mutationFn: (body: CreatePool) => apiFetch<PoolSaved>('/task-pools', { method: 'POST', body }), onSuccess: refresh });
}

/** PUT /api/task-pools/:id (a draft: any field; open or paused: openPoolFields). */
export function useUpdatePool() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePool }) => apiFetch<PoolSaved>(poolPath(id), { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export type PoolAction = 'publish' | 'pause' | 'close';

/** POST /api/task-pools/:id/publish|pause|close. */
export function usePoolAction(id: string) {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: (action: PoolAction) => apiFetch<PoolSaved>(`${poolPath(id)}/${action}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** What an import came to: the items read (or imported), or the wrong lines, with nothing imported. */
export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; refusal: ImportError };

const isImportError = (body: unknown): body is ImportError =>
  typeof body === 'object' && body !== null && Array.isArray((body as ImportError).errors) && typeof (body as ImportError).errorCount === 'number';

/**
 * POST /api/task-pools/:id/items: the CSV file itself as the body (`text/csv`), checked only with
 * `dryRun`. A 400 listing wrong lines is an outcome, not an error; any other refusal throws.
 */
async function sendItems(id: string, file: File, dryRun: boolean): Promise<ImportOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api${poolPath(id)}/items${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'text/csv' },
      body: file,
    });
  } catch {
    throw new ApiRequestError({ status: 0, message: texts.unexpected, code: 'NETWORK', fromServer: false });
  }
  const body = parseBody(await response.text());
  if (response.ok) return { ok: true, result: body as ImportResult };
  if (response.status === 400 && isImportError(body)) return { ok: false, refusal: body };
  throw refusalError(response.status, body, texts.unexpected);
}

export function useImportItems(id: string) {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => sendItems(id, file, dryRun),
    onSuccess: (outcome, { dryRun }) => {
      if (outcome.ok && !dryRun) void refresh();
    },
  });
}

export type Review = { ids: string[]; decision: 'accept' } | { ids: string[]; decision: 'reject'; reason: string };

/**
 * Accepts or rejects answers: one with POST /api/task-answers/:id/accept|reject, several with
 * POST /api/task-answers/review, a hundred at a time. Answers the last message and how many were reviewed.
 */
export function useReviewAnswers() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: async (review: Review): Promise<{ message: string; reviewed: number }> => {
      const reason = review.decision === 'reject' ? review.reason : undefined;
      if (review.ids.length === 1) {
        const path = `/task-answers/${encodeURIComponent(review.ids[0])}/${review.decision}`;
        const { message } = await apiFetch<{ message: string }>(path, { method: 'POST', body: reason === undefined ? undefined : { reason } });
        return { message, reviewed: 1 };
      }
      let last = { message: '', reviewed: 0 };
      let reviewed = 0;
      for (let start = 0; start < review.ids.length; start += 100) {
        const ids = review.ids.slice(start, start + 100);
        last = await apiFetch<{ message: string; reviewed: number }>('/task-answers/review', { method: 'POST', body: { ids, decision: review.decision, reason } });
        reviewed += last.reviewed;
      }
      return { message: last.message, reviewed };
    },
    onSettled: refresh,
  });
}

/** POST /api/task-pools/:id/blocks (`all`: every pool) and DELETE /api/task-pools/:id/blocks/:userId. */
export function useBlockWorker() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: (change: { poolId: string; userId: string } & ({ block: true; reason: string } | { block: false })) =>
      change.block
        ? apiFetch<{ message: string }>(`${poolPath(change.poolId)}/blocks`, { method: 'POST', body: { userId: change.userId, reason: change.reason } })
        : apiFetch<{ message: string }>(`${poolPath(change.poolId)}/blocks/${encodeURIComponent(change.userId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
