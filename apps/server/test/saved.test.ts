import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigSchema, gigTexts, savedGigListSchema, sellerLimits, sellerTexts, type SavedGigList } from '@market/shared';
import { savedGigs } from '../src/db/schema/index.js';
import { encodeCursor } from '../src/lib/cursor.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { expectBadCursor, unusableTimestampCursors, walkPages } from './helpers/cursors.js';
import { signedIn } from './helpers/factories.js';
import { insertGigs } from './helpers/gigs.js';

let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let seller: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t.app, t.db, 'seller');
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const missingGig = '0190c1a0-0000-7000-8000-000000000000';
const save = (cookie: string | undefined, gigId: string) => t.app.inject({ method: 'PUT', url: `/api/saved-gigs/${gigId}`, headers: cookie ? { cookie } : {} });
const unsave = (cookie: string | undefined, gigId: string) => t.app.inject({ method: 'DELETE', url: `/api/saved-gigs/${gigId}`, headers: cookie ? { cookie } : {} });
const listPage = (cookie: string | undefined, query = '') => t.app.inject({ method: 'GET', url: `/api/saved-gigs${query}`, headers: cookie ? { cookie } : {} });
const ids = async (cookie: string) => ((await t.app.inject({ method: 'GET', url: '/api/saved-gigs/ids', headers: { cookie } })).json() as { ids: string[] }).ids;
const rowsOf = (userId: string) => t.db.select().from(savedGigs).where(eq(savedGigs.userId, userId));

/** Every saved gig id of the user, in order, page by page. */
const walk = (cookie: string, limit: number) => walkPages<SavedGigList>((query) => listPage(cookie, query), limit, (page) => page.gigs.map((g) => g._id));

describe('PUT /api/saved-gigs/:gigId', () => {
  it('saves a gig; saving it again keeps the one row and its date', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const [gigId] = await insertGigs(t, seller.user.id, [{}]);
    const first = await save(buyer.cookie, gigId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ gigId, saved: true });
    const [row] = await rowsOf(buyer.user.id);
    expect(row).toMatchObject({ userId: buyer.user.id, gigId });
    const again = await save(buyer.cookie, gigId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ gigId, saved: true });
    expect(await rowsOf(buyer.user.id)).toEqual([row]);
  });

  it('answers 404 for a missing gig, 400 for a malformed id and 401 for visitors, saving nothing', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const [gigId] = await insertGigs(t, seller.user.id, [{}]);
    const missing = await save(buyer.cookie, missingGig);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(gigTexts.gigNotFound);
    const malformed = await save(buyer.cookie, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('gigId');
    expect((await save(undefined, gigId)).statusCode).toBe(401);
    expect(await rowsOf(buyer.user.id)).toEqual([]);
  });

  it(`refuses a save past ${sellerLimits.savedGigs} saved gigs (409), while one already saved still answers saved`, async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const gigIds = await insertGigs(t, seller.user.id, Array.from({ length: sellerLimits.savedGigs + 1 }, () => ({})));
    const kept = gigIds.slice(0, sellerLimits.savedGigs);
    await t.db.insert(savedGigs).values(kept.map((gigId) => ({ userId: buyer.user.id, gigId })));
    const over = await save(buyer.cookie, gigIds[sellerLimits.savedGigs]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(sellerTexts.tooManySaved);
    // At the limit too, a missing gig is a 404 (the limit stops the insert before its foreign key is checked).
    expect((await save(buyer.cookie, missingGig)).statusCode).toBe(404);
    expect((await save(buyer.cookie, kept[0])).json()).toEqual({ gigId: kept[0], saved: true });
    expect(await rowsOf(buyer.user.id)).toHaveLength(sellerLimits.savedGigs);
    // One removed, one more fits.
    expect((await unsave(buyer.cookie, kept[1])).statusCode).toBe(200);
    expect((await save(buyer.cookie, gigIds[sellerLimits.savedGigs])).statusCode).toBe(200);
  });

  it('keeps one row when the same gig is saved twice at once', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const [gigId] = await insertGigs(t, seller.user.id, [{}]);
    const answers = await Promise.all([save(buyer.cookie, gigId), save(buyer.cookie, gigId), save(buyer.cookie, gigId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsOf(buyer.user.id)).toHaveLength(1);
  });
});

describe('DELETE /api/saved-gigs/:gigId', () => {
  it('removes a saved gig, and answers the same for one not saved or missing', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const [a, b] = await insertGigs(t, seller.user.id, [{}, {}]);
    await save(buyer.cookie, a);
    await save(buyer.cookie, b);
    const res = await unsave(buyer.cookie, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gigId: a, saved: false });
    expect((await rowsOf(buyer.user.id)).map((r) => r.gigId)).toEqual([b]);
    expect((await unsave(buyer.cookie, a)).json()).toEqual({ gigId: a, saved: false });
    expect((await unsave(buyer.cookie, missingGig)).statusCode).toBe(200);
    expect((await unsave(buyer.cookie, 'nope')).statusCode).toBe(400);
    expect((await unsave(undefined, b)).statusCode).toBe(401);
    expect((await rowsOf(buyer.user.id)).map((r) => r.gigId)).toEqual([b]);
  });

  it("removes only the caller's row, never another user's", async () => {
    const [one, other] = [await signedIn(t.app, t.db, 'user'), await signedIn(t.app, t.db, 'verified')];
    const [gigId] = await insertGigs(t, seller.user.id, [{}]);
    await save(one.cookie, gigId);
    await save(other.cookie, gigId);
    await unsave(one.cookie, gigId);
    expect(await rowsOf(one.user.id)).toEqual([]);
    expect((await rowsOf(other.user.id)).map((r) => r.gigId)).toEqual([gigId]);
  });
});

describe('GET /api/saved-gigs and /api/saved-gigs/ids', () => {
  it('lists the caller\'s saved gigs most recently saved first, as full gigs with their sellers', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const [a, b, c] = await insertGigs(t, seller.user.id, [{ title: 'First saved' }, { title: 'Second saved' }, { title: 'Never saved' }]);
    await save(buyer.cookie, a);
    await save(buyer.cookie, b);
    const res = await listPage(buyer.cookie);
    expect(res.statusCode).toBe(200);
    const body = savedGigListSchema.parse(res.json());
    expect(body.gigs.map((g) => g._id)).toEqual([b, a]);
    expect(body.nextCursor).toBeNull();
    // The same gig as the gig list shows it, seller included.
    expect(Object.keys(body.gigs[0]).sort()).toEqual(Object.keys(gigSchema.shape).sort());
    expect(body.gigs[0]).toMatchObject({ title: 'Second saved', userId: seller.user.id, seller: { _id: seller.user.id, username: seller.user.username, isSeller: true } });
    expect(await ids(buyer.cookie)).toEqual([b, a]);
    expect(body.gigs.map((g) => g._id)).not.toContain(c);
  });

  it('answers an empty list for a user who saved nothing, and 401 for visitors', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    expect((await listPage(buyer.cookie)).json()).toEqual({ gigs: [], nextCursor: null });
    expect(await ids(buyer.cookie)).toEqual([]);
    expect((await listPage(undefined)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-gigs/ids' })).statusCode).toBe(401);
  });

  it('pages by cursor without repeats or gaps, saves at the same instant included', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const gigIds = await insertGigs(t, seller.user.id, Array.from({ length: 11 }, () => ({})));
    const at = new Date('2026-03-01T10:00:00Z');
    // Four share one instant (the gig id breaks the tie); the rest a second apart.
    await t.db.insert(savedGigs).values(gigIds.map((gigId, i) => ({ userId: buyer.user.id, gigId, createdAt: new Date(at.getTime() + (i < 4 ? 0 : i) * 1000) })));
    const expected = await ids(buyer.cookie);
    expect(expected).toHaveLength(11);
    expect(new Set(expected)).toEqual(new Set(gigIds));
    for (const limit of [1, 3, 4, 11, 100]) expect(await walk(buyer.cookie, limit), `limit ${limit}`).toEqual(expected);
    // Newest first: the last saved leads, the four of one instant end the list.
    expect(expected[0]).toBe(gigIds[10]);
    expect(new Set(expected.slice(7))).toEqual(new Set(gigIds.slice(0, 4)));
  });

  it('refuses cursors it cannot use and limits out of range (400)', async () => {
    const buyer = await signedIn(t.app, t.db, 'user');
    const foreign = encodeCursor('reviews', '2026-03-01 10:00:00+00', missingGig);
    for (const [what, cursor] of unusableTimestampCursors('saved', foreign)) expectBadCursor(await listPage(buyer.cookie, `?cursor=${encodeURIComponent(cursor)}`), what);
    for (const limit of ['0', '101', 'x']) expect((await listPage(buyer.cookie, `?limit=${limit}`)).statusCode, limit).toBe(400);
    expect((await listPage(buyer.cookie, '?userId=someone')).statusCode).toBe(400);
  });

  it("never shows another user's saved gigs", async () => {
    const [one, other] = [await signedIn(t.app, t.db, 'user'), await signedIn(t.app, t.db, 'seller')];
    const [a, b] = await insertGigs(t, seller.user.id, [{}, {}]);
    await save(one.cookie, a);
    await save(other.cookie, b);
    expect((await listPage(one.cookie)).json().gigs.map((g: { _id: string }) => g._id)).toEqual([a]);
    expect(await ids(one.cookie)).toEqual([a]);
    expect(await ids(other.cookie)).toEqual([b]);
  });

  it('drops a deleted gig from every list that saved it, and a deleted user\'s saved gigs with them', async () => {
    const [one, other] = [await signedIn(t.app, t.db, 'user'), await signedIn(t.app, t.db, 'user')];
    const [gone, kept] = await insertGigs(t, seller.user.id, [{}, {}]);
    for (const u of [one, other]) {
      await save(u.cookie, gone);
      await save(u.cookie, kept);
    }
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/gigs/${gone}`, headers: { cookie: seller.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const u of [one, other]) {
      expect((await listPage(u.cookie)).json().gigs.map((g: { _id: string }) => g._id)).toEqual([kept]);
      expect(await ids(u.cookie)).toEqual([kept]);
    }
    expect(await t.db.select().from(savedGigs).where(eq(savedGigs.gigId, gone))).toEqual([]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/user/${one.user.id}`, headers: { cookie: admin.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowsOf(one.user.id)).toEqual([]);
    expect((await rowsOf(other.user.id)).map((r) => r.gigId)).toEqual([kept]);
  });
});
