// Paying in rupees at checkout: by mobile wallet (Easypaisa, JazzCash) or by Raast, and waiting for
// the buyer to approve the payment on their phone.

export const walletCheckoutWebTexts = {
  howToPay: 'How to pay',
  methods: { card: 'Card', easypaisa: 'Easypaisa', jazzcash: 'JazzCash', raast: 'Raast' },
  hints: { card: 'Pay in US dollars', easypaisa: 'Mobile wallet, in rupees', jazzcash: 'Mobile wallet, in rupees', raast: 'Bank account by Raast, in rupees' },
  account: 'Mobile number of your wallet account',
  raastAccount: 'Mobile number or IBAN of your Raast ID',
  estimate: (amount: string, rate: string) => `You will pay about ${amount} at ${rate} per dollar`,
  estimateNote: 'The exact amount is fixed when you press Pay.',
  pay: (method: string) => `Pay with ${method}`,
  exactAmount: 'Amount to approve',
  atRate: (rate: string) => `at ${rate} per dollar`,
  waitingTitle: 'Approve the payment on your phone',
  waitingBody: (method: string, account: string) => `We sent a payment request to your ${method} account ${account}. Open the app and approve it.`,
  status: 'Status',
  states: { pending: 'Waiting for your approval', succeeded: 'Payment approved', declined: 'Declined', expired: 'Not approved in time' },
  stillWaiting: 'We are still waiting for your wallet; your order will update by itself when it is approved.',
  goToOrders: 'Go to your orders',
  tryAgain: 'Try again',
  payByCard: 'Pay by card instead',
};
