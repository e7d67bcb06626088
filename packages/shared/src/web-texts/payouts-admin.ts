// Type-only imports: this file adds no code of the other shared modules to the pages that use it.
import type { Currency } from '../money.js';
import type { PayoutStatus } from '../earnings.js';

/** /dashboard/payouts: the payout queue (admins), beyond payoutTexts. */
export const payoutsAdminWebTexts = {
  /** The dashboard navigation's entry. */
  nav: 'Payouts',
  heading: 'Payouts',
  description: 'Payout requests, oldest first. Approve sends the money to the payout provider; reject returns it to the user’s available balance.',
  filterLabel: 'Status',
  all: 'All',
  statusLabels: { requested: 'Requested', processing: 'Processing', paid: 'Paid', failed: 'Failed', rejected: 'Rejected' } satisfies Record<PayoutStatus, string>,
  caption: 'Payout requests',
  columns: { select: 'Select', user: 'User', amount: 'Amount', method: 'Paid to', status: 'Status', requested: 'Requested', actions: 'Actions' },
  deletedUser: 'Deleted user',
  // The owner's verification now (an approval of an unverified owner is refused).
  ownerVerified: 'Verified',
  ownerNotVerified: 'Not verified',
  noLegalName: 'no legal name on record',
  ownerNotVerifiedHint: 'Cannot be approved while the account is not verified.',
  paidAt: (date: string) => `Paid ${date}`,
  reason: (reason: string) => `Reason: ${reason}`,
  selectAll: 'Select all',
  selectRow: (amount: string, user: string) => `Select the payout of ${amount} to ${user}`,
  selectedCount: (n: number) => `${n} selected`,
  approveSelected: 'Approve selected',
  rejectSelected: 'Reject selected',
  approve: 'Approve',
  reject: 'Reject',
  approveLabel: (amount: string, user: string) => `Approve the payout of ${amount} to ${user}`,
  rejectLabel: (amount: string, user: string) => `Reject the payout of ${amount} to ${user}`,
  working: (done: number, total: number) => `Working: ${done} of ${total} done`,
  approvedSummary: (ok: number, total: number) => `${ok} of ${total} ${total === 1 ? 'payout' : 'payouts'} approved.`,
  rejectedSummary: (ok: number, total: number) => `${ok} of ${total} ${total === 1 ? 'payout' : 'payouts'} rejected.`,
  failedSummary: (n: number) => `${n} could not be changed; see beside ${n === 1 ? 'it' : 'them'} or below.`,
  failedLine: (amount: string, user: string, message: string) => `${amount} to ${user}: ${message}`,
  rowApproved: 'Approved',
  rowRejected: 'Rejected',
  // The approve dialog: nothing is sent before the admin has read what goes where.
  approveTitle: 'Approve payout',
  approveManyTitle: (n: number) => `Approve ${n} payouts`,
  approveText: 'The money is sent to the payout provider at once and cannot be called back. Check the amount, the account and the title.',
  approveManyText: (n: number, total: string) => `${n} payouts, ${total} in all, are sent to the payout provider at once and cannot be called back. Check each amount, account and title.`,
  approveLine: (amount: string, user: string) => `${amount} to ${user}`,
  approveAccount: (method: string, ending: string) => `${method}, account ${ending}`,
  approveAccountTitle: (title: string) => `Account title: ${title}`,
  confirmApprove: (amount: string) => `Send ${amount}`,
  confirmApproveMany: (n: number) => `Approve and send ${n} payouts`,
  // The reject dialog.
  rejectTitle: 'Reject payout',
  rejectManyTitle: (n: number) => `Reject ${n} payouts`,
  rejectText: (amount: string, user: string) => `${amount} returns to ${user}’s available balance. Tell them why; they will see the reason.`,
  rejectManyText: (n: number) => `The money of all ${n} payouts returns to their users’ available balances. The same reason is given to each.`,
  reasonLabel: 'Reason for the rejection',
  confirmReject: 'Reject payout',
  confirmRejectMany: (n: number) => `Reject ${n} payouts`,
  empty: 'No payouts here.',
  loading: 'Loading payouts',
  loadFailed: 'The payouts could not be loaded.',
  loadMoreFailed: 'More payouts could not be loaded.',
  loadMore: 'Load more',
} as const;

/** /dashboard/finance: the reconciliation of the books (admins). */
export const financeWebTexts = {
  /** The dashboard navigation's entry. */
  nav: 'Finance',
  heading: 'Finance',
  description: 'The books per currency: every figure of the ledger against what the orders and payouts say.',
  refresh: 'Refresh',
  loading: 'Loading the books',
  loadFailed: 'The books could not be loaded. Please try again.',
  allOk: 'The books balance in every currency.',
  notOk: 'The books do not balance: check the figures marked Mismatch.',
  currencyHeading: (currency: Currency) => (currency === 'USD' ? 'US dollars (USD)' : 'Pakistani rupees (PKR)'),
  ok: 'OK',
  mismatch: 'Mismatch',
  matches: 'Matches',
  differs: 'Differs',
  trialBalance: 'Trial balance',
  trialBalanceNote: 'Every entry summed; must be 0.',
  escrow: 'Escrow held',
  escrowExpected: (amount: string) => `Expected from paid orders not yet final: ${amount}`,
  inTransit: 'In transit',
  inTransitExpected: (amount: string) => `Payouts in processing: ${amount}`,
  balanceMismatches: 'User balances off their entries',
  balanceMismatchesNote: 'Accounts whose stored balance differs from the sum of their entries; must be 0.',
  feeRevenue: 'Fee revenue',
  bonusesPaid: 'Bonuses paid',
  rewardsPaid: 'Task rewards paid',
  payoutsPaid: 'Payouts paid',
  accounts: 'Platform accounts',
  accountsCaption: (currency: Currency) => `Platform accounts in ${currency}`,
  accountColumns: { account: 'Account', balance: 'Balance' },
  noAccounts: 'No entries in this currency yet.',
  accountNames: {
    processor_clearing: 'Card processor clearing',
    escrow: 'Escrow',
    fee_revenue: 'Fee revenue',
    bonus_expense: 'Registration bonuses',
    reward_expense: 'Task rewards',
    payout_clearing: 'Payouts clearing',
    unclaimed: 'Unclaimed earnings (seller deleted)',
    refund_losses: 'Refunds after completion',
  } as Record<string, string>,
} as const;

/** A task's reward on the task pages (tasks feature), beyond taskTexts.rewardInvalid and rewardLocked. */
export const taskRewardWebTexts = {
  label: 'Reward (Rs)',
  hint: 'Whole rupees, 0 to 1,000,000. Paid to the worker when their work is approved.',
  column: 'Reward',
  detail: 'Reward',
} as const;

/** The seller's box on an order page (orders feature): what the order earns them. Amounts in cents. */
export const sellerEarningsWebTexts = {
  heading: 'Your earnings',
  price: 'Price',
  fee: (percent: number) => `Platform fee (${percent}%)`,
  net: 'You earn',
  note: 'Available to withdraw once the order is complete and its clearance period has passed.',
} as const;
