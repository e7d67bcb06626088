import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, gigQueryKeys, receivedReviewListSchema, sellerLimits, sellerProfileSchema, sellerQueryKeys, sellerWebTexts, texts, userGigsPageSize, type ReceivedReviewList } from '@market/shared';
import { orders, reviews, users } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { encodeCursor } from '../src/lib/cursor.js';
import { sellerPagePreload } from '../src/modules/users/preload.js';
import { sellersSitemap } from '../src/modules/users/sitemap.js';
import { recountSellerFigures } from '../src/seed/seller-figures.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { expectBadCursor, unusableTimestampCursors, walkPages } from './helpers/cursors.js';
import { createUser, signedIn } from './helpers/factories.js';
import { insertGigs } from './helpers/gigs.js';

let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let seller: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t.app, t.db, 'seller', { desc: 'Logos and brand kits since 2015.', country: 'Pakistan', phone: '+92 300 1112223' });
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const missingUser = '0190c1a0-0000-7000-8000-000000000000';
const profile = (id: string) => t.app.inject({ method: 'GET', url: `/api/users/${id}` });
const received = (id: string, query = '') => t.app.inject({ method: 'GET', url: `/api/users/${id}/reviews${query}` });
const update = (cookie: string, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/user/${id}`, payload, headers: { cookie } });

/** Every review id the user received, in order, page by page. */
const walk = (userId: string, limit: number) => walkPages<ReceivedReviewList>((query) => received(userId, query), limit, (page) => page.reviews.map((r) => r._id));

describe('GET /api/users/:id', () => {
  it('answers the public profile with languages and the figures over all the gigs, and nothing private', async () => {
    const [gigA] = await insertGigs(t, seller.user.id, [{ totalStars: 9, starNumber: 2 }, { totalStars: 4, starNumber: 1 }]);
    const buyer = await createUser(t.db, 'user');
    await t.db.insert(orders).values([
      { gigId: gigA, img: '', title: 'Paid', price: 10, sellerId: seller.user.id, buyerId: buyer.user.id, isPaid: true, provider: 'local', paymentIntent: `pi_paid_${seller.user.id}` },
      { gigId: gigA, img: '', title: 'Unpaid', price: 10, sellerId: seller.user.id, buyerId: buyer.user.id, provider: 'local', paymentIntent: `pi_open_${seller.user.id}` },
    ]);
    await recountSellerFigures(t.db, [seller.user.id]);
    await t.db.update(users).set({ languages: ['English', 'Urdu'] }).where(eq(users.id, seller.user.id));

    const res = await profile(seller.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Exactly the schema's keys: no e-mail, phone, address, CNIC, bank or KYC field can slip in.
    expect(Object.keys(body).sort()).toEqual(Object.keys(sellerProfileSchema.shape).sort());
    expect(sellerProfileSchema.parse(body)).toEqual({
      _id: seller.user.id,
      username: seller.user.username,
      img: '/img/noavatar.svg',
      desc: 'Logos and brand kits since 2015.',
      country: 'Pakistan',
      isSeller: true,
      createdAt: seller.user.createdAt.toISOString(),
      languages: ['English', 'Urdu'],
      totalStars: 13,
      starNumber: 3,
      gigs: 2,
      paidOrders: 1,
    });
    expect(res.body).not.toContain(seller.user.email);
    expect(res.body).not.toContain('+92 300 1112223');
  });

  it('answers a buyer with no gigs with zero figures and no languages', async () => {
    const buyer = await createUser(t.db, 'user');
    expect((await profile(buyer.user.id)).json()).toMatchObject({ isSeller: false, languages: [], totalStars: 0, starNumber: 0, gigs: 0, paidOrders: 0 });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await profile(missingUser);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(accountTexts.userNotFound);
    expect((await profile('someone')).statusCode).toBe(400);
  });
});

describe('PUT /api/user/:id with languages', () => {
  it('stores them trimmed, without repeats or empty ones, and the profile shows them', async () => {
    const me = await signedIn(t.app, t.db, 'seller');
    const res = await update(me.cookie, me.user.id, { languages: ['  English ', 'Urdu', 'English', '', '   ', 'Punjabi'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(accountTexts.userUpdated);
    const [row] = await t.db.select({ languages: users.languages }).from(users).where(eq(users.id, me.user.id));
    expect(row.languages).toEqual(['English', 'Urdu', 'Punjabi']);
    expect((await profile(me.user.id)).json().languages).toEqual(['English', 'Urdu', 'Punjabi']);
    // An empty list clears them.
    expect((await update(me.cookie, me.user.id, { languages: [] })).statusCode).toBe(200);
    expect((await profile(me.user.id)).json().languages).toEqual([]);
  });

  it(`refuses more than ${sellerLimits.languages} languages or one over ${sellerLimits.language} characters (400), changing nothing`, async () => {
    const me = await signedIn(t.app, t.db, 'user');
    await update(me.cookie, me.user.id, { languages: ['English'] });
    const tooMany = await update(me.cookie, me.user.id, { languages: Array.from({ length: sellerLimits.languages + 1 }, (_, i) => `Language ${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty('languages');
    const tooLong = await update(me.cookie, me.user.id, { languages: ['x'.repeat(sellerLimits.language + 1)] });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)[0]).toMatch(/^languages/);
    // The longest allowed and the most allowed pass.
    expect((await update(me.cookie, me.user.id, { languages: ['y'.repeat(sellerLimits.language)] })).statusCode).toBe(200);
    const most = Array.from({ length: sellerLimits.languages }, (_, i) => `Language ${i}`);
    expect((await update(me.cookie, me.user.id, { languages: most })).statusCode).toBe(200);
    expect((await update(me.cookie, me.user.id, { languages: 'English' })).statusCode).toBe(400);
    expect((await profile(me.user.id)).json().languages).toEqual(most);
  });

  it("refuses to change another user's languages (403); an admin may", async () => {
    const me = await signedIn(t.app, t.db, 'user');
    const other = await createUser(t.db, 'seller');
    expect((await update(me.cookie, other.user.id, { languages: ['French'] })).statusCode).toBe(403);
    expect((await update(admin.cookie, other.user.id, { languages: ['French'] })).statusCode).toBe(200);
    expect((await profile(other.user.id)).json().languages).toEqual(['French']);
  });
});

describe('GET /api/users/:id/reviews', () => {
  it("lists the reviews on all the user's gigs, newest first, with reviewer and gig, and no one else's", async () => {
    const me = await signedIn(t.app, t.db, 'seller');
    const other = await createUser(t.db, 'seller');
    const [logo, site] = await insertGigs(t, me.user.id, [{ title: 'Logo gig' }, { title: 'Website gig' }]);
    const [othersGig] = await insertGigs(t, other.user.id, [{ title: 'Not mine' }]);
    const [a, b] = [await signedIn(t.app, t.db, 'user', { country: 'Canada' }), await signedIn(t.app, t.db, 'verified')];
    const post = async (who: Session, gigId: string, desc: string, star: number) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { gigId, desc, star }, headers: { cookie: who.cookie } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id as string;
    };
    const first = await post(a, logo, 'Great logo', 5);
    const second = await post(b, site, 'Fine site', 4);
    await post(a, othersGig, 'Elsewhere', 2);
    // A posted review carries its gig's seller.
    const [row] = await t.db.select({ sellerId: reviews.sellerId }).from(reviews).where(eq(reviews.id, first));
    expect(row.sellerId).toBe(me.user.id);

    const res = await received(me.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = receivedReviewListSchema.parse(res.json());
    expect(body.nextCursor).toBeNull();
    expect(body.reviews.map((r) => r._id)).toEqual([second, first]);
    expect(body.reviews[1]).toEqual({
      _id: first,
      gigId: logo,
      userId: a.user.id,
      desc: 'Great logo',
      star: 5,
      createdAt: expect.any(String),
      user: { username: a.user.username, img: '/img/noavatar.svg', country: 'Canada' },
      // No completed order of the gig behind it.
      verifiedPurchase: false,
      gig: { _id: logo, title: 'Logo gig' },
    });
    expect(body.reviews[0].gig).toEqual({ _id: site, title: 'Website gig' });
  });

  it('pages by cursor without repeats or gaps, reviews at the same instant included', async () => {
    const me = await createUser(t.db, 'seller');
    const gigIds = await insertGigs(t, me.user.id, [{}, {}, {}]);
    const reviewers = await Promise.all(Array.from({ length: 4 }, () => createUser(t.db, 'user')));
    const at = new Date('2026-02-01T00:00:00Z');
    // Twelve reviews over three gigs; five share one instant, so the id breaks the tie.
    await t.db.insert(reviews).values(
      gigIds.flatMap((gigId, g) =>
        reviewers.map((r, i) => {
          const n = g * reviewers.length + i;
          return { gigId, sellerId: me.user.id, userId: r.user.id, desc: `Review ${n}`, star: 4, createdAt: new Date(at.getTime() + (n < 5 ? 0 : n) * 1000) };
        }),
      ),
    );
    const all = (await received(me.user.id, '?limit=100')).json() as ReceivedReviewList;
    expect(all.reviews).toHaveLength(12);
    const times = all.reviews.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const expected = all.reviews.map((r) => r._id);
    for (const limit of [1, 5, 7, 12]) expect(await walk(me.user.id, limit), `limit ${limit}`).toEqual(expected);
  });

  it('answers an empty list for a user without reviews, 404 for an unknown user, 400 for bad ids and cursors', async () => {
    const buyer = await createUser(t.db, 'user');
    expect((await received(buyer.user.id)).json()).toEqual({ reviews: [], nextCursor: null });
    const missing = await received(missingUser);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(accountTexts.userNotFound);
    expect((await received('someone')).statusCode).toBe(400);
    const foreign = encodeCursor('reviews', '2026-03-01 10:00:00+00', missingUser);
    for (const [what, cursor] of unusableTimestampCursors('received-reviews', foreign)) expectBadCursor(await received(buyer.user.id, `?cursor=${encodeURIComponent(cursor)}`), what);
    expect((await received(buyer.user.id, '?limit=101')).statusCode).toBe(400);
  });

  it("drops a deleted reviewer's reviews, and a deleted seller's with their gigs", async () => {
    const me = await signedIn(t.app, t.db, 'seller');
    const [gigId] = await insertGigs(t, me.user.id, [{}]);
    const reviewer = await signedIn(t.app, t.db, 'user');
    const stays = await signedIn(t.app, t.db, 'user');
    for (const who of [reviewer, stays]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reviews', payload: { gigId, desc: 'Good', star: 4 }, headers: { cookie: who.cookie } });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${reviewer.user.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const left = (await received(me.user.id)).json() as ReceivedReviewList;
    expect(left.reviews.map((r) => r.userId)).toEqual([stays.user.id]);
    expect((await profile(me.user.id)).json()).toMatchObject({ totalStars: 4, starNumber: 1 });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${me.user.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect(await t.db.select().from(reviews).where(eq(reviews.sellerId, me.user.id))).toEqual([]);
    expect((await received(me.user.id)).statusCode).toBe(404);
  });

  it("reads a seller's page from reviews_seller_created_idx in order, however many gigs they have", async () => {
    // 200 gigs of one seller and 200 of others, ten reviews each: 4,000 reviews.
    const me = await createUser(t.db, 'seller');
    const other = await createUser(t.db, 'seller');
    const reviewers = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db, 'user')));
    const mine = await insertGigs(t, me.user.id, Array.from({ length: 200 }, () => ({})));
    const theirs = await insertGigs(t, other.user.id, Array.from({ length: 200 }, () => ({})));
    const ids = (list: string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;
    await t.db.execute(sql`
      insert into reviews (gig_id, seller_id, user_id, "desc", star, created_at, id)
      select g.id, g.user_id, r.id, 'Good', 4, now() - (random() * interval '300 days'), gen_random_uuid()
      from gigs g, unnest(${ids(reviewers.map((r) => r.user.id))}) as r(id)
      where g.id = any(${ids([...mine, ...theirs])})`);
    await t.db.execute(sql`analyze reviews`);
    const plan = rowsOf<Record<string, string>>(
      await t.db.execute(sql`
        explain select r.id, r.gig_id, r.created_at, u.username from reviews r join user_profiles u on u.id = r.user_id
        where r.seller_id = ${me.user.id} order by r.created_at desc nulls last, r.id desc nulls last limit 11`),
    )
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan).toContain('reviews_seller_created_idx');
    expect(plan).not.toMatch(/\bSort\b/);
    expect(await walk(me.user.id, 100)).toHaveLength(2000);
  });
});

describe('the seller page for search engines', () => {
  it('/users/:id preloads the profile, the gigs and the received reviews under the keys the page uses, titled by the user; 404 when unknown', async () => {
    await insertGigs(t, seller.user.id, [{}]);
    const result = await sellerPagePreload.load({ app: t.app, params: { id: seller.user.id }, query: {} });
    const api = (await profile(seller.user.id)).json();
    // The first pages exactly as the page's hooks ask for them.
    const gigs = (await t.app.inject({ method: 'GET', url: `/api/gigs?userId=${seller.user.id}&sort=createdAt&limit=${userGigsPageSize}` })).json();
    const reviews = (await received(seller.user.id)).json();
    expect(gigs.gigs.length).toBeGreaterThan(0);
    expect(result).toEqual({
      title: sellerWebTexts.profileOf(seller.user.username),
      description: 'Logos and brand kits since 2015.',
      images: api.img ? [api.img] : [],
      canonical: `/users/${seller.user.id}`,
      queries: [
        { key: sellerQueryKeys.profile(seller.user.id), data: api },
        { key: gigQueryKeys.mine(seller.user.id), data: { pages: [gigs], pageParams: [null] } },
        { key: sellerQueryKeys.reviews(seller.user.id), data: { pages: [reviews], pageParams: [null] } },
      ],
    });
    // On an Urdu page the title is the Urdu catalogue's.
    const urdu = await sellerPagePreload.load({ app: t.app, params: { id: seller.user.id }, query: {}, language: 'ur' });
    expect(urdu!.title).toBe(`${seller.user.username} کی پروفائل`);
    for (const id of [missingUser, 'nope']) {
      const missing = { status: 404, title: texts.pageNotFound, queries: [], errors: [{ key: sellerQueryKeys.profile(id), status: 404, message: texts.notFound }] };
      expect(await sellerPagePreload.load({ app: t.app, params: { id }, query: {} })).toEqual(missing);
    }
  });

  it('the sitemap lists every seller with gigs once, in id order over its files, and nobody else', async () => {
    const withGigs = [(await createUser(t.db, 'seller')).user.id, (await createUser(t.db, 'seller')).user.id, (await createUser(t.db, 'seller')).user.id];
    const noGigs = (await createUser(t.db, 'seller')).user.id;
    const buyer = (await createUser(t.db, 'user')).user.id;
    for (const id of withGigs) await insertGigs(t, id, [{}]);
    await recountSellerFigures(t.db);
    const listed: string[] = [];
    for (const first of await sellersSitemap.firstKeys(t.db, 2)) {
      const entries = await sellersSitemap.entries(t.db, first, 2);
      expect(entries.length).toBeLessThanOrEqual(2);
      expect(entries[0].path).toBe(`/users/${first}`);
      listed.push(...entries.map((e) => e.path));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(listed);
    for (const id of [...withGigs, seller.user.id]) expect(listed).toContain(`/users/${id}`);
    for (const id of [noGigs, buyer]) expect(listed).not.toContain(`/users/${id}`);
  });
});
