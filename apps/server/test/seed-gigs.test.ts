import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GigList } from '@market/shared';
import type { CliIO } from '../src/cli/common.js';
import { parseSeedArgs, runSeed } from '../src/cli/seed.js';
import { createTestApp, type TestContext } from './helpers/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('npm run seed -- --gigs N', () => {
  it('parses --gigs and refuses bad values', () => {
    expect(parseSeedArgs([])).toEqual({ gigs: 0 });
    expect(parseSeedArgs(['--gigs', '1000000'])).toEqual({ gigs: 1_000_000 });
    expect(() => parseSeedArgs(['--gigs=-5'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--gigs', '1e6'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--pages', '3'])).toThrow(/Usage/);
  });

  it('seeds the demo on an empty database, keeps its 43 gigs and adds N with consistent reviews', async () => {
    const out: string[] = [];
    const io: CliIO = { out: (l) => out.push(l), err: (l) => out.push(`ERR ${l}`) };
    expect(await runSeed({ db: t.db, storage: t.storage, io, gigs: 300 })).toBe(0);
    expect(out.join('\n')).toMatch(/Generated 300 gigs and \d+ reviews/);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from gigs`);
    expect(n).toBe(343);
    // Every gig's totals are the sum and count of its reviews, and nobody reviews their own gig.
    const mismatched = await rows(sql`
      select g.id from gigs g left join reviews r on r.gig_id = g.id
      group by g.id having g.total_stars <> coalesce(sum(r.star), 0) or g.star_number <> count(r.id)`);
    expect(mismatched).toEqual([]);
    const own = await rows(sql`select r.id from reviews r join gigs g on g.id = r.gig_id where g.user_id = r.user_id`);
    expect(own).toEqual([]);
    // The generated gigs are found by their made-up brand names, typos included.
    const [{ title }] = await rows<{ title: string }>(sql`select title from gigs where title like '% for %' order by created_at desc limit 1`);
    const brand = title.split(' for ').at(-1)!;
    const res = await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(brand.slice(0, -1))}&limit=100` });
    expect((res.json() as GigList).gigs.some((g) => g.title === title)).toBe(true);
    // A second run adds more.
    expect(await runSeed({ db: t.db, storage: t.storage, io, gigs: 10 })).toBe(0);
    const [{ m }] = await rows<{ m: number }>(sql`select count(*)::int as m from gigs`);
    expect(m).toBe(353);
  }, 120_000);
});
