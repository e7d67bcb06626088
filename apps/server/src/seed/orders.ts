import { paymentCurrency, toCents } from '@market/shared';
import type { Database } from '../db/client.js';
import { localPaymentIntents, orders } from '../db/schema/index.js';
import type { Random } from './random.js';

const DAY = 24 * 60 * 60 * 1000;

export type PlannedOrder = { gigId: string; buyer: string; createdAt: Date };

type PlanGig = { id: string; seller: string; createdAt: Date };
type PlanReview = { gigId: string; username: string; createdAt: Date };

/**
 * Paid orders of the demo marketplace: everyone who reviewed a gig bought it first, and a few
 * more people bought without reviewing. A gig's sales are the count of its orders.
 */
export function planOrders(r: Random, gigs: PlanGig[], reviews: PlanReview[], people: { username: string; role: string; createdAt: Date }[], now: Date): PlannedOrder[] {
  const joined = new Map(people.map((p) => [p.username, p.createdAt.getTime()]));
  const buyers = people.filter((p) => p.role === 'buyer').map((p) => p.username);
  const planned: PlannedOrder[] = [];
  for (const g of gigs) {
    for (const rv of reviews.filter((x) => x.gigId === g.id)) {
      // Bought between joining (or the gig's start) and a day before the review.
      const from = Math.max(g.createdAt.getTime(), joined.get(rv.username)!);
      const to = Math.max(from, rv.createdAt.getTime() - DAY);
      planned.push({ gigId: g.id, buyer: rv.username, createdAt: new Date(from + r.next() * (to - from)) });
    }
    const extra = r.int(0, 3);
    for (let i = 0; i < extra; i++) {
      const buyer = r.pick(buyers);
      const from = Math.max(g.createdAt.getTime(), joined.get(buyer)!);
      planned.push({ gigId: g.id, buyer, createdAt: new Date(from + r.next() * (now.getTime() - from)) });
    }
  }
  return planned;
}

type SeededGig = { id: string; userId: string; title: string; price: number; coverFileId: string };

/** Writes the planned orders as paid orders of the built-in processor, with their succeeded intents. */
export async function insertOrders(tx: Database, planned: PlannedOrder[], ids: Map<string, string>, gigs: SeededGig[]): Promise<number> {
  if (planned.length === 0) return 0;
  const byId = new Map(gigs.map((g) => [g.id, g]));
  const rows = planned.map((o, i) => {
    const gig = byId.get(o.gigId)!;
    const intent = `pi_local_seed${String(i + 1).padStart(5, '0')}`;
    return {
      intent: { id: intent, clientSecret: `${intent}_secret_seed`, amount: toCents(gig.price), currency: paymentCurrency, status: 'succeeded', metadata: { gigId: gig.id }, createdAt: o.createdAt, updatedAt: o.createdAt },
      order: {
        gigId: gig.id,
        img: gig.coverFileId,
        title: gig.title,
        price: gig.price,
        sellerId: gig.userId,
        buyerId: ids.get(o.buyer)!,
        isPaid: true,
        paidAt: o.createdAt,
        provider: 'local',
        paymentIntent: intent,
        createdAt: o.createdAt,
        updatedAt: o.createdAt,
      },
    };
  });
  await tx.insert(localPaymentIntents).values(rows.map((r) => r.intent));
  await tx.insert(orders).values(rows.map((r) => r.order));
  return rows.length;
}
