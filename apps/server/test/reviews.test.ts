import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigTexts, texts, type ReviewList } from '@market/shared';
import { gigs, reviews } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { insertGigs } from './helpers/gigs.js';

let t: TestContext;
type Session = Awaited<ReturnType<typeof signedIn>>;
let seller: Session;
let gigId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t.app, t.db, 'seller');
  [gigId] = await insertGigs(t, seller.user.id, [{}]);
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers: cookie ? { cookie } : {} });
const gigRow = async (id: string) => (await t.db.select().from(gigs).where(eq(gigs.id, id)))[0];

describe('POST /api/reviews', () => {
  it('adds a review and its stars to the gig totals', async () => {
    const a = await signedIn(t.app, t.db, 'user');
    const b = await signedIn(t.app, t.db, 'verified');
    const res = await post(a.cookie, { gigId, desc: 'Great work', star: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ gigId, userId: a.user.id, desc: 'Great work', star: 5, user: { username: a.user.username, img: '/img/noavatar.svg' } });
    expect((await post(b.cookie, { gigId, desc: 'Fine', star: 2 })).statusCode).toBe(201);
    const row = await gigRow(gigId);
    expect([row.totalStars, row.starNumber]).toEqual([7, 2]);
    // The page shows total divided by count, rounded: 3.5 -> 4.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gigId}` })).json();
    expect(Math.round(detail.totalStars / detail.starNumber)).toBe(4);
  });

  it('refuses a second review of the same gig by the same user (409), leaving the totals alone', async () => {
    const a = await signedIn(t.app, t.db, 'user');
    const [id] = await insertGigs(t, seller.user.id, [{}]);
    expect((await post(a.cookie, { gigId: id, desc: 'One', star: 4 })).statusCode).toBe(201);
    const again = await post(a.cookie, { gigId: id, desc: 'Two', star: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(gigTexts.reviewTwice);
    expect((await gigRow(id)).totalStars).toBe(4);
    expect(await t.db.select().from(reviews).where(eq(reviews.gigId, id))).toHaveLength(1);
  });

  it("refuses a review of one's own gig (403)", async () => {
    const res = await post(seller.cookie, { gigId, desc: 'Mine is great', star: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(gigTexts.reviewOwnGig);
  });

  it('answers 404 for a missing gig and 401 for visitors', async () => {
    const a = await signedIn(t.app, t.db, 'user');
    expect((await post(a.cookie, { gigId: '0190c1a0-0000-7000-8000-000000000000', desc: 'x', star: 3 })).statusCode).toBe(404);
    expect((await post(undefined, { gigId, desc: 'x', star: 3 })).statusCode).toBe(401);
  });

  it.each([
    [{ desc: '', star: 3 }, 'desc'],
    [{ desc: 'ok', star: 0 }, 'star'],
    [{ desc: 'ok', star: 6 }, 'star'],
    [{ desc: 'ok', star: 2.5 }, 'star'],
    [{ desc: 'ok', star: 'star' }, 'star'],
    [{ desc: 'ok' }, 'star'],
    [{ star: 3 }, 'desc'],
    [{ desc: 'ok', star: 3, userId: '0190c1a0-0000-7000-8000-000000000000' }, 'userId'],
  ])('refuses %j with a message on %s', async (body, field) => {
    const a = await signedIn(t.app, t.db, 'user');
    const res = await post(a.cookie, { gigId, ...body });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields[field]).toBe(field === 'userId' ? 'This field is not allowed' : texts.required);
  });
});

describe('GET /api/reviews/:gigId', () => {
  it('lists newest first with reviewer name and avatar, paged by cursor without gaps', async () => {
    const [id] = await insertGigs(t, seller.user.id, [{}]);
    const reviewers = await Promise.all(Array.from({ length: 7 }, () => signedIn(t.app, t.db, 'user')));
    const at = new Date('2026-02-01T00:00:00Z');
    // Three share one instant, so the id breaks the tie.
    await t.db.insert(reviews).values(reviewers.map((r, i) => ({ gigId: id, sellerId: seller.user.id, userId: r.user.id, desc: `Review ${i}`, star: 3, createdAt: new Date(at.getTime() + (i < 3 ? 0 : i) * 1000) })));
    const all = (await t.app.inject({ method: 'GET', url: `/api/reviews/${id}?limit=100` })).json() as ReviewList;
    expect(all.reviews).toHaveLength(7);
    const times = all.reviews.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.reviews[0].user.username).toMatch(/^user_/);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await t.app.inject({ method: 'GET', url: `/api/reviews/${id}?limit=2${cursor ? `&cursor=${cursor}` : ''}` })).json() as ReviewList;
      walked.push(...page.reviews.map((r) => r._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.reviews.map((r) => r._id));
  });

  it('answers 404 for a missing gig and 400 for a bad cursor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/0190c1a0-0000-7000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/${gigId}?cursor=zzz` })).statusCode).toBe(400);
  });
});
