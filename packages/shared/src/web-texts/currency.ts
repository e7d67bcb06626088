// Prices in rupees: the currency switch (header, phone drawer, footer), approximate prices, orders
// paid in rupees and the budget filter in rupees. The admins' rate card (rate-card.ts) and paying by
// wallet (wallet-checkout.ts) have files of their own, so that every page's script does not carry them.

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
};
