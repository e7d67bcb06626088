import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerQueryKeys, type ReceivedReviewList, type SellerProfile } from '@market/shared';
import { gigQueries } from '@/features/gigs';
import { apiFetch } from '@/lib/api-client';
import { refreshQueries } from '@/lib/refresh-queries';

const path = (id: string) => `/users/${encodeURIComponent(id)}`;

/** The public profile of a user (the seller page) and the reviews their gigs received. */
export const sellerQueries = {
  /** Every seller-page query of one user: what an edit of their profile makes stale. */
  user: sellerQueryKeys.user,
  profile: (id: string) =>
    queryOptions({
      queryKey: sellerQueryKeys.profile(id),
      queryFn: ({ signal }) => apiFetch<SellerProfile>(path(id), { signal }),
    }),
  reviews: (id: string) =>
    infiniteQueryOptions({
      queryKey: sellerQueryKeys.reviews(id),
      queryFn: ({ pageParam, signal }) => apiFetch<ReceivedReviewList>(`${path(id)}/reviews${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
};

export const useSellerProfile = (id: string) => useQuery(sellerQueries.profile(id));
export const useReceivedReviews = (id: string) => useInfiniteQuery(sellerQueries.reviews(id));

export type ProfileChange = { desc: string; languages: string[] };

/**
 * The owner's change of their description and languages (PUT /api/user/:id); the page shows the
 * stored values after, and so do the seller boxes of their gig pages.
 */
export function useUpdateSellerProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChange) => apiFetch<{ message: string }>(`/user/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => {
      // Not waited for: the gig pages whose seller box shows these are not on this screen.
      void refreshQueries(client, gigQueries.all());
      return refreshQueries(client, sellerQueries.user(id));
    },
  });
}
