import { z } from 'zod';
import { schemaTexts } from './schema-texts.js';
import { verificationStates } from './verification-states.js';
import { easypaisaSchema, ibanSchema } from './accounts.js';
import { balanceBuckets, currencies, type Currency } from './money.js';

/**
 * Earnings, the ledger and payouts: balances, payout methods and
 * requests, and their texts. Every amount is an integer of the currency's minor unit (cents, paisa).
 */

export const currencySchema = z.enum(currencies, { error: schemaTexts.currencyChoice });

// ---------------------------------------------------------------------------------------------
// Earnings and the ledger
// ---------------------------------------------------------------------------------------------

export const balanceSchema = z.object({
  currency: currencySchema,
  pending: z.number().int(),
  available: z.number().int(),
  inTransit: z.number().int(),
  /** Everything ever earned in this currency (order earnings, bonuses, rewards). */
  lifetime: z.number().int(),
  /** When the oldest pending earnings become available (null when nothing is pending). */
  nextClearAt: z.string().nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** Whether the caller may withdraw now, and if not, why (shown on the Withdraw button). */
export const withdrawalStateSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  /** What the reason is about, so a page can word it itself (a time in the reader's zone). */
  blockedBy: z.enum(['admin', 'notVerified', 'legalNameMissing', 'methodsLocked']).nullable(),
  /** Where the caller's identity check stands: withdrawing needs `verified`. */
  verification: z.enum(verificationStates),
  /** Payouts are paused until then after a change of payout methods (null when not paused). */
  methodsLockedUntil: z.string().nullable(),
  /** Per currency, the earliest time of the next payout request under the one-a-day rule (null: now). */
  nextPayoutAt: z.object({ USD: z.string().nullable(), PKR: z.string().nullable() }),
});

export const earningsSchema = z.object({
  balances: z.array(balanceSchema),
  withdrawal: withdrawalStateSchema,
  /** The platform's fee on orders, in percent. */
  feePercent: z.number().int(),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const ledgerKinds = [
  'order_paid',
  'order_earning',
  'earning_cleared',
  'order_refunded',
  'registration_bonus',
  'task_reward',
  'payout_requested',
  'payout_paid',
  'payout_returned',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** What a ledger transaction points at. */
/** `task_answer`: an accepted answer to an item of a task pool. */
export const ledgerRefTypes = ['order', 'task', 'user', 'payout', 'task_answer'] as const;
export type LedgerRefType = (typeof ledgerRefTypes)[number];

export const earningsEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  kind: z.enum(ledgerKinds),
  desc: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  bucket: z.enum(balanceBuckets),
  ref: z.object({ type: z.enum(ledgerRefTypes), id: z.string() }),
  /** A payout's line: the payout's status now (null on every other line). */
  payoutStatus: z.enum(['requested', 'processing', 'paid', 'failed', 'rejected']).nullable(),
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

export const earningsEntriesQuerySchema = z
  .object({ currency: currencySchema.default('USD'), cursor: z.string().max(200).optional() })
  .strict();
export const earningsEntriesSchema = z.object({ entries: z.array(earningsEntrySchema), nextCursor: z.string().nullable() });
export type EarningsEntries = z.infer<typeof earningsEntriesSchema>;
export const earningsCsvQuerySchema = z.object({ currency: currencySchema.default('USD') }).strict();

/** What each kind of posting says in a user's history. */
export const ledgerKindTexts: Record<LedgerKind, string> = {
  order_paid: 'Order paid',
  order_earning: 'Earnings from an order (after the platform fee)',
  earning_cleared: 'Earnings cleared',
  order_refunded: 'Order refunded',
  registration_bonus: 'Registration bonus',
  task_reward: 'Task reward',
  payout_requested: 'Payout requested',
  payout_paid: 'Payout paid',
  payout_returned: 'Payout returned',
};

/** One currency's reconciliation: every figure the ledger says against what the other tables say. */
export const ledgerCurrencyReportSchema = z.object({
  currency: currencySchema,
  /** Sum of every entry: zero in a sound ledger. */
  trialBalance: z.number().int(),
  accounts: z.array(z.object({ account: z.string(), balance: z.number().int() })),
  escrow: z.object({ ledger: z.number().int(), expected: z.number().int() }),
  inTransit: z.object({ ledger: z.number().int(), expected: z.number().int() }),
  /** User accounts whose stored balance differs from the sum of their entries (none in a sound ledger). */
  balanceMismatches: z.number().int(),
  feeRevenue: z.number().int(),
  bonusesPaid: z.number().int(),
  rewardsPaid: z.number().int(),
  payoutsPaid: z.number().int(),
  ok: z.boolean(),
});
export const ledgerReportSchema = z.object({ currencies: z.array(ledgerCurrencyReportSchema), ok: z.boolean() });
export type LedgerReport = z.infer<typeof ledgerReportSchema>;

// ---------------------------------------------------------------------------------------------
// Payout methods
// ---------------------------------------------------------------------------------------------

export const payoutMethodTypes = ['iban', 'easypaisa', 'payoneer', 'wise'] as const;
export type PayoutMethodType = (typeof payoutMethodTypes)[number];

/** Which currencies each kind of method can receive. */
export const payoutMethodCurrencies: Record<PayoutMethodType, readonly Currency[]> = {
  iban: ['PKR', 'USD'],
  easypaisa: ['PKR'],
  payoneer: ['USD'],
  wise: ['USD'],
};

export const payoutMethodLabels: Record<PayoutMethodType, string> = { iban: 'Bank account (IBAN)', easypaisa: 'Easypaisa', payoneer: 'Payoneer', wise: 'Wise' };

export const payoutTexts = {
  methodTypeInvalid: 'Choose IBAN, Easypaisa, Payoneer or Wise',
  titleRequired: 'The account title is required',
  emailInvalid: 'Enter the e-mail address of the account',
  currencyNotTaken: 'This kind of account does not take that currency',
  methodNotFound: 'Payout method not found',
  methodExists: 'You already have this payout method',
  tooManyMethods: 'You can keep at most 10 payout methods',
  methodAdded: 'Payout method added. Payouts are paused for a while after a change, to keep your money safe.',
  methodDeleted: 'Payout method removed.',
  beneficiaryNotFound: 'The payout provider does not know this account; please check the number',
  notVerified: 'Verify your identity to withdraw.',
  /** Why a not verified account may not withdraw yet, by its verification state (the page links to /verification). */
  notVerifiedBecause: {
    none: 'Verify your identity to withdraw: send your ID documents and a live selfie from the verification page.',
    pending: 'Your documents are being reviewed. You can withdraw once an admin has verified your identity.',
    changes_requested: 'An admin asked you to send a document again. Verify your identity to withdraw.',
    rejected: 'Your verification was not accepted. Send your documents again to withdraw.',
  },
  legalNameMissing: 'Add your full name as on your ID card before your first payout: payouts go only to accounts in that name.',
  titleDiffers: (title: string, legalName: string) => `The account title “${title}” is not the legal name on the ID card, “${legalName}”.`,
  titleDiffersForUser: 'This account title is not your name as on your ID card: payouts to it may be rejected.',
  adminNoPayouts: 'Admin accounts cannot withdraw.',
  belowMinimum: (min: string) => `The minimum payout is ${min}.`,
  aboveAvailable: (available: string) => `You can withdraw at most ${available}, your available balance.`,
  oncePerDay: (when: string) => `You can request one payout per currency every 24 hours; your next from ${when}.`,
  methodsLocked: (when: string) => `Payouts are paused until ${when} after a change of your payout methods or e-mail address.`,
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was used for another payout request',
  payoutNotFound: 'Payout not found',
  notRequested: 'Only a requested payout can be approved or rejected',
  // An approval (and the job that sends the money) checks the owner again: they may have changed since the request.
  ownerDeleted: 'This payout cannot be approved: its owner’s account was deleted. Reject it to close it.',
  ownerNotVerified: 'This payout cannot be approved: its owner is no longer verified. Verify the account again, or reject the payout with a reason.',
  ownerIsAdmin: 'This payout cannot be approved: its owner is now an admin, and admin accounts cannot withdraw. Reject it with a reason.',
  stoppedOwnerDeleted: 'The payout was stopped before it was sent: the account was deleted.',
  stoppedNotVerified: 'The payout was stopped before it was sent: your account is no longer verified. The money is back in your available balance.',
  stoppedIsAdmin: 'The payout was stopped before it was sent: admin accounts cannot withdraw. The money is back in your available balance.',
  reasonRequired: 'A reason is required',
  requested: 'Payout requested. An admin will review it shortly.',
  approved: 'Payout approved and sent to the payout provider.',
  rejected: 'Payout rejected; the funds are available again.',
  feeFree: 'Payouts are free: the full amount reaches your account.',
} as const;

const methodBase = { accountTitle: z.string({ error: payoutTexts.titleRequired }).trim().min(1, payoutTexts.titleRequired).max(100) };
const emailAccount = z.string({ error: payoutTexts.emailInvalid }).trim().toLowerCase().pipe(z.email(payoutTexts.emailInvalid).max(254));

/** POST /api/payout-methods: the number is checked as at registration (IBAN checksum, Pakistani mobile number). */
export const createPayoutMethodSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('iban'), currency: z.enum(['PKR', 'USD'], { error: payoutTexts.currencyNotTaken }), accountNumber: ibanSchema, ...methodBase }).strict(),
      z.object({ type: z.literal('easypaisa'), currency: z.literal('PKR', { error: payoutTexts.currencyNotTaken }), accountNumber: easypaisaSchema, ...methodBase }).strict(),
      z.object({ type: z.literal('payoneer'), currency: z.literal('USD', { error: payoutTexts.currencyNotTaken }), accountNumber: emailAccount, ...methodBase }).strict(),
      z.object({ type: z.literal('wise'), currency: z.literal('USD', { error: payoutTexts.currencyNotTaken }), accountNumber: emailAccount, ...methodBase }).strict(),
    ],
    { error: payoutTexts.methodTypeInvalid },
  );
export type CreatePayoutMethod = z.input<typeof createPayoutMethodSchema>;

export const payoutMethodSchema = z.object({
  _id: z.string(),
  type: z.enum(payoutMethodTypes),
  currency: currencySchema,
  accountTitle: z.string(),
  accountNumber: z.string(),
  /** The title the payout provider holds for the account (its beneficiary check). */
  verifiedTitle: z.string(),
  /** Whether the account title is the owner's legal name (payouts go only to accounts in that name). */
  titleMatchesLegalName: z.boolean(),
  createdAt: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;
export const payoutMethodsSchema = z.object({ methods: z.array(payoutMethodSchema) });

// ---------------------------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------------------------

export const payoutStatuses = ['requested', 'processing', 'paid', 'failed', 'rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const createPayoutSchema = z
  .object({
    currency: currencySchema,
    amount: z.number({ error: schemaTexts.amountWhole }).int(schemaTexts.amountWhole).positive(schemaTexts.amountPositive).max(1e13),
    methodId: z.uuid(payoutTexts.methodNotFound),
  })
  .strict();
export type CreatePayout = z.input<typeof createPayoutSchema>;

export const payoutSchema = z.object({
  _id: z.string(),
  currency: currencySchema,
  amount: z.number().int(),
  status: z.enum(payoutStatuses),
  method: z.object({ type: z.enum(payoutMethodTypes), accountTitle: z.string(), accountNumber: z.string() }),
  /** An admin's reason for a rejection, or the provider's for a failure ('' otherwise). */
  reason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutsListSchema = z.object({ payouts: z.array(payoutSchema), nextCursor: z.string().nullable() });
export const payoutsQuerySchema = z.object({ cursor: z.string().max(200).optional() }).strict();

/**
 * How an account number is shown where the whole number is not needed (the admin queue, a paid
 * payout's line): the last four digits of an IBAN or a mobile number ('•••• 4567'), or an e-mail
 * with its name hidden but its first letter ('a•••@example.com').
 */
export function maskedAccount(type: PayoutMethodType, accountNumber: string): string {
  if (type === 'payoneer' || type === 'wise') {
    const at = accountNumber.lastIndexOf('@');
    return at > 0 ? `${accountNumber[0]}•••${accountNumber.slice(at)}` : `•••• ${accountNumber.slice(-4)}`;
  }
  return `•••• ${accountNumber.replace(/\s/g, '').slice(-4)}`;
}

/**
 * A payout in the admin queue: the method's kind, its title and the account's ending only (what the
 * decision needs; the provider is sent the whole number from the payout row), and whether the
 * owner is verified now (null: the account was deleted).
 */
export const adminPayoutSchema = payoutSchema.omit({ method: true }).extend({
  method: z.object({ type: z.enum(payoutMethodTypes), accountTitle: z.string(), accountEnding: z.string() }),
  user: z.object({ _id: z.string(), username: z.string(), isVerified: z.boolean(), legalName: z.string() }).nullable(),
  /** Whether the method's account title is the owner's legal name; the queue warns when not. */
  titleMatchesLegalName: z.boolean(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsListSchema = z.object({ payouts: z.array(adminPayoutSchema), nextCursor: z.string().nullable() });
export const adminPayoutsQuerySchema = z
  .object({ status: z.enum(payoutStatuses).optional(), cursor: z.string().max(200).optional() })
  .strict();
export const rejectPayoutSchema = z.object({ reason: z.string({ error: payoutTexts.reasonRequired }).trim().min(1, payoutTexts.reasonRequired).max(500) }).strict();
export const payoutActionSchema = z.object({ message: z.string(), payout: adminPayoutSchema });

/**
 * The built-in payout simulator's test accounts (like the test cards): a payout to one of these
 * fails as a closed account, or stays pending and then fails; a payout to any other valid account
 * is paid a few seconds after approval.
 */
export const payoutTestAccounts = {
  closed: { iban: 'PK11TEST0000000000000002', easypaisa: '03000000002', email: 'closed@payouts.test' },
  pendingThenFails: { iban: 'PK81TEST0000000000000003', easypaisa: '03000000003', email: 'pending@payouts.test' },
} as const;

export const createdPayoutMethodSchema = z.object({ message: z.string(), method: payoutMethodSchema });
export const createdPayoutSchema = z.object({ message: z.string(), payout: payoutSchema });
