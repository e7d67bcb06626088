// Texts only the server writes: the titles of the pages it renders and the messages it stores. No zod
// here: the catalogue (i18n/catalogue.ts) reads it with the pages' texts.

export const serverTexts = {
  /** The gig list's meta description; `topic`: a quoted search, a category's title or "All services". */
  gigListDescription: (topic: string) => `Gigs for ${topic}: compare prices, ratings and delivery times.`,
  /** Why the built-in payout provider's transfer failed, kept on the payout and shown to the seller. */
  localPayoutFailures: {
    closed: 'The receiving account is closed.',
    noAnswer: 'The receiving bank did not confirm the transfer in time; the money was returned.',
  },
};
