import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { gigs } from './gigs.js';
import { users } from './users.js';

/**
 * A user's saved gigs (the hearts, `/saved`); owned by the saved module. A row is only a reference:
 * it feeds no counter and nobody needs to hear that it went, so a deleted gig's or user's rows go
 * by the foreign-key cascades below, in the deleting statement itself, rather than through a
 * `gig.deleted` / `user.deleted` subscriber (decision 0102: cascades are the owner's rule in its
 * schema). Every path that deletes a gig or a user is covered, the generator's bulk deletes included.
 */
export const savedGigs = pgTable(
  'saved_gigs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Saving twice keeps one row.
    primaryKey({ columns: [t.userId, t.gigId] }),
    // The `/saved` list: most recently saved first, the gig id breaking ties for keyset pages.
    index('saved_gigs_user_created_idx').on(t.userId, t.createdAt.desc(), t.gigId.desc()),
    // The gig-deletion cascade finds a gig's rows without reading every user's.
    index('saved_gigs_gig_idx').on(t.gigId),
  ],
);
