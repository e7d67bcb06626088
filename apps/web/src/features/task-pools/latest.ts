import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestPools } from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { useHydrated } from '@/lib/hydration';

/**
 * GET /api/task-pools/latest (public): the newest open pools, for the header's 'Jobs Posted' list.
 * Its own module, kept small: the header is part of every page's first download.
 */
export const latestPoolsQuery = () =>
  queryOptions({
    queryKey: ['task-pools', 'latest'] as const,
    queryFn: ({ signal }) => apiFetch<LatestPools>('/task-pools/latest', { signal }),
    // Every page shows the header: asked again at most every 5 minutes, and a failure is not retried.
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The newest open pools' titles, or null while there are none to show: on the server, while the
 * page hydrates (so the server's markup, the sample titles, is what the browser renders first) and
 * until the answer is in. Asked for only once the page has hydrated, never before the first paint.
 */
export function useLatestPools(): LatestPools['pools'] | null {
  const hydrated = useHydrated();
  const latest = useQuery({ ...latestPoolsQuery(), enabled: hydrated });
  return hydrated && latest.data?.pools.length ? latest.data.pools : null;
}
