import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  gigQueryKeys,
  reviewPageSize,
  type Gig,
  type GigDetail,
  type GigInput,
  type GigList,
  type GigListFilters,
  type Review,
  type ReviewInput,
  userGigsPageSize,
  type ReviewList,
} from '@market/shared';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

/** The query string of GET /api/gigs for these filters and page. */
function gigsQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  return search.toString();
}

const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor;

/**
 * The gig queries. The keys come from the shared gigQueryKeys: the server's page preload (gigs
 * module) seeds this cache on a first visit under exactly those keys, with the same page shape.
 */
export const gigQueries = {
  /** Every gig query (lists, my gigs, details): what a change to a gig makes stale. */
  all: () => ['gigs'] as const,
  /** `cursor`: the list from the page after that cursor (the address of 'Load more' without script). */
  list: (filters: GigListFilters, cursor?: string) =>
    infiniteQueryOptions({
      queryKey: gigQueryKeys.list(filters, cursor),
      queryFn: ({ pageParam, signal }) => apiFetch<GigList>(`/gigs?${gigsQueryString({ ...filters, cursor: pageParam })}`, { signal }),
      initialPageParam: (cursor ?? null) as string | null,
      getNextPageParam: nextCursor,
    }),
  /** The signed-in seller's gigs, newest first. */
  mine: (userId: string) =>
    infiniteQueryOptions({
      queryKey: gigQueryKeys.mine(userId),
      queryFn: ({ pageParam, signal }) => apiFetch<GigList>(`/gigs?${gigsQueryString({ userId, sort: 'createdAt', limit: userGigsPageSize, cursor: pageParam })}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: nextCursor,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: gigQueryKeys.detail(id),
      queryFn: ({ signal }) => apiFetch<GigDetail>(`/gigs/single/${encodeURIComponent(id)}`, { signal }),
    }),
  reviews: (gigId: string) =>
    infiniteQueryOptions({
      queryKey: gigQueryKeys.reviews(gigId),
      queryFn: ({ pageParam, signal }) =>
        apiFetch<ReviewList>(`/reviews/${encodeURIComponent(gigId)}?${gigsQueryString({ limit: reviewPageSize, cursor: pageParam })}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: nextCursor,
    }),
};

export const useGigList = (filters: GigListFilters, cursor?: string) => useInfiniteQuery(gigQueries.list(filters, cursor));
export const useMyGigs = (userId: string) => useInfiniteQuery(gigQueries.mine(userId));
export const useGig = (id: string) => useQuery(gigQueries.detail(id));
export const useReviews = (gigId: string) => useInfiniteQuery(gigQueries.reviews(gigId));

export function useAddReview(gigId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => apiFetch<Review>('/reviews', { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        refreshQueries(client, gigQueries.reviews(gigId).queryKey),
        refreshQueries(client, gigQueries.detail(gigId).queryKey),
      ]);
    },
  });
}

/** Creates a gig, or changes one when `id` is given; every gig list is refetched after. */
export function useSaveGig(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GigInput) =>
      id ? apiFetch<Gig>(`/gigs/${encodeURIComponent(id)}`, { method: 'PUT', body }) : apiFetch<Gig>('/gigs', { method: 'POST', body }),
    onSuccess: async () => {
      await refreshQueries(client, gigQueries.all());
    },
  });
}

export function useDeleteGig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/gigs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await refreshQueries(client, gigQueries.all());
    },
  });
}

/** Every gig of the loaded pages, in order (of any paged list of gigs: the list, My gigs, the saved ones). */
export const allGigs = (data: InfiniteData<{ gigs: Gig[] }> | undefined): Gig[] => data?.pages.flatMap((p) => p.gigs) ?? [];
