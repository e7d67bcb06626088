import { sql } from 'drizzle-orm';
import type { GigInput } from '@market/shared';
import type { Database } from '../../src/db/client.js';
import { gigs } from '../../src/db/schema/index.js';
import { saveFile } from '../../src/modules/files/service.js';
import { fileUrl } from '../../src/modules/files/urls.js';
import { recountSellerFigures } from '../../src/seed/seller-figures.js';
import type { TestContext } from './app.js';

/** A stored gig image of this owner (bytes are not checked by the gig API, only the file row). */
export async function gigImage(t: TestContext, ownerId: string, purpose = 'gig') {
  const row = await saveFile(t.db, t.storage, { ownerId, purpose, visibility: 'public', name: 'a.webp', mimeType: 'image/webp', data: Buffer.from('RIFF') });
  return fileUrl(row.id);
}

/** A valid create/edit body with images of this seller. */
export async function gigInput(t: TestContext, sellerId: string, overrides: Partial<GigInput> = {}): Promise<GigInput> {
  return {
    title: 'I will design a modern minimalist logo',
    cat: 'graphic_design01',
    cover: await gigImage(t, sellerId),
    images: [await gigImage(t, sellerId), await gigImage(t, sellerId)],
    desc: 'Three concepts, vector files and a colour guide.',
    shortTitle: 'Minimalist logo',
    shortDesc: 'Clean logo with source files',
    deliveryTime: 3,
    revisionNumber: 2,
    features: ['3 concepts', 'Vector files'],
    price: 40,
    ...overrides,
  };
}

export type GigFields = Partial<typeof gigs.$inferInsert>;

/** Inserts gigs directly (fast fixtures for list and search tests); one shared cover file per call. */
export async function insertGigs(t: TestContext, userId: string, rows: GigFields[]): Promise<string[]> {
  const cover = await saveFile(t.db, t.storage, { ownerId: userId, purpose: 'gig', visibility: 'public', name: 'c.webp', mimeType: 'image/webp', data: Buffer.from('RIFF') });
  const inserted = await t.db
    .insert(gigs)
    .values(
      rows.map((r, i) => ({
        userId,
        title: `Gig number ${i}`,
        cat: 'data09',
        coverFileId: cover.id,
        desc: 'A plain description.',
        shortTitle: `Gig ${i}`,
        shortDesc: 'Short description',
        deliveryTime: 2,
        revisionNumber: 1,
        price: 10,
        ...r,
      })),
    )
    .returning({ id: gigs.id });
  // Written below the service, so the seller figures its events keep are recounted here.
  await recountSellerFigures(t.db, [userId]);
  return inserted.map((r) => r.id);
}

/** Removes every gig (tests that need an exact list start from none). */
export async function clearGigs(db: Database) {
  await db.execute(sql`delete from gigs`);
}
