import { and, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { gigTexts, type Gig, type GigDetail, type GigInput, type GigList, type GigListQuery, type GigSort } from '@market/shared';
import type { Database, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { isoTime } from '../../db/iso-time.js';
import { named, prepared, preparedRows } from '../../db/prepared.js';
import { gigs } from '../../db/schema/gigs.js';
import { publish } from '../../platform/events.js';
import { decodeIntCursor, decodeNumberCursor, decodeTimestampCursor, encodeCursor, readCursor, type Cursor } from '../../lib/cursor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { attachFiles, avatarUrl, fileUrl, ownedFileIds, releaseFiles } from '../files/index.js';
import { userProfiles as users } from '../users/index.js';
import { canDeleteGig, canEditGig } from './policy.js';
import { firstMatches } from './search-walk.js';
import { partialMatches, partialOrder } from './partial-search.js';
import { searchQuery, searchWords, wordQueries } from './search.js';

/**
 * The gig columns every answer needs (never the search vector), with the seller's public fields.
 * The arrays come as JSON, which the driver reads with JSON.parse: their text form ({a,b}) is
 * parsed character by character, about a tenth of a gig list's time in the app. The creation
 * time comes as the answer writes it (isoTime), so the lists read their rows as they come (preparedRows).
 */
const gigColumns = {
  id: gigs.id,
  userId: gigs.userId,
  title: gigs.title,
  cat: gigs.cat,
  coverFileId: gigs.coverFileId,
  imageFileIds: sql<string[]>`to_json(${gigs.imageFileIds})`,
  desc: gigs.desc,
  shortTitle: gigs.shortTitle,
  shortDesc: gigs.shortDesc,
  deliveryTime: gigs.deliveryTime,
  revisionNumber: gigs.revisionNumber,
  features: sql<string[]>`to_json(${gigs.features})`,
  price: gigs.price,
  totalStars: gigs.totalStars,
  starNumber: gigs.starNumber,
  sales: gigs.sales,
  createdAt: isoTime(gigs.createdAt),
  sellerUsername: users.username,
  sellerImgFileId: users.imgFileId,
  sellerIsSeller: users.isSeller,
};
type GigRow = Omit<typeof gigs.$inferSelect, 'search' | 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  sellerUsername: string;
  sellerImgFileId: string | null;
  sellerIsSeller: boolean;
};

const toGig = (r: GigRow): Gig => ({
  _id: r.id,
  userId: r.userId,
  title: r.title,
  cat: r.cat,
  cover: fileUrl(r.coverFileId),
  images: r.imageFileIds.map(fileUrl),
  desc: r.desc,
  shortTitle: r.shortTitle,
  shortDesc: r.shortDesc,
  deliveryTime: r.deliveryTime,
  revisionNumber: r.revisionNumber,
  features: r.features,
  price: r.price,
  totalStars: r.totalStars,
  starNumber: r.starNumber,
  sales: r.sales,
  createdAt: r.createdAt,
  seller: { _id: r.userId, username: r.sellerUsername, img: avatarUrl(r.sellerImgFileId), isSeller: r.sellerIsSeller },
});

/**
 * Descending as the indexes are built (Drizzle's .desc() index columns are DESC NULLS LAST): a
 * plain DESC means NULLS FIRST, and PostgreSQL would then sort every gig instead of reading
 * the index (1.4 s instead of 0.3 ms at a million gigs).
 */
const newestFirst = (column: typeof gigs.id | typeof gigs.sales | typeof gigs.createdAt) => sql`${column} desc nulls last`;

/**
 * Relevance ranks a pool: the best-selling matches, this many, ordered by how well they match;
 * every match after the pool follows in best-selling order. Ranking every match would read each
 * one from the table: 50,000 rows for 'logo' at a million gigs, 0.4 s a request; the pool keeps
 * a common word as fast as a rare one (docs/decisions/0058-relevance-pool.md).
 */
export const rankedPool = 120;

type OrderedSort = Exclude<GigSort, 'relevance'>;
/** A page of gigs before the search's verdict (match, suggestion) is added. */
type GigPage = Pick<GigList, 'gigs' | 'nextCursor'>;

/**
 * One page of gigs with their sellers. Orders: sales (default), createdAt, or relevance (default
 * when searching); each with the id as tie-breaker, so keyset pages never repeat or skip a gig.
 * Indexes: gigs_[cat_]sales_idx, gigs_[cat_]created_idx, gigs_user_idx, gigs_search_idx (see
 * docs/query-plans.md).
 */
export async function listGigs(db: Database, query: GigListQuery): Promise<GigList> {
  const words = query.search !== undefined ? searchWords(query.search) : [];
  const searching = query.search !== undefined && query.search.trim() !== '';
  const sort: GigSort = query.sort ?? (searching ? 'relevance' : 'sales');
  if (sort === 'relevance' && !searching) throw badRequest(gigTexts.relevanceNeedsSearch, { sort: gigTexts.relevanceNeedsSearch });
  const rated = query.rating !== undefined ? await sellersRatedAtLeast(db, query.rating) : undefined;
  // Read once: relevance picks its query by the cursor's order, and that query decodes the same cursor.
  const cursor = query.cursor ? readCursor(query.cursor) : undefined;
  if (!searching) return { ...(await orderedPage(db, query, rated, sort as OrderedSort, cursor)), match: 'all', suggestion: null };
  if (words.length === 0) return { gigs: [], nextCursor: null, match: 'all', suggestion: null };
  const filters = listFilters(query, rated, inline);

  // Later pages of partial matches need no tsquery of all the words (their own are asked per word).
  if (cursor?.order === partialOrder) return { ...(await partialPage(db, filters, words, cursor, query.limit)), match: 'some', suggestion: null };
  // The suggestion only on a first page: later pages keep what the first one said.
  const { tsquery, suggestion } = await searchQuery(db, words, !cursor);
  if (tsquery) {
    const page =
      // Past the ranked pool, relevance continues by sales: its cursor then says so.
      sort === 'relevance' && cursor?.order !== 'sales'
        ? await rankedPage(db, filters, tsquery, cursor, query.limit)
        : await searchPage(db, filters, tsquery, sort === 'relevance' ? 'sales' : sort, cursor, query.limit);
    if (page.gigs.length > 0 || cursor) return { ...page, match: 'all', suggestion };
  }
  // No gig matches every word: the gigs matching most of them (one word alone has no "most").
  if (words.length > 1) {
    const partial = await partialPage(db, filters, words, undefined, query.limit);
    if (partial.gigs.length > 0) return { ...partial, match: 'some', suggestion };
  }
  return { gigs: [], nextCursor: null, match: 'all', suggestion };
}

/**
 * How a value enters a list's SQL: as itself (a statement built for this request) or as a named
 * placeholder of a prepared statement (the value is handed over when it runs).
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_name, value) => value;

/** A bind that collects the values of a prepared statement's placeholders. */
function placeholders() {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

/** The filters of the list besides the search: category, seller, budget, delivery time, seller rating. */
function listFilters(query: GigListQuery, rated: RatedSellers | undefined, bind: Bind): SQL[] {
  const filters: SQL[] = [];
  if (query.cat) filters.push(eq(gigs.cat, bind('cat', query.cat)));
  if (query.userId) filters.push(eq(gigs.userId, bind('userId', query.userId)));
  if (query.min !== undefined) filters.push(gte(gigs.price, bind('min', query.min)));
  if (query.max !== undefined) filters.push(lte(gigs.price, bind('max', query.max)));
  if (query.delivery !== undefined) filters.push(lte(gigs.deliveryTime, bind('delivery', query.delivery)));
  if (rated) filters.push(ratedFilter(rated, bind));
  return filters;
}

/**
 * A prepared statement's name for a list's SQL: one per order and set of filters (and rating form,
 * and whether a cursor continues it). Null when the SQL names sellers: its text varies with
 * their number, so it is built for the request.
 */
function listShape(query: GigListQuery, rated: RatedSellers | undefined, sort: OrderedSort, cursor: Cursor | undefined): string | null {
  if (rated?.form === 'named') return null;
  const parts = [
    query.cat && 'cat',
    query.userId && 'user',
    query.min !== undefined && 'min',
    query.max !== undefined && 'max',
    query.delivery !== undefined && 'delivery',
    rated && `rated_${rated.form}`,
    cursor && 'after',
  ];
  return ['gig_list', sort, ...parts.filter(Boolean)].join('_');
}

/** Up to this many sellers reaching a rating are named to the list query; more are checked gig by gig. */
export const namedSellers = 200;

/** The sellers reaching a rating: none, a few named by id, or so many that each gig's seller is checked. */
type RatedSellers = { form: 'none' } | { form: 'named'; ids: string[] } | { form: 'exists'; stars: number };

// The average as users_seller_rating_idx holds it (migration 0014); exact at the half stars compared.
const ratedAtLeast = (stars: number | Placeholder) => sql`${users.gigStarNumber} > 0 and ${users.gigTotalStars}::float8 / ${users.gigStarNumber} >= ${stars}`;

/**
 * The sellers whose rating, as the pages show it (rounded to a whole star: 3.5 counts as 4), is
 * at least `stars`. The sellers are found through users_seller_rating_idx; when few
 * reach the rating, their ids are named, so PostgreSQL reads
 * their gigs through gigs_user_idx instead of walking every gig in sales order to find the few
 * (a rating no seller reaches walked them all: 237 ms at 48,000 gigs). When many do, the walk
 * finds a page soon and each gig's seller is checked on the way.
 */
async function sellersRatedAtLeast(db: Database, stars: number): Promise<RatedSellers> {
  const query = prepared(db, 'gig_rated_sellers', (d) =>
    d
      .select({ id: users.id })
      .from(users)
      .where(ratedAtLeast(sql.placeholder('threshold')))
      .limit(namedSellers + 1)
      .prepare('gig_rated_sellers'),
  );
  const few = await query.execute({ threshold: stars - 0.5 });
  if (few.length === 0) return { form: 'none' };
  if (few.length <= namedSellers) return { form: 'named', ids: few.map((u) => u.id) };
  return { form: 'exists', stars };
}

/** The gigs whose seller is among the rated ones. */
function ratedFilter(rated: RatedSellers, bind: Bind): SQL {
  if (rated.form === 'none') return sql`false`;
  if (rated.form === 'named') return inArray(gigs.userId, rated.ids);
  return sql`exists (select 1 from ${users} where ${users.id} = ${gigs.userId} and ${ratedAtLeast(bind('threshold', rated.stars - 0.5))})`;
}

/** A page of the partial matches (see partialMatches), with the gigs. */
async function partialPage(db: Database, filters: SQL[], words: string[], cursor: Cursor | undefined, limit: number): Promise<GigPage> {
  const parts = (await wordQueries(db, words)).filter((p): p is string => p !== null);
  const found = await partialMatches(db, filters, parts, cursor, limit);
  if (!found) return { gigs: [], nextCursor: null };
  return { gigs: await gigsInOrder(db, found.ids), nextCursor: found.nextCursor };
}

/** The keyset condition of a sales or createdAt cursor: the gigs after the one it names. */
function afterCursor(sort: OrderedSort, cursor: Cursor, bind: Bind = inline): SQL {
  if (sort === 'sales') {
    const c = decodeIntCursor(cursor, sort);
    return sql`(${gigs.sales}, ${gigs.id}) < (${bind('afterValue', c.value)}, ${bind('afterId', c.id)}::uuid)`;
  }
  const c = decodeTimestampCursor(cursor, sort);
  return sql`(${gigs.createdAt}, ${gigs.id}) < (${bind('afterValue', c.value)}::timestamptz, ${bind('afterId', c.id)}::uuid)`;
}

/**
 * Gigs in sales or creation order (newest / best first), read from the matching index in order.
 * Prepared, one statement per shape (listShape): the list is the home and category pages' read.
 */
async function orderedPage(db: Database, query: GigListQuery, rated: RatedSellers | undefined, sort: OrderedSort, cursor: Cursor | undefined): Promise<GigPage> {
  const name = listShape(query, rated, sort, cursor);
  const { bind, values } = name ? placeholders() : { bind: inline, values: {} };
  const filters = listFilters(query, rated, bind);
  const where = cursor ? [...filters, afterCursor(sort, cursor, bind)] : filters;
  const column = sort === 'sales' ? gigs.sales : gigs.createdAt;
  // created_at goes into the cursor as PostgreSQL's text, exact to the microsecond.
  const sortKey = sort === 'sales' ? sql<number>`${gigs.sales}` : sql<string>`${gigs.createdAt}::text`;
  // Every value is bound before `build`, which runs only for a shape's first request.
  const limit = bind('limit', query.limit + 1);
  const build = (d: Database) =>
    d
      .select(named({ ...gigColumns, sortKey }))
      .from(gigs)
      .innerJoin(users, eq(users.id, gigs.userId))
      .where(and(...where))
      .orderBy(newestFirst(column), newestFirst(gigs.id))
      .limit(limit);
  type Row = GigRow & { sortKey: number | string };
  const rows = name ? await preparedRows<Row>(db, name, build)(values) : ((await build(db)) as unknown as Row[]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { gigs: page.map(toGig), nextCursor: rows.length > query.limit && last ? encodeCursor(sort, last.sortKey, last.id) : null };
}

/** The gigs with these ids, with their sellers, in the order given; a gig deleted meanwhile is left out (also the saved gigs list's). */
export async function gigsInOrder(db: Database, ids: string[]): Promise<Gig[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(gigColumns).from(gigs).innerJoin(users, eq(users.id, gigs.userId)).where(inArray(gigs.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []).map(toGig);
}

/** Search results in sales or creation order: the matches' keys first (see firstMatches), then the page's gigs. */
async function searchPage(db: Database, filters: SQL[], tsquery: string, sort: OrderedSort, cursor: Cursor | undefined, limit: number): Promise<GigPage> {
  const where = cursor ? [...filters, afterCursor(sort, cursor)] : filters;
  const hits = await firstMatches(db, where, tsquery, sort, limit + 1);
  const page = hits.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = hits.length > limit && last ? encodeCursor(sort, sort === 'sales' ? last.sales : last.createdAt, last.id) : null;
  return { gigs: await gigsInOrder(db, page.map((h) => h.id)), nextCursor };
}

const byRankThenId = (a: { rank: number; id: string }, b: { rank: number; id: string }) => b.rank - a.rank || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * A page of the ranked pool (see rankedPool): the pool's keys and ranks (firstMatches), then the
 * page's gigs by id. When the pool ends on this page and more gigs match, the next cursor
 * continues after the pool by sales.
 */
async function rankedPage(db: Database, filters: SQL[], tsquery: string, cursor: Cursor | undefined, limit: number): Promise<GigPage> {
  const after = cursor ? decodeNumberCursor(cursor, 'relevance') : null;
  const found = await firstMatches(db, filters, tsquery, 'sales', rankedPool + 1);
  const pool = found.slice(0, rankedPool);
  const ranked = [...pool].sort(byRankThenId).filter((g) => !after || byRankThenId(g, { rank: after.value, id: after.id }) > 0);
  const page = ranked.slice(0, limit);

  let nextCursor: string | null = null;
  const last = page.at(-1);
  const poolEnd = pool.at(-1);
  if (ranked.length > limit && last) nextCursor = encodeCursor('relevance', last.rank, last.id);
  else if (found.length > rankedPool && poolEnd) nextCursor = encodeCursor('sales', poolEnd.sales, poolEnd.id);
  return { gigs: await gigsInOrder(db, page.map((g) => g.id)), nextCursor };
}

async function findGigRow(db: Database, id: string): Promise<GigRow | undefined> {
  const [row] = await db.select(gigColumns).from(gigs).innerJoin(users, eq(users.id, gigs.userId)).where(eq(gigs.id, id)).limit(1);
  return row;
}

/**
 * One gig with its seller's public profile and figures, in one query; 404 when missing. The
 * figures (gigs, stars over all gigs, completed orders) are counters the database keeps from
 * the gigs and orders themselves (migration 0005), so a seller with 100,000 gigs costs what one
 * with 2 does.
 */
export async function getGigDetail(db: Database, id: string): Promise<GigDetail> {
  // Prepared: planning this join took longer than running it.
  const query = prepared(db, 'gig_detail', (d) =>
    d
      .select({
        ...gigColumns,
        sellerDesc: users.desc,
        sellerCountry: users.country,
        sellerCreatedAt: users.createdAt,
        sellerGigs: users.gigCount,
        sellerTotalStars: users.gigTotalStars,
        sellerStarNumber: users.gigStarNumber,
        sellerPaidOrders: users.paidOrders,
      })
      .from(gigs)
      .innerJoin(users, eq(users.id, gigs.userId))
      .where(eq(gigs.id, sql.placeholder('id')))
      .limit(1)
      .prepare('gig_detail'),
  );
  const [row] = await query.execute({ id });
  if (!row) throw notFound(gigTexts.gigNotFound);
  const gig = toGig(row);
  return {
    ...gig,
    seller: {
      ...gig.seller,
      desc: row.sellerDesc,
      country: row.sellerCountry,
      createdAt: row.sellerCreatedAt.toISOString(),
      totalStars: row.sellerTotalStars,
      starNumber: row.sellerStarNumber,
      paidOrders: row.sellerPaidOrders,
      gigs: row.sellerGigs,
    },
  };
}

const filePath = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The file ids behind a gig's cover and image URLs. Each must be an address POST /api/uploads
 * gave this seller for a gig; anything else (another seller's image, an avatar, a foreign
 * address) is a 400 naming the field.
 */
async function gigFileIds(db: Database, sellerId: string, input: Pick<GigInput, 'cover' | 'images'>) {
  const idOf = (url: string) => filePath.exec(url)?.[1]?.toLowerCase() ?? null;
  const coverId = idOf(input.cover);
  const imageIds = input.images.map(idOf);
  const wanted = [coverId, ...imageIds].filter((id): id is string => id !== null);
  const owned = await ownedFileIds(db, sellerId, 'gig', wanted);
  const fields: Record<string, string> = {};
  if (!coverId || !owned.has(coverId)) fields.cover = gigTexts.notYourFile;
  imageIds.forEach((id, i) => {
    if (!id || !owned.has(id)) fields[`images.${i}`] ??= gigTexts.notYourFile;
  });
  if (Object.keys(fields).length > 0) throw badRequest(gigTexts.notYourFile, fields);
  return { coverFileId: coverId!, imageFileIds: imageIds as string[] };
}

const gigValues = (input: GigInput) => ({
  title: input.title,
  cat: input.cat,
  desc: input.desc,
  shortTitle: input.shortTitle,
  shortDesc: input.shortDesc,
  deliveryTime: input.deliveryTime,
  revisionNumber: input.revisionNumber,
  features: input.features,
  price: input.price,
});

/** Creates a gig for this seller; sales and ratings start at zero (the server's fields). */
export async function createGig(db: Database, seller: SessionUser, input: GigInput): Promise<Gig> {
  const fileIds = await gigFileIds(db, seller.id, input);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(gigs)
      .values({ ...gigValues(input), ...fileIds, userId: seller.id })
      .returning({ id: gigs.id });
    await attachFiles(tx, [fileIds.coverFileId, ...fileIds.imageFileIds]);
    await publish(tx, 'gig.created', { gigId: created.id, sellerId: seller.id });
    return created.id;
  });
  return toGig((await findGigRow(db, id))!);
}

/** Replaces a gig's seller-owned fields; only its seller may (404 missing, 403 anyone else). */
export async function updateGig(db: Database, user: SessionUser, id: string, input: GigInput): Promise<Gig> {
  const sellerId = await findGigOwner(db, id);
  if (sellerId === undefined) throw notFound(gigTexts.gigNotFound);
  if (!canEditGig(user, { userId: sellerId })) throw forbidden(gigTexts.notYourGig);
  const fileIds = await gigFileIds(db, user.id, input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ coverFileId: gigs.coverFileId, imageFileIds: gigs.imageFileIds }).from(gigs).where(eq(gigs.id, id)).for('update');
    await tx
      .update(gigs)
      .set({ ...gigValues(input), ...fileIds })
      .where(eq(gigs.id, id));
    await attachFiles(tx, [fileIds.coverFileId, ...fileIds.imageFileIds]);
    if (before) {
      const shown = new Set([fileIds.coverFileId, ...fileIds.imageFileIds]);
      await releaseGigFiles(tx, sellerId, id, [before.coverFileId, ...before.imageFileIds].filter((f) => !shown.has(f)));
    }
  });
  return toGig((await findGigRow(db, id))!);
}

/**
 * Pictures a gig no longer shows (replaced, or the gig deleted) are released, so they stop taking
 * the seller's storage, unless another of the seller's gigs shows them too (generated catalogues
 * share pictures between copies). A paid order's cover is kept by the files module's keeper rule.
 */
async function releaseGigFiles(tx: Transaction, sellerId: string, gigId: string, fileIds: string[]) {
  const candidates = [...new Set(fileIds)];
  if (candidates.length === 0) return;
  const ids = sql`array[${sql.join(
    candidates.map((f) => sql`${f}`),
    sql`, `,
  )}]::uuid[]`;
  const inUse = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select distinct f.id from ${gigs} g, unnest(${ids}) as f(id)
      where g.user_id = ${sellerId} and g.id <> ${gigId} and (g.cover_file_id = f.id or f.id = any(g.image_file_ids))`),
  ).map((r) => r.id);
  await releaseFiles(tx, candidates.filter((f) => !inUse.includes(f)));
}

/**
 * Deletes a gig (its seller or an admin). Its reviews go with it (ON DELETE CASCADE); orders keep
 * their copies of title, image and price and lose only the link (gig_id SET NULL), so buyers and
 * sellers still see what was bought. Its pictures are released (a paid order's cover stays for the order).
 */
export async function deleteGig(db: Database, user: SessionUser, id: string): Promise<void> {
  const sellerId = await findGigOwner(db, id);
  if (sellerId === undefined) throw notFound(gigTexts.gigNotFound);
  if (!canDeleteGig(user, { userId: sellerId })) throw forbidden(gigTexts.deleteNotAllowed);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(gigs)
      .where(eq(gigs.id, id))
      .returning({ sellerId: gigs.userId, totalStars: gigs.totalStars, starNumber: gigs.starNumber, coverFileId: gigs.coverFileId, imageFileIds: gigs.imageFileIds });
    if (!gone) return;
    const { coverFileId, imageFileIds, ...figures } = gone;
    await publish(tx, 'gig.deleted', { gigId: id, ...figures });
    await releaseGigFiles(tx, figures.sellerId, id, [coverFileId, ...imageFileIds]);
  });
}

/** The gig's seller id, or undefined when there is no such gig (edits, deletions and reviews check ownership with it). */
export async function findGigOwner(db: Database, id: string): Promise<string | undefined> {
  const query = prepared(db, 'gig_owner', (d) => d.select({ userId: gigs.userId }).from(gigs).where(eq(gigs.id, sql.placeholder('id'))).limit(1).prepare('gig_owner'));
  const [gig] = await query.execute({ id });
  return gig?.userId;
}

/** The titles of these gigs by id, in one query (the reviews a seller received name their gig). */
export async function gigTitles(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: gigs.id, title: gigs.title }).from(gigs).where(inArray(gigs.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/**
 * The gig as checkout copies it into an order, with its seller: read from the database by the
 * module that takes the money, whatever a client sends or the gig API shows.
 */
export async function checkoutGig(db: Database, gigId: string) {
  const [row] = await db
    .select({
      id: gigs.id,
      title: gigs.title,
      coverFileId: gigs.coverFileId,
      price: gigs.price,
      deliveryTime: gigs.deliveryTime,
      revisionNumber: gigs.revisionNumber,
      sellerId: gigs.userId,
      sellerUsername: users.username,
      sellerImgFileId: users.imgFileId,
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.userId))
    .where(eq(gigs.id, gigId))
    .limit(1);
  return row;
}
