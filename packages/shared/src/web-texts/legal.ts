// The privacy and terms pages' texts: a module of their own, loaded with those pages only (their tab
// titles and descriptions are the route table's: legalRouteTexts in routes.ts).

/** One section of a legal page: a heading, paragraphs, and optionally a list. */
export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };

/** The privacy page (/privacy): what identity data is kept, why, for how long, who sees it, how to have it deleted. */
export const privacyTexts = {
  updated: 'Last updated 1 December 2026',
  intro:
    'To pay people safely we have to know who they are. This page says plainly what we keep about you, why, for how long, who can see it, and how to have it deleted.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: ['When you register as a worker or seller, you give us:'],
      list: [
        'your username, e-mail address, password (stored only as a one-way hash), phone number, address and birthdate;',
        'your CNIC (national identity card) number, and photos of the front and back of the card;',
        'a live selfie taken with your camera, and your profile picture;',
        'your bank IBAN and a photo of your bank document, your Easypaisa account, and the payout methods you add;',
        'what you do on the site: gigs, orders, messages, task submissions, reviews, payments and payouts.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'Your CNIC, the card photos and the selfie let our team check that you are a real person and the owner of the card, before you can take paid tasks or be paid. Your bank and wallet details are where your earnings go; the bank document shows the account is yours. Your e-mail address and phone number are how we reach you about your account, orders and payments. We do not sell your data, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'You see everything you gave us in your settings. Our administrators see your identity documents and bank details to verify you and to approve payouts; each time an administrator opens your record or one of your documents, it is written to an audit log you can ask us about. Other users see only your public profile: username, picture, description, skills, gigs and reviews. Payment processors receive what a payment or payout needs (the amount and the account it goes to).',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data while your account exists. When your account is deleted, your identity documents, selfie, pictures, profile, gigs, messages and sessions are deleted with it. Records of money that changed hands (paid orders, earnings and payouts) are kept, as accounting law requires, with your name removed from the other party\'s view. Copies in the operator\'s backups are removed as those backups are replaced.',
      ],
    },
    {
      heading: 'How to have it deleted',
      paragraphs: [
        'Write to us from the e-mail address of your account, or contact us by phone or WhatsApp (the details are below), and ask for your account to be deleted. We confirm it is you and delete the account and everything listed above. You can also ask us at any time for a copy of what we keep, or to correct it.',
      ],
    },
  ] satisfies LegalSection[],
  contactHeading: 'Questions about your data',
} as const;

/** The terms page (/terms): the rules people accept when they register. */
export const termsTexts = {
  updated: 'Last updated 1 December 2026',
  intro: 'By creating an account you accept these terms. They are short; please read them.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'One account per person. The details and documents you give must be true and your own: we check your identity (CNIC, card photos and a live selfie) before you can take paid tasks or be paid, and we may refuse or suspend an account whose details are false. Keep your password to yourself; you are responsible for what is done with your account.',
      ],
    },
    {
      heading: 'Gigs and orders',
      paragraphs: [
        'Sellers describe their services honestly and deliver what a gig promises by its due date. Buyers pay when they order; the payment is held until the work is delivered and accepted, or the order completes by itself after delivery. A late order may be cancelled and refunded; a disagreement may be brought to our team as a dispute, and our decision on it is final on the site.',
      ],
    },
    {
      heading: 'Tasks and earnings',
      paragraphs: [
        'Verified workers carry out the tasks assigned to them and submit their own work. Earnings are credited when the work is approved, can be withdrawn once they have cleared, and are paid to a payout method in your own name.',
      ],
    },
    {
      heading: 'What is not allowed',
      paragraphs: ['You may not:'],
      list: [
        'use someone else\'s identity, documents or payment details;',
        'pay or ask to be paid outside the site for work found on it;',
        'post anything unlawful, hateful, or that you have no right to use;',
        'try to break, overload or get around the security of the site.',
      ],
    },
    {
      heading: 'Your data',
      paragraphs: ['What we keep about you, why and for how long is in our Privacy Policy.'],
    },
    {
      heading: 'Changes and ending',
      paragraphs: [
        'We may change these terms; we tell you by e-mail before a change that matters takes effect. You may ask us to delete your account at any time; we may close an account that breaks these terms, after paying out what it has cleared.',
      ],
    },
  ] satisfies LegalSection[],
  contactHeading: 'Questions about these terms',
} as const;
