import { boolean, integer, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@market/shared';

/**
 * The users module's read view for other modules' queries (the seller of a gig, the other party of
 * an order, a task's assignee): profile columns and seller figures, no password hash, no identity
 * data (the role flags are there: the session lookup needs them). Created by migration 0008; PostgreSQL inlines it, so a join costs what a join on users costs.
 */
export const userProfiles = pgView('user_profiles', {
  id: uuid('id').notNull(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  imgFileId: uuid('img_file_id'),
  isSeller: boolean('is_seller').notNull(),
  isVerified: boolean('is_verified').notNull(),
  isAdmin: boolean('is_admin').notNull(),
  desc: text('desc').notNull(),
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  gigCount: integer('gig_count').notNull(),
  gigTotalStars: integer('gig_total_stars').notNull(),
  gigStarNumber: integer('gig_star_number').notNull(),
  paidOrders: integer('paid_orders').notNull(),
  // Added by migration 0023.
  language: text('language').$type<Language>().notNull(),
  // Added by migration 0026 (a worker's claim checks them from the session).
  skills: text('skills').array().notNull(),
}).existing();
