import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigCategoryAliases, gigQueryKeys, gigTexts, sellerQueryKeys, texts, ur, type Gig, type GigDetail, type GigList } from '@market/shared';
import { gigs, orders, reviews } from '../src/db/schema/index.js';
import { gigDetailPreload, gigListPreload } from '../src/modules/gigs/preload.js';
import { gigsSitemap } from '../src/modules/gigs/sitemap.js';
import { namedSellers, rankedPool } from '../src/modules/gigs/service.js';
import { firstMatches } from '../src/modules/gigs/search-walk.js';
import { surelyMany } from '../src/modules/gigs/word-stats.js';
import { settleIntent } from '../src/modules/orders/index.js';
import { recountSellerFigures } from '../src/seed/seller-figures.js';
import { matchesSearch, searchQuery } from '../src/modules/gigs/search.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createUser, signedIn } from './helpers/factories.js';
import { gigImage, gigInput, insertGigs } from './helpers/gigs.js';

let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let seller: Session;
let otherSeller: Session;
let buyer: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t.app, t.db, 'seller');
  otherSeller = await signedIn(t.app, t.db, 'seller');
  buyer = await signedIn(t.app, t.db, 'user');
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/gigs?${query}` });
  return { status: res.statusCode, body: res.json() as GigList & { message?: string } };
};
/** Follows nextCursor to the end and returns every id in order. */
async function walk(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const res = await list(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.gigs.map((g) => g._id));
    cursor = res.body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('cursor walk did not end');
}

describe('GET /api/gigs: filters, sorts and keyset pages', () => {
  let owner: string;
  let many: string[];
  const base = new Date('2026-01-01T00:00:00.000Z').getTime();

  beforeAll(async () => {
    owner = (await createUser(t.db, 'seller')).user.id;
    // 23 gigs of one category with ties on sales and on created_at (same instant), so the id must break them.
    many = await insertGigs(
      t,
      owner,
      Array.from({ length: 23 }, (_, i) => ({
        cat: 'photography',
        sales: i % 4,
        price: 5 + i,
        createdAt: new Date(base + Math.floor(i / 3) * 1000 + (i % 3 === 2 ? 0.5 : 0)),
      })),
    );
  });

  it('answers every field of a gig, URLs for images and the seller public name and avatar', async () => {
    const { status, body } = await list(`cat=photography&limit=1`);
    expect(status).toBe(200);
    const gig = body.gigs[0];
    expect(Object.keys(gig).sort()).toEqual(
      ['_id', 'userId', 'title', 'cat', 'cover', 'images', 'desc', 'shortTitle', 'shortDesc', 'deliveryTime', 'revisionNumber', 'features', 'price', 'totalStars', 'starNumber', 'sales', 'createdAt', 'seller'].sort(),
    );
    expect(gig.cover).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(gig.seller).toEqual({ _id: owner, username: expect.any(String), img: '/img/noavatar.svg', isSeller: true });
    expect(JSON.stringify(gig)).not.toMatch(/password|email|cnic/i);
  });

  it('sorts by sales by default, best first, with the id breaking ties', async () => {
    const { body } = await list('cat=photography&limit=100');
    expect(body.gigs).toHaveLength(23);
    const keys = body.gigs.map((g) => [g.sales, g._id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1));
    expect(keys).toEqual(sorted);
  });

  it('sorts by createdAt, newest first', async () => {
    const { body } = await list('cat=photography&sort=createdAt&limit=100');
    const times = body.gigs.map((g) => new Date(g.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each(['sales', 'createdAt'])('walks every gig once by cursor, sorted by %s', async (sort) => {
    const all = (await list(`cat=photography&sort=${sort}&limit=100`)).body.gigs.map((g) => g._id);
    for (const size of [1, 4, 7]) {
      const walked = await walk(`cat=photography&sort=${sort}`, size);
      expect(walked).toEqual(all);
      expect(new Set(walked).size).toBe(many.length);
    }
  });

  it('filters by category, seller and price bounds (both inclusive)', async () => {
    const byCat = await list('cat=photography&limit=100');
    expect(byCat.body.gigs.every((g) => g.cat === 'photography')).toBe(true);
    const byUser = await list(`userId=${owner}&limit=100`);
    expect(byUser.body.gigs.map((g) => g._id).sort()).toEqual([...many].sort());
    const bounded = await list('cat=photography&min=10&max=12&limit=100');
    expect(bounded.body.gigs.map((g) => g.price).sort()).toEqual([10, 11, 12]);
    const exact = await list('cat=photography&min=27&max=27');
    expect(exact.body.gigs.map((g) => g.price)).toEqual([27]);
    const above = await list('cat=photography&min=28');
    expect(above.body.gigs).toEqual([]);
    expect(above.body.nextCursor).toBeNull();
  });

  it('combines category, price and newest', async () => {
    const { body } = await list('cat=photography&min=20&sort=createdAt&limit=100');
    expect(body.gigs.map((g) => g.price).sort((a, b) => a - b)).toEqual([20, 21, 22, 23, 24, 25, 26, 27]);
  });

  it('treats empty parameters as absent', async () => {
    const { status, body } = await list('cat=photography&min=&max=&search=&sort=&limit=5');
    expect(status).toBe(200);
    expect(body.gigs).toHaveLength(5);
  });

  it.each([
    ['min=-1', 'min'],
    ['max=1.5', 'max'],
    ['min=abc', 'min'],
    ['min=10&max=5', 'min'],
    ['sort=price', 'sort'],
    ['cat=nope', 'cat'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['userId=123', 'userId'],
    ['cursor=garbage', 'cursor'],
    ['sort=relevance', 'sort'],
    ['extra=1', 'extra'],
  ])('refuses %s with 400', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it('refuses a cursor of another sort order and a damaged one', async () => {
    const first = await list('cat=photography&limit=2');
    const res = await list(`cat=photography&sort=createdAt&cursor=${first.body.nextCursor}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(gigTexts.badCursor);
    const forged = Buffer.from(JSON.stringify(['createdAt', "2026-01-01'; drop table gigs", many[0]])).toString('base64url');
    expect((await list(`sort=createdAt&cursor=${forged}`)).status).toBe(400);
    // Sales compared in SQL: only a whole number in PostgreSQL's integer range (else its error was a 500).
    for (const sales of [1.5, 2 ** 31, -1e300, '7']) {
      const res = await list(`sort=sales&cursor=${Buffer.from(JSON.stringify(['sales', sales, many[0]])).toString('base64url')}`);
      expect(res.status, String(sales)).toBe(400);
      expect(res.body).toEqual({ message: gigTexts.badCursor, code: 'BAD_REQUEST', fields: { cursor: gigTexts.badCursor } });
    }
  });

  it('defaults to 24 gigs a page', async () => {
    const { body } = await list('cat=photography');
    expect(body.gigs).toHaveLength(23);
    const all = await list('');
    expect(all.body.gigs.length).toBeLessThanOrEqual(24);
  });
});

describe('GET /api/gigs: category aliases, delivery time and seller rating', () => {
  let fast: string;
  let slow: string;
  let unrated: string;

  beforeAll(async () => {
    // Three sellers in Business: rated 4.5 (shown as 5 stars), rated 3.4 (shown as 3), never rated.
    const good = (await createUser(t.db, 'seller')).user.id;
    const fair = (await createUser(t.db, 'seller')).user.id;
    const fresh = (await createUser(t.db, 'seller')).user.id;
    [fast] = await insertGigs(t, good, [{ title: 'Quick plan', cat: 'business07', deliveryTime: 1, totalStars: 9, starNumber: 2 }]);
    [slow] = await insertGigs(t, fair, [{ title: 'Slow plan', cat: 'business07', deliveryTime: 10, totalStars: 17, starNumber: 5 }]);
    [unrated] = await insertGigs(t, fresh, [{ title: 'New plan', cat: 'business07', deliveryTime: 3 }]);
  });

  const ids = async (query: string) => {
    const res = await list(`cat=business07&limit=100&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.gigs.map((g) => g._id).sort();
  };

  it('keeps gigs delivered within the days asked', async () => {
    expect(await ids('delivery=1')).toEqual([fast]);
    expect(await ids('delivery=3')).toEqual([fast, unrated].sort());
    expect(await ids('delivery=30')).toEqual([fast, slow, unrated].sort());
    expect((await list('delivery=0')).status).toBe(400);
    expect((await list('delivery=soon')).status).toBe(400);
  });

  it("keeps gigs whose seller's rating, as the pages round it, is at least the stars asked", async () => {
    expect(await ids('rating=5')).toEqual([fast]);
    expect(await ids('rating=4')).toEqual([fast]);
    expect(await ids('rating=3')).toEqual([fast, slow].sort());
    expect((await list('rating=6')).status).toBe(400);
    // With a search too.
    expect((await list('cat=business07&search=plan&rating=3&delivery=5')).body.gigs.map((g) => g._id)).toEqual([fast]);
  });

  it('answers the same when more sellers reach the rating than the list names', async () => {
    // namedSellers + 1 more rated sellers without gigs: the filter then checks each gig's seller.
    await t.db.execute(sql`
      insert into users (id, username, email, password_hash, gig_total_stars, gig_star_number)
      select gen_random_uuid(), 'rated_' || n, 'rated_' || n || '@example.com', 'x', 5, 1 from generate_series(1, ${namedSellers + 1}) n`);
    try {
      expect(await ids('rating=4')).toEqual([fast]);
      expect(await ids('rating=3')).toEqual([fast, slow].sort());
    } finally {
      await t.db.execute(sql`delete from users where username like 'rated\_%'`);
    }
  });

  it('reads the old form values as the category they stand for', async () => {
    const owner = (await createUser(t.db, 'seller')).user.id;
    for (const [alias, id] of Object.entries(gigCategoryAliases)) {
      const [gig] = await insertGigs(t, owner, [{ title: `Alias ${alias}`, cat: id }]);
      const res = await list(`cat=${alias}&limit=100`);
      expect(res.status).toBe(200);
      expect(res.body.gigs.map((g) => g._id), alias).toContain(gig);
      expect(res.body.gigs.every((g) => g.cat === id), alias).toBe(true);
    }
    expect((await list('cat=nonsense')).status).toBe(400);
  });
});

describe('GET /api/gigs?search=', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const owner = (await createUser(t.db, 'seller')).user.id;
    const rows = [
      { key: 'logo', title: 'I will design a modern minimalist logo', shortTitle: 'Minimalist logo', cat: 'music_audio05', sales: 5 },
      { key: 'logos', title: 'Logo designs for startups', shortTitle: 'Startup logos', cat: 'music_audio05', sales: 9 },
      { key: 'wordpress', title: 'I will build your WordPress website', shortTitle: 'WordPress site', cat: 'music_audio05', sales: 1 },
      { key: 'feature', title: 'Podcast editing', shortTitle: 'Podcast edit', cat: 'music_audio05', features: ['Noise removal', 'Chapter markers'] },
      { key: 'desc', title: 'Voice over', shortTitle: 'Voice', cat: 'music_audio05', desc: 'Warm narration recorded in a treated studio.' },
      { key: 'short', title: 'Jingle', shortTitle: 'Jingle', cat: 'music_audio05', shortDesc: 'Catchy radio jingles' },
    ];
    const inserted = await insertGigs(t, owner, rows.map(({ key: _key, ...r }) => r));
    ids = Object.fromEntries(rows.map((r, i) => [r.key, inserted[i]]));
  });

  const found = async (search: string, extra = '') => {
    const res = await list(`search=${encodeURIComponent(search)}&cat=music_audio05&limit=100${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.gigs.map((g) => g._id);
  };

  it('matches stemmed words in titles, short titles, descriptions and features', async () => {
    expect((await found('designing')).sort()).toEqual([ids.logo, ids.logos].sort());
    expect(await found('studios')).toEqual([ids.desc]);
    expect(await found('chapter')).toEqual([ids.feature]);
    expect(await found('jingle radio')).toEqual([ids.short]);
  });

  it('matches partial words', async () => {
    expect((await found('logo desig')).sort()).toEqual([ids.logo, ids.logos].sort());
    expect(await found('wordpr')).toEqual([ids.wordpress]);
  });

  it('matches small typos', async () => {
    expect((await found('logo desgn')).sort()).toEqual([ids.logo, ids.logos].sort());
    expect(await found('wordpres websit')).toEqual([ids.wordpress]);
    expect(await found('minimalsit')).toEqual([ids.logo]);
  });

  it('finds nothing for a term that matches nothing', async () => {
    expect(await found('zqxwvj')).toEqual([]);
    const res = await list('search=zqxwvj&cat=music_audio05');
    expect(res.body).toMatchObject({ gigs: [], nextCursor: null, match: 'all', suggestion: null });
  });

  it('answers the gigs matching most words, ranked by how many, when none matches every word', async () => {
    // 'zqxwvj' matches nothing: the gigs matching 'logo' follow, said to match some of the words.
    const some = await list('search=logo%20zqxwvj&cat=music_audio05');
    expect(some.body.match).toBe('some');
    expect(some.body.gigs.map((g) => g._id).sort()).toEqual([ids.logo, ids.logos].sort());
    // Three words, no gig has all three: the gigs with two come before the gigs with one.
    const ranked = await list('search=minimalist%20logo%20podcast&cat=music_audio05&limit=100');
    expect(ranked.body.match).toBe('some');
    const order = ranked.body.gigs.map((g) => g._id);
    expect(order[0]).toBe(ids.logo); // minimalist + logo
    expect(order.slice(1).sort()).toEqual([ids.logos, ids.feature].sort()); // one word each
    // A full match is said so.
    expect((await list('search=minimalist%20logo&cat=music_audio05')).body.match).toBe('all');
    // Filters hold for the partial matches too.
    const filtered = await list('search=minimalist%20logo%20podcast&cat=music_audio05&max=0');
    expect(filtered.body).toMatchObject({ gigs: [], match: 'all' });
  });

  it('pages the partial matches without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`search=minimalist%20logo%20podcast&cat=music_audio05&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.match).toBe('some');
      seen.push(...res.body.gigs.map((g) => g._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(seen[0]).toBe(ids.logo);
  });

  it('suggests a corrected spelling from the title words', async () => {
    // A word close to none is left out of the suggestion; nothing left, no suggestion.
    const res = await list('search=podcsat%20zqxwvj&cat=music_audio05');
    expect(res.body.suggestion).toBe('podcast');
    expect((await list('search=zqxwvj&cat=music_audio05')).body.suggestion).toBeNull();
    // Known words and prefixes are no typos: no suggestion.
    expect((await list('search=logo%20desig&cat=music_audio05')).body.suggestion).toBeNull();
    expect((await list('search=podcsat&cat=music_audio05')).body.suggestion).toBe('podcast');
  });

  it.each(["'; drop table gigs; --", '.*', '(logo|x)[', '\\', '%_', 'logo & | ! <-> :*', "o'reilly"])('takes SQL, regex and tsquery characters as plain text: %s', async (search) => {
    const res = await list(`search=${encodeURIComponent(search)}`);
    expect(res.status).toBe(200);
  });

  it('finds logo gigs when the search carries operators around the word', async () => {
    expect((await found('logo & | ! <-> :*')).sort()).toEqual([ids.logo, ids.logos].sort());
  });

  it('ranks by relevance by default and walks ranked pages with no duplicate or gap', async () => {
    const ranked = await found('logo');
    expect(ranked.sort()).toEqual([ids.logo, ids.logos].sort());
    const all = (await list('search=logo%20design&limit=100')).body.gigs.map((g) => g._id);
    const walked = await walk('search=logo%20design', 1);
    expect(walked).toEqual(all);
    expect(new Set(walked).size).toBe(all.length);
  });

  it('sorts search results by sales when asked', async () => {
    expect(await found('logo', '&sort=sales')).toEqual([ids.logos, ids.logo]);
  });
});

describe('GET /api/gigs?search=: relevance past the ranked pool', () => {
  const n = rankedPool + 30;
  let bySales: string[];
  let strong: Set<string>;

  beforeAll(async () => {
    const owner = (await createUser(t.db, 'seller')).user.id;
    // Sales i, so the best-selling order is the reverse of insertion; every third gig says the
    // word twice in its title and ranks above the others; the last 30 cost more.
    const ids = await insertGigs(
      t,
      owner,
      Array.from({ length: n }, (_, i) => ({ title: i % 3 === 0 ? 'Quokka quokka portraits' : 'Quokka portraits', sales: i, price: i < 30 ? 20 : 10 })),
    );
    bySales = [...ids].reverse();
    strong = new Set(ids.filter((_, i) => i % 3 === 0));
  });

  it('ranks the best-selling matches by relevance, then goes on by sales, with no duplicate or gap', async () => {
    const walked = await walk('search=quokka', 50);
    expect(walked).toHaveLength(n);
    expect(new Set(walked).size).toBe(n);
    const pool = bySales.slice(0, rankedPool);
    expect(new Set(walked.slice(0, rankedPool))).toEqual(new Set(pool));
    const strongInPool = pool.filter((id) => strong.has(id));
    expect(new Set(walked.slice(0, strongInPool.length))).toEqual(new Set(strongInPool));
    expect(walked.slice(rankedPool)).toEqual(bySales.slice(rankedPool));
  });

  it('ends on the pool when nothing else matches', async () => {
    // Exactly rankedPool gigs cost 10: the pool is full and nothing follows it.
    const pages: GigList[] = [];
    let cursor = '';
    for (let i = 0; i < 3; i++) {
      const { status, body } = await list(`search=quokka&max=10&limit=${rankedPool / 3}${cursor}`);
      expect(status).toBe(200);
      pages.push(body);
      cursor = `&cursor=${encodeURIComponent(body.nextCursor ?? '')}`;
    }
    expect(pages.map((p) => p.gigs.length)).toEqual([rankedPool / 3, rankedPool / 3, rankedPool / 3]);
    expect(pages[2].nextCursor).toBeNull();
  });
});

describe('firstMatches: the window, then the search index past it', () => {
  let owner: string;
  let tsquery: string;

  beforeAll(async () => {
    owner = (await createUser(t.db, 'seller')).user.id;
    // 60 gigs of one seller; every fourth says 'okapi', the rest do not, so a small window holds
    // fewer matches than asked for and the rest must come from past it.
    await insertGigs(
      t,
      owner,
      Array.from({ length: 60 }, (_, i) => ({
        title: i % 4 === 0 ? 'Okapi sketches' : 'Plain sketches',
        sales: (i * 7) % 13,
        price: 10 + (i % 5),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i % 17)),
      })),
    );
    tsquery = (await searchQuery(t.db, ['okapi'], false)).tsquery!;
  });

  /** Every match, sorted by the key then id, as one plain query would give them. */
  async function allMatches(key: 'sales' | 'createdAt', filters: SQL[]) {
    const column = key === 'sales' ? gigs.sales : gigs.createdAt;
    const rows = await t.db
      .select({ id: gigs.id })
      .from(gigs)
      .where(and(eq(gigs.userId, owner), matchesSearch(tsquery), ...filters))
      .orderBy(sql`${column} desc nulls last`, sql`${gigs.id} desc nulls last`);
    return rows.map((r) => r.id);
  }

  // few 2: the search index alone cannot take all 15 matches, so the window (and past it) must.
  it.each([
    ['sales', 2, 4, 3],
    ['sales', 2, 10, 8],
    ['createdAt', 2, 10, 8],
    ['sales', 2, 15, 100],
    ['createdAt', 2, 20, 5],
    ['sales', 500, 5000, 8],
    ['createdAt', 500, 5000, 100],
  ] as const)('gives the same first matches as one query (order %s, few %i, window %i, take %i)', async (key, few, window, take) => {
    for (const filters of [[], [gte(gigs.price, 12)]]) {
      const expected = (await allMatches(key, filters)).slice(0, take);
      // Both orders of the steps: matches first (rare words), window first (common words).
      for (const expectMany of [false, true]) {
        const hits = await firstMatches(t.db, [eq(gigs.userId, owner), ...filters], tsquery, key, take, { few, window }, expectMany);
        expect(hits.map((h) => h.id)).toEqual(expected);
        expect(hits.every((h) => h.rank > 0)).toBe(true);
      }
    }
  });
});

describe('surelyMany: common words from the statistics', () => {
  const stats = { gigs: 1000, share: new Map([['logo', 0.05], ['design', 0.3], ['descript', 0.01]]) };
  it.each([
    ["'logo'", 0.04, true],
    ["'logo'", 0.06, false],
    ["'logo' & ( 'design' | 'descript' )", 0.04, true],
    ["'design' & 'zanoria'", 0.001, false],
    ["'logo':*", 0.001, false],
    ["'logo'", 0, true],
  ] as const)('%s at a share of %s: %s', (tsquery, share, expected) => {
    expect(surelyMany(tsquery, stats, share)).toBe(expected);
  });
  it('is never sure without statistics', () => expect(surelyMany("'logo'", null, 0)).toBe(false));
});

describe('GET /api/gigs/single/:id', () => {
  it('answers the gig with the seller figures computed from data', async () => {
    const { user } = await createUser(t.db, 'seller', { desc: 'I make things', country: 'Pakistan' });
    const [a, b] = await insertGigs(t, user.id, [
      { totalStars: 9, starNumber: 2 },
      { totalStars: 4, starNumber: 1 },
    ]);
    await t.db.insert(orders).values([
      { gigId: a, img: '/x', title: 'x', price: 10, sellerId: user.id, buyerId: buyer.user.id, isPaid: true, provider: 'local', paymentIntent: `pi_${a}` },
      { gigId: b, img: '/x', title: 'x', price: 10, sellerId: user.id, buyerId: buyer.user.id, isPaid: false, provider: 'local', paymentIntent: `pi_${b}` },
    ]);
    // Written below the service: the figures are recounted as the seed does.
    await recountSellerFigures(t.db, [user.id]);
    const res = await t.app.inject({ method: 'GET', url: `/api/gigs/single/${a}` });
    expect(res.statusCode).toBe(200);
    const gig = res.json() as GigDetail;
    expect(gig._id).toBe(a);
    expect(gig.seller).toMatchObject({ _id: user.id, username: user.username, desc: 'I make things', country: 'Pakistan', totalStars: 13, starNumber: 3, paidOrders: 1, gigs: 2 });
    expect(gig.seller.createdAt).toBe(user.createdAt.toISOString());
  });

  it('keeps the seller figures equal to the data through creates, reviews, sales, deletes and a reviewer leaving', async () => {
    const maker = await signedIn(t.app, t.db, 'seller');
    const reviewer = await signedIn(t.app, t.db, 'user');
    const sellerId = maker.user.id;
    /** The figures as the gig page shows them, and as counted from the rows themselves. */
    const figures = async (gigId: string) => {
      const shown = ((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gigId}` })).json() as GigDetail).seller;
      const mine = await t.db.select().from(gigs).where(eq(gigs.userId, sellerId));
      const paid = await t.db.select().from(orders).where(eq(orders.sellerId, sellerId));
      const counted = {
        gigs: mine.length,
        totalStars: mine.reduce((sum, g) => sum + g.totalStars, 0),
        starNumber: mine.reduce((sum, g) => sum + g.starNumber, 0),
        paidOrders: paid.filter((o) => o.isPaid).length,
      };
      expect({ gigs: shown.gigs, totalStars: shown.totalStars, starNumber: shown.starNumber, paidOrders: shown.paidOrders }).toEqual(counted);
      return counted;
    };
    const post = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/gigs', payload: await gigInput(t, sellerId), headers: { cookie: maker.cookie } });
      expect(res.statusCode).toBe(201);
      return (res.json() as Gig)._id;
    };
    const review = async (cookie: string, gigId: string, star: number) =>
      expect((await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { gigId, desc: 'Good work', star }, headers: { cookie } })).statusCode).toBe(201);

    const first = await post();
    const second = await post();
    expect(await figures(first)).toEqual({ gigs: 2, totalStars: 0, starNumber: 0, paidOrders: 0 });
    await review(reviewer.cookie, first, 5);
    await review(buyer.cookie, second, 2);
    expect(await figures(first)).toEqual({ gigs: 2, totalStars: 7, starNumber: 2, paidOrders: 0 });

    await t.db.insert(orders).values([
      { gigId: first, img: '/x', title: 'x', price: 10, sellerId, buyerId: buyer.user.id, provider: 'local', paymentIntent: `pi_fig_${first}` },
      { gigId: second, img: '/x', title: 'x', price: 10, sellerId, buyerId: reviewer.user.id, provider: 'local', paymentIntent: `pi_fig_${second}` },
    ]);
    expect((await figures(first)).paidOrders).toBe(0);
    // Paid the way the processor's confirmation pays them (the webhook and PUT /api/orders call this).
    for (const order of await t.db.select().from(orders).where(eq(orders.sellerId, sellerId))) {
      const intent = { id: order.paymentIntent, status: 'succeeded', amount: 1000, currency: 'usd', clientSecret: '', metadata: {} };
      expect((await settleIntent(t.db, intent, order)).outcome).toBe('paid');
    }
    expect((await figures(first)).paidOrders).toBe(2);

    // The second gig goes with its review; its order stays (and stays completed).
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gigs/${second}`, headers: { cookie: maker.cookie } })).statusCode).toBe(200);
    expect(await figures(first)).toEqual({ gigs: 1, totalStars: 5, starNumber: 1, paidOrders: 2 });
    // The reviewer leaves: their review goes; the order they paid for stays, and still counts.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${reviewer.user.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect(await figures(first)).toEqual({ gigs: 1, totalStars: 0, starNumber: 0, paidOrders: 2 });
  });

  it('answers 404 for a missing gig and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gigs/single/0190c1a0-0000-7000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/gigs/single/nope' })).statusCode).toBe(400);
  });
});

describe('POST, PUT and DELETE /api/gigs', () => {
  const create = async (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/gigs', payload: payload as object, headers: cookie ? { cookie } : {} });

  it('creates a gig for a seller with the server owning counters and dates', async () => {
    const input = await gigInput(t, seller.user.id);
    const res = await create(seller.cookie, input);
    expect(res.statusCode, res.body).toBe(201);
    const gig = res.json() as Gig;
    expect(gig).toMatchObject({ ...input, userId: seller.user.id, sales: 0, totalStars: 0, starNumber: 0 });
    const [row] = await t.db.select().from(gigs).where(eq(gigs.id, gig._id));
    expect(row.price).toBe(40);
    const listed = await list(`userId=${seller.user.id}`);
    expect(listed.body.gigs.map((g) => g._id)).toContain(gig._id);
  });

  it('stores an old form category as the category it stands for', async () => {
    const res = await create(seller.cookie, { ...(await gigInput(t, seller.user.id)), cat: 'design' });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Gig).cat).toBe('graphic_design01');
    const [row] = await t.db.select({ cat: gigs.cat }).from(gigs).where(eq(gigs.id, (res.json() as Gig)._id));
    expect(row.cat).toBe('graphic_design01');
    // Gone again: later tests count this seller's gigs.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/gigs/${(res.json() as Gig)._id}`, headers: { cookie: seller.cookie } });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses buyers (403) and visitors (401)', async () => {
    const input = await gigInput(t, buyer.user.id);
    expect((await create(buyer.cookie, input)).statusCode).toBe(403);
    expect((await create(undefined, input)).statusCode).toBe(401);
  });

  it.each(['userId', 'sales', 'totalStars', 'starNumber', 'createdAt'])('refuses the server-owned field %s', async (field) => {
    const res = await create(seller.cookie, { ...(await gigInput(t, seller.user.id)), [field]: field === 'createdAt' ? '2020-01-01' : 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe('This field is not allowed');
  });

  it.each([
    ['price', 0],
    ['price', -5],
    ['price', 9.5],
    ['price', '40'],
    ['deliveryTime', 0],
    ['revisionNumber', 1.2],
    ['title', ''],
    ['title', 'x'.repeat(101)],
    ['desc', '   '],
    ['cat', 'cooking'],
    ['features', Array.from({ length: 21 }, (_, i) => `f${i}`)],
  ])('refuses %s = %j', async (field, value) => {
    const res = await create(seller.cookie, { ...(await gigInput(t, seller.user.id)), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).join()).toContain(field);
  });

  it('refuses more than 10 images and missing fields', async () => {
    const input = await gigInput(t, seller.user.id);
    expect((await create(seller.cookie, { ...input, images: Array(11).fill(input.cover) })).statusCode).toBe(400);
    const { shortDesc: _omit, ...rest } = input;
    expect((await create(seller.cookie, rest)).json().fields.shortDesc).toBe('Required');
  });

  it("refuses images that are not this seller's gig uploads", async () => {
    const others = await gigImage(t, otherSeller.user.id);
    const avatar = await gigImage(t, seller.user.id, 'avatar');
    const input = await gigInput(t, seller.user.id);
    for (const [patch, field] of [
      [{ cover: others }, 'cover'],
      [{ images: [input.cover, others] }, 'images.1'],
      [{ cover: avatar }, 'cover'],
      [{ cover: 'https://evil.example/a.png' }, 'cover'],
      [{ images: ['/api/files/0190c1a0-0000-7000-8000-000000000000'] }, 'images.0'],
    ] as const) {
      const res = await create(seller.cookie, { ...input, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(gigTexts.notYourFile);
    }
    const count = (await t.db.select().from(gigs).where(eq(gigs.userId, seller.user.id))).length;
    expect(count).toBe(1);
  });

  it('lets only the owner edit (403 others, admins included; 404 missing)', async () => {
    const gig = (await create(seller.cookie, await gigInput(t, seller.user.id))).json() as Gig;
    const changed = await gigInput(t, seller.user.id, { title: 'A corrected title', price: 55, features: [] });
    const put = (cookie: string, id = gig._id, payload: object = changed) => t.app.inject({ method: 'PUT', url: `/api/gigs/${id}`, payload, headers: { cookie } });
    const res = await put(seller.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'A corrected title', price: 55, features: [], cover: changed.cover });
    expect((await put(otherSeller.cookie, gig._id, await gigInput(t, otherSeller.user.id))).statusCode).toBe(403);
    expect((await put(admin.cookie)).statusCode).toBe(403);
    expect((await put(seller.cookie, '0190c1a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(seller.cookie, gig._id, { ...changed, sales: 1000 })).statusCode).toBe(400);
    expect((await put(seller.cookie, gig._id, { ...changed, cover: await gigImage(t, otherSeller.user.id) })).statusCode).toBe(400);
  });

  it('lets the owner or an admin delete; reviews go, orders keep their copy', async () => {
    const del = (cookie: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/gigs/${id}`, headers: { cookie } });
    const first = (await create(seller.cookie, await gigInput(t, seller.user.id))).json() as Gig;
    const second = (await create(seller.cookie, await gigInput(t, seller.user.id))).json() as Gig;
    await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { gigId: first._id, desc: 'Good', star: 5 }, headers: { cookie: buyer.cookie } });
    await t.db.insert(orders).values({ gigId: first._id, img: first.cover, title: first.title, price: first.price, sellerId: seller.user.id, buyerId: buyer.user.id, provider: 'local', paymentIntent: `pi_del_${first._id}` });

    expect((await del(otherSeller.cookie, first._id)).statusCode).toBe(403);
    expect((await del(buyer.cookie, first._id)).statusCode).toBe(403);
    expect((await del(seller.cookie, first._id)).statusCode).toBe(200);
    expect((await del(seller.cookie, first._id)).statusCode).toBe(404);
    expect((await del(admin.cookie, second._id)).statusCode).toBe(200);

    expect(await t.db.select().from(reviews).where(eq(reviews.gigId, first._id))).toEqual([]);
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentIntent, `pi_del_${first._id}`));
    expect(order).toMatchObject({ gigId: null, title: first.title, price: first.price, img: first.cover });
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${first._id}` })).statusCode).toBe(404);
  });
});

describe('page preloads', () => {
  it('registers /gigs and /gigs/:id', () => {
    expect(t.app.pagePreloads.map((p) => p.path)).toEqual(expect.arrayContaining(['/gigs', '/gigs/:id']));
  });

  it('/gigs preloads the first page under the list key the page uses', async () => {
    const result = await gigListPreload.load({ app: t.app, params: {}, query: { cat: 'photography', min: '10', sort: 'createdAt', junk: 'x' } });
    expect(result!.title).toBe('Photography');
    const [query] = result!.queries;
    expect(query.key).toEqual(gigQueryKeys.list({ cat: 'photography', min: 10, sort: 'createdAt' }));
    const api = await list('cat=photography&min=10&sort=createdAt');
    expect(query.data).toEqual({ pages: [api.body], pageParams: [null] });
    expect(result!.images).toEqual([api.body.gigs[0].cover]);
    // Filters and order do not make another page: the category's list is the canonical one.
    expect(result!.canonical).toBe('/gigs?cat=photography');
    expect((await gigListPreload.load({ app: t.app, params: {}, query: { search: 'logo' } }))!.canonical).toBe('/gigs');
  });

  it('/gigs is titled and described in the page\'s language: English by default, Urdu from the Urdu catalogue', async () => {
    const page = async (query: Record<string, string>, language?: 'en' | 'ur') => {
      const result = await gigListPreload.load({ app: t.app, params: {}, query, language });
      return { title: result!.title, description: result!.description };
    };
    expect(await page({})).toEqual({ title: 'All services', description: 'Gigs for All services: compare prices, ratings and delivery times.' });
    expect(await page({ search: 'logo' }, 'en')).toEqual({ title: 'Results for "logo"', description: 'Gigs for "logo": compare prices, ratings and delivery times.' });
    // An alias stands for its category, titled as it.
    expect(await page({ cat: 'design' })).toEqual({ title: 'Graphics & Design', description: 'Gigs for Graphics & Design: compare prices, ratings and delivery times.' });
    expect(await page({}, 'ur')).toEqual({ title: 'تمام سروسز', description: 'تمام سروسز کی گِگز: قیمتیں، ریٹنگز اور ڈیلیوری کے اوقات کا موازنہ کریں۔' });
    expect(await page({ cat: 'photography' }, 'ur')).toEqual({ title: 'فوٹوگرافی', description: 'فوٹوگرافی کی گِگز: قیمتیں، ریٹنگز اور ڈیلیوری کے اوقات کا موازنہ کریں۔' });
    expect(await page({ search: 'logo' }, 'ur')).toEqual({ title: '"logo" کے نتائج', description: '"logo" کی گِگز: قیمتیں، ریٹنگز اور ڈیلیوری کے اوقات کا موازنہ کریں۔' });
    // A missing gig's page is titled in Urdu too, its seeded error in Urdu.
    expect(await gigDetailPreload.load({ app: t.app, params: { id: 'nope' }, query: {}, language: 'ur' })).toMatchObject({
      status: 404,
      title: 'صفحہ نہیں ملا',
      errors: [{ status: 404, message: 'نہیں ملا۔' }],
    });
  });

  it('/gigs?cursor= (Load more without script) preloads the page after the cursor under its own key; a damaged cursor is a 400 with the API\'s error', async () => {
    const first = await list('sort=createdAt&limit=1');
    const cursor = first.body.nextCursor!;
    expect(cursor).toBeTruthy();
    const result = await gigListPreload.load({ app: t.app, params: {}, query: { sort: 'createdAt', cursor } });
    const [query] = result!.queries;
    expect(query.key).toEqual(gigQueryKeys.list({ sort: 'createdAt' }, cursor));
    const api = await list(`sort=createdAt&cursor=${encodeURIComponent(cursor)}`);
    expect(query.data).toEqual({ pages: [api.body], pageParams: [cursor] });
    expect(api.body.gigs.map((g) => g._id)).not.toContain(first.body.gigs[0]._id);
    // The page's address stays the list's one.
    expect(result!.canonical).toBe('/gigs');

    const damaged = await gigListPreload.load({ app: t.app, params: {}, query: { cursor: 'nonsense' } });
    expect(damaged).toMatchObject({ status: 400, queries: [], errors: [{ key: gigQueryKeys.list({}, 'nonsense'), status: 400, message: texts.badCursor }] });
    // On an Urdu page the seeded error is the one the API answers in Urdu.
    const urdu = await gigListPreload.load({ app: t.app, params: {}, query: { cursor: 'nonsense' }, language: 'ur' });
    expect(urdu!.errors).toEqual([{ key: gigQueryKeys.list({}, 'nonsense'), status: 400, message: ur.texts.badCursor }]);
  });

  it('/gigs/:id preloads the gig, its first reviews and its seller\'s profile, titled by the gig; 404 with the API\'s error when unknown', async () => {
    const gig = (await t.app.inject({ method: 'POST', url: '/api/gigs', payload: await gigInput(t, seller.user.id), headers: { cookie: seller.cookie } })).json() as Gig;
    const result = await gigDetailPreload.load({ app: t.app, params: { id: gig._id }, query: {} });
    expect(result!.title).toBe(gig.title);
    expect(result!.description).toBe(gig.shortDesc);
    expect(result!.images).toEqual([gig.images[0]]);
    expect(result!.canonical).toBe(`/gigs/${gig._id}`);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).json();
    const reviewsPage = (await t.app.inject({ method: 'GET', url: `/api/reviews/${gig._id}` })).json();
    const sellerProfile = (await t.app.inject({ method: 'GET', url: `/api/users/${seller.user.id}` })).json();
    expect(result!.queries).toEqual([
      { key: gigQueryKeys.detail(gig._id), data: detail },
      { key: gigQueryKeys.reviews(gig._id), data: { pages: [reviewsPage], pageParams: [null] } },
      { key: sellerQueryKeys.profile(seller.user.id), data: sellerProfile },
    ]);
    for (const id of ['0190c1a0-0000-7000-8000-000000000000', 'nope']) {
      // The page renders its not-found state from the error its query would get.
      const missing = { status: 404, title: texts.pageNotFound, queries: [], errors: [{ key: gigQueryKeys.detail(id), status: 404, message: texts.notFound }] };
      expect(await gigDetailPreload.load({ app: t.app, params: { id }, query: {} })).toEqual(missing);
    }
  });

  it('the sitemap lists every gig once, in id order over its files, with its last change; and the list of each category', async () => {
    const made = await insertGigs(t, seller.user.id, [{}, {}, {}]);
    const all = (await t.db.select({ id: gigs.id }).from(gigs)).map((g) => `/gigs/${g.id}`).sort();
    const listed: string[] = [];
    for (const first of await gigsSitemap.firstKeys(t.db, 3)) {
      const entries = await gigsSitemap.entries(t.db, first, 3);
      expect(entries.length).toBeLessThanOrEqual(3);
      expect(entries.every((e) => e.lastmod instanceof Date)).toBe(true);
      listed.push(...entries.map((e) => e.path));
    }
    expect(listed).toEqual(all);
    for (const id of made) expect(listed).toContain(`/gigs/${id}`);
    expect(gigsSitemap.pages).toContain('/gigs');
    expect(gigsSitemap.pages).toContain('/gigs?cat=photography');
  });
});
