import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobList, JobListQuery } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

export type JobListStatus = JobListQuery['status'];

export const jobQueries = {
  /** Every job list: what a retry makes stale (the job leaves one list for another). */
  all: () => ['jobs'] as const,
  /** GET /api/admin/jobs: the jobs of one status, a page at a time. */
  list: (status: JobListStatus) =>
    infiniteQueryOptions({
      queryKey: ['jobs', 'list', status] as const,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ status });
        if (pageParam) query.set('cursor', pageParam);
        return apiFetch<JobList>(`/admin/jobs?${query}`, { signal });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export const useJobs = (status: JobListStatus) => useInfiniteQuery(jobQueries.list(status));

/** POST /api/admin/jobs/:id/retry: the job runs again shortly; the lists are read again. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => refreshQueries(client, jobQueries.all()),
  });
}
