// Generated users with a session each, for rows that take turns among many callers (a user may
// review a gig once, a buyer continues their pending order, a sender is limited per minute).
// Nobody signs in with a password: the hash is a placeholder.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';

const hash = (t) => createHash('sha256').update(t).digest('hex');

/** `count` users named `<prefix><i>` (sellers when `isSeller(i)`), each with a week-long session: [{ i, id, token }]. */
export async function insertPeople(db, prefix, count, isSeller = () => false) {
  const people = Array.from({ length: count }, (_, i) => ({ i, token: randomBytes(32).toString('base64url') }));
  const sellers = people.filter((p) => isSeller(p.i)).map((p) => p.i);
  const ids = (
    await db.execute(sql`
      insert into users (id, username, email, password_hash, is_seller)
      select gen_random_uuid(), ${prefix} || i, ${prefix} || i || '@bench.invalid', 'bench', i = any(${`{${sellers.join(',')}}`}::int[])
      from generate_series(0, ${count - 1}::int) i
      returning id, username`)
  ).rows;
  const byName = new Map(ids.map((r) => [r.username, r.id]));
  for (const p of people) p.id = byName.get(`${prefix}${p.i}`);
  const week = new Date(Date.now() + 7 * 86400_000);
  await db.execute(sql`
    insert into sessions (id, token_hash, user_id, expires_at)
    select gen_random_uuid(), t.h, t.u::uuid, ${week}
    from jsonb_to_recordset(${JSON.stringify(people.map((p) => ({ h: hash(p.token), u: p.id })))}::jsonb) as t(h text, u text)`);
  return people;
}
