// Apart from the seller schemas (sellers.ts): the seller page needs its keys at once, and no zod.

/** The seller page's query keys: the web app's hooks and the server's page preload use the same. */
export const sellerQueryKeys = {
  /** Every seller-page query of one user: what an edit of their profile makes stale. */
  user: (id: string) => ['sellers', id] as const,
  profile: (id: string) => ['sellers', id, 'profile'] as const,
  /** Infinite query: pages of GET /api/users/:id/reviews. */
  reviews: (id: string) => ['sellers', id, 'reviews'] as const,
};
