import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gigWebTexts, type SavedGigIds, type SavedGigList, type SavedGigState } from '@market/shared';
import { toast } from '@/lib/toast';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { refreshQueries } from '@/lib/refresh-queries';

/**
 * The signed-in user's saved gigs. Keyed by user, so a different sign-in in the same tab never
 * reads the previous user's hearts.
 */
export const savedQueries = {
  /** Every saved-gig query: what a save or a removal makes stale. */
  all: () => ['saved-gigs'] as const,
  /** Every id the user saved: one small query behind all the hearts of a page. */
  ids: (userId: string) =>
    queryOptions({
      queryKey: ['saved-gigs', 'ids', userId] as const,
      queryFn: ({ signal }) => apiFetch<SavedGigIds>('/saved-gigs/ids', { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Pages of GET /api/saved-gigs, most recently saved first. */
  list: (userId: string) =>
    infiniteQueryOptions({
      queryKey: ['saved-gigs', 'list', userId] as const,
      queryFn: ({ pageParam, signal }) =>
        apiFetch<SavedGigList>(`/saved-gigs${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
};

const noIds: ReadonlySet<string> = new Set();
// One function for every heart: a stable select runs once per answer, not on every render of every card.
const idSet = (data: SavedGigIds): ReadonlySet<string> => new Set(data.ids);

/** The ids of the gigs the signed-in user saved (empty for visitors and while loading). */
export function useSavedIds(): ReadonlySet<string> {
  const user = useCurrentUser();
  const query = useQuery({ ...savedQueries.ids(user?._id ?? ''), enabled: !!user, select: idSet });
  return query.data ?? noIds;
}

export const useSavedGigs = (userId: string) => useInfiniteQuery(savedQueries.list(userId));

type Toggle = { gigId: string; save: boolean };
const toggleKey = ['saved-gigs', 'toggle'] as const;

/**
 * Saves or removes a gig. The heart changes at once (the ids are updated in the cache before the
 * server answers) and changes back, with a toast, when the server refuses.
 */
export function useToggleSaved(userId: string) {
  const client = useQueryClient();
  const idsKey = savedQueries.ids(userId).queryKey;
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ gigId, save }: Toggle) =>
      apiFetch<SavedGigState>(`/saved-gigs/${encodeURIComponent(gigId)}`, { method: save ? 'PUT' : 'DELETE' }),
    onMutate: async ({ gigId, save }: Toggle) => {
      await client.cancelQueries({ queryKey: idsKey });
      const before = client.getQueryData(idsKey);
      client.setQueryData(idsKey, (data) => {
        const others = (data?.ids ?? []).filter((id) => id !== gigId);
        return { ids: save ? [gigId, ...others] : others };
      });
      return { before };
    },
    onError: (error, _toggle, context) => {
      client.setQueryData(idsKey, context?.before);
      toast.error(errorMessage(error, gigWebTexts.save.failed));
    },
    // Refetched once the last of quick successive toggles is done: an earlier answer would flip the hearts back meanwhile.
    onSettled: () => (client.isMutating({ mutationKey: toggleKey }) === 1 ? refreshQueries(client, savedQueries.all()) : undefined),
  });
}
