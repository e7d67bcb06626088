// Texts only the web app shows (labels, headings, empty states, toasts, aria-labels), one file per
// area; texts the server answers with too stay in the feature files beside (texts.ts, gigs.ts, ...).
export * from './shell.js';
export * from './routes.js';
export * from './site-pages.js';
export * from './accounts.js';
export * from './gigs.js';
export * from './sellers.js';
export * from './jobs.js';
export * from './messaging.js';
export * from './orders.js';
export * from './tasks.js';
export * from './earnings.js';
export * from './payouts-admin.js';
export * from './account-access.js';
export * from './notifications.js';
export * from './support.js';
export * from './legal.js';
export * from './home.js';
export * from './inline.js';
export * from './value-labels.js';
export * from './country-labels.js';
export * from './about.js';
export * from './language.js';
export * from './currency.js';
export * from './rate-card.js';
export * from './wallet-checkout.js';
export * from './urdu-qa.js';
