import { z } from 'zod';
import { ibanChecksumValid, ibanPattern, pakistaniMobilePattern } from './accounts.js';
import { walletMethods } from './order-charge.js';
import { checkoutGigSchema, createPaymentIntentResponseSchema } from './orders.js';

/**
 * Rupees: the platform's rate (rupees per US dollar) and paying in rupees by mobile wallet or bank
 * (Easypaisa, JazzCash, Raast). Amounts are integers of paisa; a conversion is made once, at the
 * rate of that moment, and kept with what it priced (decision 0153).
 */

// walletMethods and WalletMethod live in order-charge.ts (the order's schema needs them without a cycle).

/** The rate admins may set: rupees for one dollar, with at most four decimals. */
export const fxLimits = { min: 1, max: 10_000, decimals: 4 } as const;

export const rupeesTexts = {
  rateInvalid: `Enter the rupees one US dollar buys: a number from ${fxLimits.min} to ${fxLimits.max.toLocaleString('en-US')} with at most ${fxLimits.decimals} decimals.`,
  rateSaved: 'Exchange rate saved',
  methodRequired: 'Choose how to pay',
  accountRequired: 'Enter the mobile number of your wallet account',
  walletNumberFormat: 'Enter a Pakistani mobile number, such as 03001234567',
  raastFormat: 'Enter the mobile number or the IBAN your Raast ID is linked to',
  walletDeclined: 'The payment was declined in your wallet. Try again, or pay another way.',
  walletExpired: 'The payment was not approved in time. Try again when your phone is at hand.',
  walletRefundFailed: 'The wallet did not take the refund back. It will be tried again.',
} as const;

const fourDecimals = (n: number) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6;

/** GET /api/fx: the rate every price in rupees is shown at, and since when. */
export const fxRateSchema = z.object({ pkrPerUsd: z.number(), updatedAt: z.string() });
export type FxRate = z.infer<typeof fxRateSchema>;

/** PUT /api/admin/fx. */
export const fxUpdateSchema = z
  .object({
    pkrPerUsd: z
      .number({ error: rupeesTexts.rateInvalid })
      .min(fxLimits.min, rupeesTexts.rateInvalid)
      .max(fxLimits.max, rupeesTexts.rateInvalid)
      .refine(fourDecimals, rupeesTexts.rateInvalid),
  })
  .strict();
export type FxUpdate = z.infer<typeof fxUpdateSchema>;

/** GET /api/admin/fx: every value the rate had, newest first, with who set it (null: PKR_PER_USD at the first start, or a deleted admin). */
export const fxHistorySchema = z.object({
  rates: z.array(
    z.object({
      _id: z.string(),
      pkrPerUsd: z.number(),
      setBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type FxHistory = z.infer<typeof fxHistorySchema>;

/** An account number as a wallet compares it: no spaces or dashes, capital letters (an IBAN). */
export const normalizeWalletAccount = (account: string) => account.replace(/[\s-]/g, '').toUpperCase();

/**
 * The body of POST /api/orders/create-payment-intent/:gigId for paying in rupees: the wallet and the
 * account the request to pay goes to (a mobile number; for Raast also an IBAN). A card checkout sends none.
 */
export const walletCheckoutSchema = z
  .object({
    method: z.enum(walletMethods, { error: rupeesTexts.methodRequired }),
    account: z.string({ error: rupeesTexts.accountRequired }).trim().min(1, rupeesTexts.accountRequired).max(40, rupeesTexts.walletNumberFormat),
  })
  .strict()
  .superRefine((body, ctx) => {
    const account = normalizeWalletAccount(body.account);
    const valid = pakistaniMobilePattern.test(account) || (body.method === 'raast' && ibanPattern.test(account) && ibanChecksumValid(account));
    if (!valid) ctx.addIssue({ code: 'custom', path: ['account'], message: body.method === 'raast' ? rupeesTexts.raastFormat : rupeesTexts.walletNumberFormat });
  });
export type WalletCheckout = z.infer<typeof walletCheckoutSchema>;

/** The answer to a wallet checkout: the request to pay made, for exactly this many paisa at this rate. */
export const walletIntentResponseSchema = z.object({
  provider: z.literal('wallet'),
  paymentIntent: z.string(),
  method: z.enum(walletMethods),
  currency: z.literal('PKR'),
  amount: z.number().int(),
  rate: z.number(),
  gig: checkoutGigSchema,
});
export type WalletIntentResponse = z.infer<typeof walletIntentResponseSchema>;

/** The statuses of a request to pay in a wallet: waiting for the holder, approved, declined, or never answered in time. */
export const walletPaymentStatuses = ['pending', 'succeeded', 'declined', 'expired'] as const;
export type WalletPaymentStatus = (typeof walletPaymentStatuses)[number];

/**
 * The built-in wallet simulator's test accounts (no money moves): what the "holder" of each number
 * does with a request to pay. Any other valid number approves after WALLET_SIMULATOR_SECONDS.
 */
export const walletTestAccounts = {
  /** The holder declines on the phone (after WALLET_SIMULATOR_SECONDS). */
  declines: '03000000002',
  /** The holder never answers: the request expires after `walletRequestExpiryMinutes`. */
  expires: '03000000003',
  /** The holder approves late, after `walletLateApprovalSeconds` (past the checkout page's wait: the reconcile job settles it). */
  approvesLate: '03000000004',
} as const;

/** A request to pay that nobody approves expires after this long (as a real wallet's does). */
export const walletRequestExpiryMinutes = 10;
/** When the late test account approves. */
export const walletLateApprovalSeconds = 30;

/**
 * The body of POST /api/orders/create-payment-intent/:gigId: none or `{}` for a card checkout,
 * `{ method, account }` for paying in rupees from a wallet.
 */
export const checkoutBodySchema = z.preprocess(
  (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0 ? undefined : v),
  walletCheckoutSchema.nullish(),
);

/** The answer to a checkout: a card intent (its `provider` is the card processor's) or a wallet request to pay (`provider: 'wallet'`). */
export const checkoutResponseSchema = z.union([createPaymentIntentResponseSchema, walletIntentResponseSchema]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
