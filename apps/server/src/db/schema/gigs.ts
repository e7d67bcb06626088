import { sql, type SQL } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { files } from './files.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const gigs = pgTable(
  'gigs',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    cat: text('cat').notNull(),
    coverFileId: uuid('cover_file_id')
      .notNull()
      .references(() => files.id),
    imageFileIds: uuid('image_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    desc: text('desc').notNull(),
    shortTitle: text('short_title').notNull(),
    shortDesc: text('short_desc').notNull(),
    deliveryTime: integer('delivery_time').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    price: integer('price').notNull(),
    totalStars: integer('total_stars').notNull().default(0),
    starNumber: integer('star_number').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    // Full-text search, kept by the database itself: titles weigh most, then the short
    // description and features, then the description. gig_features_text() is an immutable
    // wrapper of array_to_string (migration 0002), which a generated column needs.
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english'::regconfig, ${gigs.title} || ' ' || ${gigs.shortTitle}), 'A') || setweight(to_tsvector('english'::regconfig, ${gigs.shortDesc} || ' ' || gig_features_text(${gigs.features})), 'B') || setweight(to_tsvector('english'::regconfig, ${gigs.desc}), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gigs_price_positive', sql`${t.price} > 0`),
    check('gigs_delivery_positive', sql`${t.deliveryTime} > 0`),
    check('gigs_revisions_positive', sql`${t.revisionNumber} > 0`),
    // The two list orders of /gigs, within a category and across all.
    index('gigs_cat_sales_idx').on(t.cat, t.sales.desc(), t.id.desc()),
    index('gigs_cat_created_idx').on(t.cat, t.createdAt.desc(), t.id.desc()),
    index('gigs_sales_idx').on(t.sales.desc(), t.id.desc()),
    index('gigs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('gigs_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('gigs_search_idx').using('gin', t.search),
  ],
);
