// Gigs of one seller for the rows that write around a gig (checkout, reviews): a public cover
// picture and one gig per title showing it. Inserted directly: the rows only need to exist.
import { sql } from 'drizzle-orm';

/** A cover file of `sellerId` (stored under `bench/<name>-cover.jpg`) and a gig per title, in title order: { coverId, gigIds }. */
export async function insertBenchGigs(db, sellerId, { name, titles, desc, price }) {
  const [file] = (
    await db.execute(sql`
      insert into files (id, owner_id, purpose, visibility, name, mime_type, size, storage_key)
      values (gen_random_uuid(), ${sellerId}::uuid, 'gig', 'public', 'cover.jpg', 'image/jpeg', 1, ${`bench/${name}-cover.jpg`})
      returning id`)
  ).rows;
  const gigIds = (
    await db.execute(sql`
      insert into gigs (id, user_id, title, cat, cover_file_id, "desc", short_title, short_desc, delivery_time, revision_number, price)
      select gen_random_uuid(), ${sellerId}::uuid, t.title, 'graphic_design01', ${file.id}::uuid, ${desc}, 'Logo', 'A logo', 3, 2, ${price}
      from jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb) with ordinality as t(title, n)
      order by t.n
      returning id`)
  ).rows.map((r) => r.id);
  return { coverId: file.id, gigIds };
}
