import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../src/db/embedded.js';
import { migrationsDir } from '../src/paths.js';

/** The migrations folder as it was before `tag`: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

describe('migration 0013: one category list', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  it("moves gigs saved under the old form's values to the category they stand for, and learns their title words", async () => {
    const before = migrationsBefore('0013_categories_search_words');
    folders.push(before);
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const [{ id: userId }] = (
      await client.query<{ id: string }>(`insert into users (id, username, email, password_hash) values (gen_random_uuid(), 'old_seller', 'old@example.com', 'x') returning id`)
    ).rows;
    const [{ id: fileId }] = (
      await client.query<{ id: string }>(
        `insert into files (id, owner_id, purpose, visibility, name, mime_type, size, storage_key) values (gen_random_uuid(), $1, 'gig', 'public', 'c.webp', 'image/webp', 4, 'k') returning id`,
        [userId],
      )
    ).rows;
    for (const cat of ['design', 'web', 'animation', 'music', 'photography']) {
      await client.query(
        `insert into gigs (id, user_id, title, cat, cover_file_id, "desc", short_title, short_desc, delivery_time, revision_number, price)
         values (gen_random_uuid(), $1, $2, $3, $4, 'd', 'Handcrafted', 's', 1, 1, 5)`,
        [userId, `Old ${cat} gig`, cat, fileId],
      );
    }

    await migrate(db, { migrationsFolder: migrationsDir });
    const cats = (await client.query<{ title: string; cat: string }>(`select title, cat from gigs order by title`)).rows;
    expect(Object.fromEntries(cats.map((r) => [r.title, r.cat]))).toEqual({
      'Old animation gig': 'video_animation04',
      'Old design gig': 'graphic_design01',
      'Old music gig': 'music_audio05',
      'Old photography gig': 'photography',
      'Old web gig': 'programming_tech',
    });
    const words = (await client.query<{ word: string }>(`select word from gig_title_words order by word`)).rows.map((r) => r.word);
    expect(words).toEqual(['animation', 'design', 'gig', 'handcrafted', 'music', 'old', 'photography', 'web']);
    const suggestion = (await client.query<{ s: string }>(`select gig_search_suggestion(array['handcraftd', 'musik']) as s`)).rows[0].s;
    expect(suggestion).toBe('handcrafted music');
    await client.close();
  });
});
