// Prices in rupees: the currency switch (header, phone drawer, footer), approximate prices, orders
// paid in rupees, the budget filter in rupees, the admins' rate card and paying by wallet at checkout.

export const currencyWebTexts = {
  switch: {
    /** The switch's group name, read before USD / PKR. */
    label: 'Currency',
    title: 'Show prices in US dollars or Pakistani rupees',
    /** The header's one button: its title says what pressing it does. */
    switchTo: (currency: string) => `Show prices in ${currency}`,
    names: { USD: 'US dollars', PKR: 'Pakistani rupees' },
  },
  /** Read after a price in rupees of something charged in dollars ("≈ Rs 11,200"). */
  approximate: 'approximate, charged in US dollars',
  /** An order paid in rupees: its exact amount is shown, then this. */
  paidAtRate: (rate: string) => `Paid in rupees at ${rate} per dollar`,
  budgetRupees: 'Budget (Rs)',
  budgetLabel: (bound: 'min' | 'max') => `${bound === 'min' ? 'Minimum' : 'Maximum'} budget in rupees`,
  rateCard: {
    title: 'Exchange rate',
    intro: 'Prices in rupees are shown at this rate, and wallet payments are charged at it.',
    current: (rate: string) => `${rate} per US dollar`,
    since: (date: string) => `Since ${date}`,
    field: 'Rupees per US dollar',
    save: 'Save rate',
    history: 'Earlier rates',
    columns: { value: 'Rate', by: 'Set by', when: 'When' },
    initial: 'Initial setting',
    empty: 'The rate has not been changed yet.',
    loadFailed: 'Could not load the exchange rate.',
  },
  checkout: {
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
  },
};
