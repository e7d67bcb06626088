// Type-only imports: this file adds no code of the other shared modules to the pages that use it.
import type { BalanceBucket, Currency } from '../money.js';
import type { PayoutMethodType, PayoutStatus } from '../earnings.js';
import { earningsRouteTexts } from './routes.js';

/** The earnings page (/earnings): balances, withdrawal, history, payouts and payout methods, beyond payoutTexts. */
export const earningsWebTexts = {
  /** The account menu's and the dashboard navigation's entry. */
  menu: 'Earnings',
  route: earningsRouteTexts,
  heading: 'Earnings',
  verifyLink: 'Verify your identity to withdraw',
  identityNotice: 'Before you can withdraw',
  legalNameLabel: 'Full name as on your ID card',
  legalNameSave: 'Save',
  intro: (feePercent: number) =>
    `What you earned from orders and tasks, per currency. The platform keeps ${feePercent}% of each order; the rest is yours once it clears.`,
  loadFailed: 'Your earnings could not be loaded. Please try again.',
  currencyNames: { USD: 'US dollars', PKR: 'Pakistani rupees' } satisfies Record<Currency, string>,
  balances: 'Balances',
  available: 'Available',
  pending: 'Pending',
  /** Before the moment the oldest pending earnings become available: 'clears 25 Nov 2026, 14:05'. */
  clears: 'clears',
  inTransit: 'In transit',
  lifetime: 'Lifetime earnings',
  withdraw: 'Withdraw',
  withdrawCurrency: (currency: Currency) => `Withdraw ${currency}`,
  // The one-a-day rule, told before the form (times in the reader's own time zone).
  oncePerDayRule: 'One payout per currency every 24 hours; a rejected one does not count.',
  nextPayoutFrom: (currency: Currency, date: string) => `Your next ${currency} payout can be requested from ${date}.`,
  afterThisPayout: (date: string) => `After this payout, the next one in this currency can be requested from ${date}.`,
  // The withdraw dialog.
  withdrawTitle: (currency: Currency) => `Withdraw ${currency}`,
  method: 'Payout method',
  chooseMethod: 'Choose a payout method',
  noMethods: (currency: Currency) => `You have no payout method that takes ${currency} yet.`,
  addMethodFirst: 'Add a payout method',
  amount: (currency: Currency) => `Amount (${currency})`,
  amountPlaceholder: (currency: Currency) => (currency === 'USD' ? 'e.g. 25.50' : 'e.g. 5000'),
  availableNow: (amount: string) => `Available: ${amount}`,
  minimum: (amount: string) => `Minimum: ${amount}`,
  amountRequired: 'Enter an amount',
  amountInvalid: 'Enter an amount in numbers, such as 25.50',
  amountDecimals: 'Use at most 2 decimals',
  amountPositive: 'The amount must be more than zero',
  methodRequired: 'Choose a payout method',
  continue: 'Continue',
  back: 'Back',
  confirmQuestion: (amount: string, method: string) => `Withdraw ${amount} to ${method}?`,
  confirmWithdraw: 'Confirm withdrawal',
  methodName: (label: string, account: string) => `${label} (${account})`,
  /** Under the method chosen in the dialog, whose option may be cut short on a phone. */
  methodDetails: (title: string, account: string) => `${title} · ${account}`,
  // The history.
  history: 'History',
  historyCurrency: 'History currency',
  downloadCsv: (currency: Currency) => `Download CSV (${currency})`,
  noEntries: (currency: Currency) => `Nothing in ${currency} yet.`,
  entriesFailed: 'The history could not be loaded.',
  columns: { date: 'Date', description: 'Description', bucket: 'Balance', amount: 'Amount', balanceAfter: 'Balance after' },
  buckets: { pending: 'Pending', available: 'Available', in_transit: 'In transit' } satisfies Record<BalanceBucket, string>,
  loadMore: 'Load more',
  // The payouts.
  payouts: 'Payouts',
  noPayouts: 'You have not requested a payout yet.',
  payoutsFailed: 'Your payouts could not be loaded.',
  payoutColumns: { requested: 'Requested', amount: 'Amount', method: 'To', status: 'Status', paid: 'Paid' },
  /** Where a paid payout went: 'Paid to Easypaisa •••• 4567'. */
  paidTo: (method: string, ending: string) => `Paid to ${method} ${ending}`,
  payoutStatuses: { requested: 'Requested', processing: 'Processing', paid: 'Paid', failed: 'Failed', rejected: 'Rejected' } satisfies Record<PayoutStatus, string>,
  notPaid: '—',
  notPaidLabel: 'Not paid yet',
  // The payout methods.
  methods: 'Payout methods',
  methodsIntro: 'The accounts your payouts go to. After a change, payouts pause for a while to keep your money safe.',
  noMethodsYet: 'No payout method yet. Add one below to withdraw.',
  methodsFailed: 'Your payout methods could not be loaded.',
  methodsLocked: (date: string) => `Payouts are paused until ${date} after a change of your payout methods or e-mail address.`,
  providerTitle: (title: string) => `Name at the provider: ${title}`,
  added: (date: string) => `Added ${date}`,
  remove: 'Remove',
  removeLabel: (method: string) => `Remove ${method}`,
  removeTitle: 'Remove this payout method?',
  removeText: (method: string) => `${method} will no longer receive payouts. Payouts already requested are not affected.`,
  addMethod: 'Add payout method',
  type: 'Type',
  currency: 'Currency',
  accountTitle: 'Account title',
  accountTitleHint: 'The name on the account, as the bank or provider holds it.',
  accountNumber: {
    iban: 'IBAN',
    easypaisa: 'Mobile number or IBAN',
    payoneer: 'Payoneer e-mail',
    wise: 'Wise e-mail',
  } satisfies Record<PayoutMethodType, string>,
  accountNumberPlaceholder: {
    iban: 'PK36SCBL0000001123456702',
    easypaisa: '03001234567',
    payoneer: 'you@example.com',
    wise: 'you@example.com',
  } satisfies Record<PayoutMethodType, string>,
} as const;
