import type { OrderDetail } from '@market/shared';

/** Who is looking at an order: one of its parties, or an admin who is neither. */
export type Viewer = 'buyer' | 'seller' | 'admin';

/** A party who is also an admin acts as that party on their own order (as the server treats them). */
export function viewerOf(order: Pick<OrderDetail, 'buyer' | 'seller'>, userId: string): Viewer {
  if (order.buyer._id === userId) return 'buyer';
  if (order.seller._id === userId) return 'seller';
  return 'admin';
}
