import { toCents, type Currency, type WalletMethod } from '@market/shared';
import type { orders } from '../../db/schema/orders.js';

type ChargeRow = Pick<typeof orders.$inferSelect, 'price' | 'currency' | 'amount' | 'rate' | 'paymentMethod'>;

/**
 * What an order was charged, in minor units of its currency: a card order its price in cents (USD),
 * a wallet order the paisa fixed at checkout (PKR) at its rate. The ledger posts this, a refund returns it.
 */
export function chargeOf(row: ChargeRow): { currency: Currency; amount: number; rate: number | null; paymentMethod: WalletMethod | null } {
  if (row.currency === 'PKR') {
    if (row.amount === null || row.rate === null) throw new Error('a rupee order without its amount or rate');
    return { currency: 'PKR', amount: row.amount, rate: Number(row.rate), paymentMethod: row.paymentMethod ?? null };
  }
  return { currency: 'USD', amount: toCents(row.price), rate: null, paymentMethod: null };
}

/** The charge as an order's change events carry it: only for a rupee order (a dollar order's events stay as they were). */
export const chargeOfEvent = (row: ChargeRow): { currency?: 'PKR'; amount?: number } => {
  const c = chargeOf(row);
  return c.currency === 'PKR' ? { currency: 'PKR', amount: c.amount } : {};
};
