import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
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
  type ReviewList,
} from '@market/shared';
import { apiFetch } from '@/lib/api-client';

/** The query string of GET /api/gigs for these filters and page. */
function gigsQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  return search.toString();
}

const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor;

/**
 * Pages of the gig list. The key and the page shape are those of the server's page preload
 * (gigs module), which seeds this cache on a first visit.
 */
export function useGigList(filters: GigListFilters) {
  return useInfiniteQuery({
    queryKey: gigQueryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiFetch<GigList>(`/gigs?${gigsQueryString({ ...filters, cursor: pageParam })}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });
}

/** The signed-in seller's gigs, newest first. */
export function useMyGigs(userId: string) {
  return useInfiniteQuery({
    queryKey: gigQueryKeys.mine(userId),
    queryFn: ({ pageParam, signal }) => apiFetch<GigList>(`/gigs?${gigsQueryString({ userId, sort: 'createdAt', limit: 50, cursor: pageParam })}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });
}

export function useGig(id: string) {
  return useQuery({
    queryKey: gigQueryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<GigDetail>(`/gigs/single/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useReviews(gigId: string) {
  return useInfiniteQuery({
    queryKey: gigQueryKeys.reviews(gigId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ReviewList>(`/reviews/${encodeURIComponent(gigId)}?${gigsQueryString({ limit: reviewPageSize, cursor: pageParam })}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });
}

export function useAddReview(gigId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => apiFetch<Review>('/reviews', { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: gigQueryKeys.reviews(gigId) }),
        client.invalidateQueries({ queryKey: gigQueryKeys.detail(gigId) }),
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
      await client.invalidateQueries({ queryKey: ['gigs'] });
    },
  });
}

export function useDeleteGig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/gigs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['gigs'] });
    },
  });
}

/** Every item of the loaded pages, in order. */
export const allGigs = (data: InfiniteData<GigList> | undefined): Gig[] => data?.pages.flatMap((p) => p.gigs) ?? [];
