import { and, asc, gte, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import { rowsOf } from '../../db/rows.js';
import type { SitemapSource } from '../../lib/sitemap.js';

/** A seller with at least one gig: their public page has something to show. Matches users_public_sellers_idx. */
const publicSeller = sql`${users.isSeller} and ${users.gigCount} > 0`;

/** The public pages of sellers with gigs. */
export const sellersSitemap: SitemapSource = {
  name: 'sellers',
  async firstKeys(db, size) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select id from (select id, row_number() over (order by id) as n from ${users} where ${publicSeller}) s where n % ${size} = 1 order by id`),
    );
    return rows.map((r) => r.id);
  },
  async entries(db, firstKey, size) {
    const rows = await db.select({ id: users.id, updatedAt: users.updatedAt }).from(users).where(and(publicSeller, gte(users.id, firstKey))).orderBy(asc(users.id)).limit(size);
    return rows.map((r) => ({ path: `/users/${r.id}`, lastmod: r.updatedAt }));
  },
};
