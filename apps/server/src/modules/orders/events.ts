import { and, eq, or } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.js';
import { inTransaction } from '../../platform/events.js';

export const ordersSubscriptions = [
  // A deleted user's unpaid checkouts are nobody's record and go; paid orders stay for the other
  // party (their side becomes null by the foreign key when the user row goes).
  inTransaction('user.deleted', 'orders.remove-unpaid-checkouts', async (tx, e) => {
    const id = e.payload.userId;
    await tx.delete(orders).where(and(or(eq(orders.buyerId, id), eq(orders.sellerId, id)), eq(orders.isPaid, false)));
  }),
];
