import { asc, gte, sql } from 'drizzle-orm';
import { categoryIds } from '@market/shared';
import { gigs } from '../../db/schema/gigs.js';
import { rowsOf } from '../../db/rows.js';
import type { SitemapSource } from '../../lib/sitemap.js';

/** Every gig page, and the gig list with one page per category (the addresses their pages call canonical). */
export const gigsSitemap: SitemapSource = {
  name: 'gigs',
  pages: ['/gigs', ...categoryIds.map((cat) => `/gigs?cat=${encodeURIComponent(cat)}`)],
  async firstKeys(db, size) {
    // One walk of the primary key's index, numbering the ids.
    const rows = rowsOf<{ id: string }>(await db.execute(sql`select id from (select id, row_number() over (order by id) as n from ${gigs}) g where n % ${size} = 1 order by id`));
    return rows.map((r) => r.id);
  },
  async entries(db, firstKey, size) {
    const rows = await db.select({ id: gigs.id, updatedAt: gigs.updatedAt }).from(gigs).where(gte(gigs.id, firstKey)).orderBy(asc(gigs.id)).limit(size);
    return rows.map((r) => ({ path: `/gigs/${r.id}`, lastmod: r.updatedAt }));
  },
};
