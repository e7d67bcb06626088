import { earningsWebTexts, payoutMethodLabels, type PayoutMethodType } from '@market/shared';

/** How a payout method is named in sentences and buttons: 'Payoneer (a@b.com)'. */
export const methodName = (method: { type: PayoutMethodType; accountNumber: string }): string =>
  earningsWebTexts.methodName(payoutMethodLabels[method.type], method.accountNumber);
