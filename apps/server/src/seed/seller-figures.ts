import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';

/**
 * Recounts sellers' figures (gigs, stars over all gigs, paid orders) from the rows themselves. The seed and the gig generator write rows in bulk, below the
 * services and their events; this brings the counters those events keep up to date afterwards.
 * `sellerIds` limits the recount (null: every user).
 */
export async function recountSellerFigures(db: Database | Transaction, sellerIds: string[] | null = null): Promise<void> {
  const only = sellerIds ? sql`and u.id = any(${`{${sellerIds.join(',')}}`}::uuid[])` : sql``;
  await db.execute(sql`
    update users u
       set gig_count = coalesce(g.n, 0), gig_total_stars = coalesce(g.stars, 0), gig_star_number = coalesce(g.ratings, 0), paid_orders = coalesce(o.n, 0)
      from users x
      left join (select user_id, count(*) as n, sum(total_stars) as stars, sum(star_number) as ratings from gigs group by user_id) g on g.user_id = x.id
      left join (select seller_id, count(*) as n from orders where is_paid and status <> 'cancelled' group by seller_id) o on o.seller_id = x.id
     where u.id = x.id ${only}`);
}
