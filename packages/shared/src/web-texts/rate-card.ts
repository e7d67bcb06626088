// The admins' exchange-rate card on /dashboard/finance: the rate prices in rupees are shown at and
// wallet payments are charged at, and its history.

export const rateCardWebTexts = {
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
};
