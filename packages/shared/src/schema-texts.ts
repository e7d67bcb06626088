// The validation messages of the shared schemas that no feature's texts hold. No zod here: the
// catalogue (i18n/catalogue.ts) and the pages read it without the schemas.

/** Messages the zod schemas give (accounts, gigs, tasks, orders, earnings, the common schemas). */
export const schemaTexts = {
  /** A text longer than its limit. */
  atMostCharacters: (max: number) => `At most ${max} characters`,
  /** A number above its limit (a price, a delivery time). */
  atMost: (max: number) => `At most ${max}`,
  atMostLanguages: (max: number) => `At most ${max} languages`,
  atMostImages: (max: number) => `At most ${max} images`,
  atMostFeatures: (max: number) => `At most ${max} features`,
  atMostFiles: (max: number) => `At most ${max} files`,
  /** A list size that is not one of the page sizes (`sizes`: them, joined by commas). */
  chooseOneOf: (sizes: string) => `Choose one of ${sizes}`,
  sellerCannotTurnOff: 'A seller account cannot be turned off here',
  currencyChoice: 'Currency must be USD or PKR',
  amountWhole: 'Amount must be a whole number of cents or paisa',
  amountPositive: 'Amount must be positive',
  resolveChoice: 'Choose complete or refund',
  notFileAddress: 'Not a file address of this site',
  paymentIntentRequired: 'payment_intent is required',
  phoneFormat: 'Please enter a valid phone number',
};
