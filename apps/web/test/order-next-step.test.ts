import type { OrderDetail } from '@market/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { dueOf } from '../src/features/orders/due';
import { nextStepOf } from '../src/features/orders/next-step';

// The viewer's time zone is the browser's; this file reads every date as a reader in Karachi does.
beforeAll(() => {
  process.env.TZ = 'Asia/Karachi';
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** 1 Dec 2026, 21:50 in Karachi (16:50 UTC): a 3-day gig bought a few seconds before `now`. */
const paidAt = Date.UTC(2026, 11, 1, 16, 50, 0);
const now = paidAt + 5_000;

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: 'o1',
    status: 'in_progress',
    gigId: 'g1',
    title: 'A logo',
    img: '',
    price: 45,
    buyer: { _id: 'buyer', username: 'b', img: '' },
    seller: { _id: 'seller', username: 's', img: '' },
    createdAt: new Date(paidAt).toISOString(),
    paidAt: new Date(paidAt).toISOString(),
    dueAt: new Date(paidAt + 3 * DAY).toISOString(),
    isLate: false,
    deliveryDays: 3,
    revisionsAllowed: 1,
    revisionsUsed: 0,
    autoCompleteAt: null,
    refundedAt: null,
    requirements: null,
    deliveries: [],
    cancellation: null,
    dispute: null,
    activity: [],
    conversationId: null,
    actions: ['submitRequirements', 'requestCancellation', 'dispute'],
    sellerEarnings: null,
    currency: 'USD',
    amount: 4500,
    rate: null,
    paymentMethod: null,
    ...overrides,
  };
}

describe('dueOf: the one reading of the due date', () => {
  it('writes a 3-day delivery bought seconds ago as three days on, in the viewer\'s time zone', () => {
    const due = dueOf(order(), now)!;
    // 4 Dec 2026, 21:50 in Karachi (16:50 UTC).
    expect(due).toEqual({ at: '2026-12-04T16:50:00.000Z', day: '4 Dec 2026', moment: '4 Dec 2026, 21:50', relative: 'in 3 days', late: false });
  });

  it('counts calendar days of the viewer: in Karachi a due time past midnight is one day further than in London', () => {
    // 23:30 in Karachi (18:30 UTC), due 25 hours later: 1 Dec 2026 00:30 UTC+5 is two calendar days on.
    const at = Date.UTC(2026, 10, 28, 18, 30);
    const due = order({ dueAt: new Date(at + 25 * HOUR).toISOString() });
    expect(dueOf(due, at)!.relative).toBe('in 2 days');
    process.env.TZ = 'Europe/London';
    try {
      expect(dueOf(due, at)!.relative).toBe('tomorrow');
      expect(dueOf(due, at)!.moment).toBe('29 Nov 2026, 19:30');
    } finally {
      process.env.TZ = 'Asia/Karachi';
    }
  });

  it('under a day, counts down in whole hours and minutes toward now; past, it is late', () => {
    const dueAt = new Date(now + 5 * HOUR + 59 * 60_000).toISOString();
    expect(dueOf(order({ dueAt }), now)!.relative).toBe('in 5 hours');
    expect(dueOf(order({ dueAt }), now + 5 * HOUR + 30 * 60_000)!.relative).toBe('in 29 minutes');
    // The server said not late when it answered; the date has passed since.
    const passed = dueOf(order({ dueAt }), now + 6 * HOUR)!;
    expect(passed.late).toBe(true);
    expect(passed.relative).toBe('1 minute ago');
  });

  it('is nothing while no delivery is owed', () => {
    for (const status of ['pending', 'delivered', 'completed', 'cancelled', 'disputed'] as const) expect(dueOf(order({ status }), now), status).toBeNull();
    expect(dueOf(order({ dueAt: null }), now)).toBeNull();
  });
});

describe('nextStepOf: one next step per party and state', () => {
  it('a new order: the buyer sends requirements by the same date the seller delivers by', () => {
    const buyer = nextStepOf(order(), 'buyer', now);
    const seller = nextStepOf(order(), 'seller', now);
    expect(buyer).toEqual({ text: 'Send the seller your requirements: the delivery is due 4 Dec 2026, 21:50 (in 3 days).', late: false });
    expect(seller).toEqual({ text: 'Deliver by 4 Dec 2026, 21:50 (in 3 days).', late: false });
    // Never both "so the work can start" and "the seller is working".
    expect(buyer.text).not.toContain('working');
  });

  it('once the requirements are sent, the buyer waits; an admin reads the order as nobody\'s "your"', () => {
    const sent = order({ requirements: { desc: 'Teal', files: [], createdAt: new Date(now).toISOString() } });
    expect(nextStepOf(sent, 'buyer', now).text).toBe('The seller is working on your order. Delivery is due 4 Dec 2026, 21:50 (in 3 days).');
    expect(nextStepOf(sent, 'admin', now).text).toBe('The seller is working on this order. Delivery is due 4 Dec 2026, 21:50 (in 3 days).');
  });

  it('a late order says so to each party, in red', () => {
    const late = order({ isLate: true, dueAt: new Date(now - 2 * DAY).toISOString() });
    expect(nextStepOf(late, 'buyer', now)).toEqual({ text: expect.stringContaining('has not arrived: you may cancel') as string, late: true });
    expect(nextStepOf(late, 'seller', now)).toEqual({ text: expect.stringMatching(/^Late: the delivery was due 29 Nov 2026, 21:50 \(2 days ago\)/) as string, late: true });
    expect(nextStepOf(late, 'admin', now).late).toBe(true);
  });

  it('a delivery: the buyer reviews, the seller waits, both told when it completes by itself', () => {
    const delivered = order({ status: 'delivered', autoCompleteAt: new Date(now + 3 * DAY).toISOString(), actions: ['accept', 'requestRevision'] });
    expect(nextStepOf(delivered, 'buyer', now).text).toBe('Review the delivery: accept it or ask for a revision. Otherwise the order completes by itself on 4 Dec 2026, 21:50 (in 3 days).');
    expect(nextStepOf(delivered, 'seller', now).text).toBe('Delivered: waiting for the buyer to accept the work or ask for a revision. The order completes by itself on 4 Dec 2026, 21:50 (in 3 days).');
  });

  it('closed orders and disputes: one sentence each', () => {
    expect(nextStepOf(order({ status: 'cancelled', refundedAt: new Date(now).toISOString() }), 'buyer', now).text).toBe('This order was cancelled. The buyer was refunded in full on 1 Dec 2026, 21:50.');
    expect(nextStepOf(order({ status: 'disputed', actions: ['resolve'] }), 'admin', now).text).toContain('resolve it with a note');
    expect(nextStepOf(order({ status: 'disputed', actions: [] }), 'buyer', now).text).toContain('an administrator reads both sides');
  });
});
