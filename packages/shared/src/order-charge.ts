import { z } from 'zod';
import { currencySchema } from './earnings.js';

/** The wallets and bank rails a buyer may pay in rupees with (decision 0153). */
export const walletMethods = ['easypaisa', 'jazzcash', 'raast'] as const;
export type WalletMethod = (typeof walletMethods)[number];

/**
 * What an order was charged, as the orders list and the order page show it ("Rs 11,200 at 280 Rs/$"):
 * a card order `USD`, `amount` its price in cents, `rate` and `paymentMethod` null; a wallet order
 * `PKR`, `amount` in paisa at `rate` rupees per dollar (both fixed at checkout), and the wallet.
 */
export const orderChargeFields = {
  currency: currencySchema,
  /** Minor units of `currency`: cents for USD (the price times 100), paisa for PKR. */
  amount: z.number().int(),
  /** Rupees per dollar the amount was converted at; null for USD. */
  rate: z.number().nullable(),
  /** The wallet paid with; null for a card. */
  paymentMethod: z.enum(walletMethods).nullable(),
};
