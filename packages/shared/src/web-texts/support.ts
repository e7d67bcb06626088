import type { SupportSettings } from '../support.js';

/** How the site and the e-mails say where support is (the SUPPORT_* settings fill in the details). */
export const supportTexts = {
  /** The last line of every e-mail. */
  mailLine: (s: SupportSettings) => `Questions? Write to ${s.email}, call ${s.phone} or message us on WhatsApp at ${s.whatsapp} (${s.hours}).`,
  // The home page's promise and the about page's reason: what support really offers.
  promiseValue: 'Real people',
  promiseLabel: 'Support',
  promiseText: (hours: string) => `On WhatsApp, e-mail and phone, ${hours}.`,
  aboutTitle: 'Support from real people',
  aboutText: (hours: string) => `Questions about a task or a payment? Our support team answers on WhatsApp, e-mail and phone, ${hours}.`,
  // The contact page's details.
  whatsapp: 'WhatsApp',
  hours: 'Support hours',
  outsideHours: 'Messages sent outside these hours are answered on the next working day.',
  // The footer's line.
  footerLabel: 'Support',
  footerLegal: 'Legal',
} as const;

/** What the legal pages say around their sections. */
export const legalPageTexts = {
  contactIntro: 'Write to us, call or message us on WhatsApp:',
  email: 'E-mail',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  hours: 'Hours',
  privacyLink: 'Privacy Policy',
  termsLink: 'Terms of Service',
  newTab: '(opens in a new tab)',
  // The registration form's line above its submit button.
  registrationConsent: { before: 'By registering you accept our ', between: ' and have read our ', after: ', which says what we keep of your ID card, selfie and bank details.' },
} as const;
