import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { gigs, orders } from '../../src/db/schema/index.js';
import type { LocalDiskStorage } from '../../src/lib/storage.js';
import { saveFile } from '../../src/modules/files/service.js';

// A 1x1 PNG: the cover only has to exist as a public file.
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605000000000049454e44ae426082', 'hex');

/** Inserts a gig of the seller straight into the table (checkout reads gigs from the database). */
export async function insertGig(db: Database, storage: LocalDiskStorage, sellerId: string, fields: Partial<typeof gigs.$inferInsert> = {}) {
  const cover = await saveFile(db, storage, { ownerId: sellerId, purpose: 'gig', visibility: 'public', name: 'cover.png', mimeType: 'image/png', data: png });
  const [gig] = await db
    .insert(gigs)
    .values({
      userId: sellerId,
      title: 'I will design a memorable logo for your brand',
      cat: 'graphic_design01',
      coverFileId: cover.id,
      desc: 'A logo with three concepts and the source files.',
      shortTitle: 'Logo design',
      shortDesc: 'Three logo concepts',
      deliveryTime: 3,
      revisionNumber: 2,
      features: ['Source files', 'Three concepts'],
      price: 45,
      ...fields,
    })
    .returning();
  return gig;
}

export const gigSales = async (db: Database, gigId: string) => (await db.select({ sales: gigs.sales }).from(gigs).where(eq(gigs.id, gigId)))[0].sales;

export const orderByIntent = async (db: Database, intentId: string) => (await db.select().from(orders).where(eq(orders.paymentIntent, intentId)))[0];

export const successCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
