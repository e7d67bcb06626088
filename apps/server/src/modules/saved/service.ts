import { and, eq, sql } from 'drizzle-orm';
import { gigTexts, sellerLimits, sellerTexts, type SavedGigIds, type SavedGigList, type SavedGigState } from '@market/shared';
import type { Database } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/pg-errors.js';
import { prepared } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { savedGigs } from '../../db/schema/saved-gigs.js';
import { decodeTimestampCursor, encodeCursor } from '../../lib/cursor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findGigOwner, gigsInOrder } from '../gigs/index.js';

// Descending as saved_gigs_user_created_idx is built (DESC NULLS LAST), so the page is read from it in order.
const newestFirst = [sql`${savedGigs.createdAt} desc nulls last`, sql`${savedGigs.gigId} desc nulls last`];

/** One page of a user's saved gig ids, newest first (a prepared statement per shape: first page, page after a cursor). */
const savedPageQuery = (db: Database, afterCursor: boolean) => {
  const name = afterCursor ? 'saved_gigs_after' : 'saved_gigs_first';
  return prepared(db, name, (d) =>
    d
      .select({ gigId: savedGigs.gigId, createdAtText: sql<string>`${savedGigs.createdAt}::text` })
      .from(savedGigs)
      .where(
        and(
          eq(savedGigs.userId, sql.placeholder('userId')),
          afterCursor ? sql`(${savedGigs.createdAt}, ${savedGigs.gigId}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)` : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
};

/**
 * The user's saved gigs, most recently saved first, as full gigs with their sellers (like GET
 * /api/gigs); keyset pages on (created_at, gig_id). A deleted gig's row went with it (cascade).
 */
export async function listSavedGigs(db: Database, userId: string, opts: { limit: number; cursor?: string }): Promise<SavedGigList> {
  const after = opts.cursor ? decodeTimestampCursor(opts.cursor, 'saved') : null;
  const rows = await savedPageQuery(db, after !== null).execute({ userId, limit: opts.limit + 1, at: after?.value, id: after?.id });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    gigs: await gigsInOrder(db, page.map((r) => r.gigId)),
    nextCursor: rows.length > opts.limit && last ? encodeCursor('saved', last.createdAtText, last.gigId) : null,
  };
}

/** Every gig id the user saved, newest first (at most sellerLimits.savedGigs: the hearts on cards). */
export async function savedGigIds(db: Database, userId: string): Promise<SavedGigIds> {
  const rows = await db
    .select({ gigId: savedGigs.gigId })
    .from(savedGigs)
    .where(eq(savedGigs.userId, userId))
    .orderBy(...newestFirst);
  return { ids: rows.map((r) => r.gigId) };
}

/**
 * Saves a gig for the user: 404 for a missing gig; saving it again keeps the one row (and its
 * date); 409 past sellerLimits.savedGigs. The count and the insert are one statement, and the
 * gig's foreign key tells a missing gig, so a save is one round trip.
 */
export async function saveGig(db: Database, userId: string, gigId: string): Promise<SavedGigState> {
  let state: { saved: boolean; inserted: boolean } | undefined;
  try {
    [state] = rowsOf<{ saved: boolean; inserted: boolean }>(
      await db.execute(sql`
        with present as (select 1 from ${savedGigs} where user_id = ${userId} and gig_id = ${gigId}),
        ins as (
          insert into ${savedGigs} (user_id, gig_id)
          select ${userId}, ${gigId}
          where not exists (select 1 from present) and (select count(*) from ${savedGigs} where user_id = ${userId}) < ${sellerLimits.savedGigs}
          on conflict do nothing
          returning 1
        )
        select exists (select 1 from present) as saved, exists (select 1 from ins) as inserted`),
    );
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(gigTexts.gigNotFound);
    throw err;
  }
  // Neither there nor added: the limit stopped the insert (so no foreign key was checked), unless
  // a save racing this one for the same gig added it.
  if (!state?.saved && !state?.inserted) {
    const [again] = await db.select({ gigId: savedGigs.gigId }).from(savedGigs).where(and(eq(savedGigs.userId, userId), eq(savedGigs.gigId, gigId)));
    if (again) return { gigId, saved: true };
    if ((await findGigOwner(db, gigId)) === undefined) throw notFound(gigTexts.gigNotFound);
    throw conflict(sellerTexts.tooManySaved);
  }
  return { gigId, saved: true };
}

/** Removes a gig from the user's saved ones; removing one not saved (or a missing gig) answers the same. */
export async function unsaveGig(db: Database, userId: string, gigId: string): Promise<SavedGigState> {
  await db.delete(savedGigs).where(and(eq(savedGigs.userId, userId), eq(savedGigs.gigId, gigId)));
  return { gigId, saved: false };
}
