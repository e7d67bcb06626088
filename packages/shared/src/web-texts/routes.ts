// Tab titles and meta descriptions of routes whose pages' other texts live in the area files beside.
// A file of their own: the route table is in the web app's entry, and a module the entry uses goes
// into the entry whole, with every text other pages read of it.

export const earningsRouteTexts = { title: 'Earnings', description: 'Your balances in US dollars and rupees, their history, your payouts and payout methods.' };

export const notificationRouteTexts = {
  list: { title: 'Notifications', description: 'What happened on your orders, tasks, reviews and payouts, newest first.' },
  settings: { title: 'Notification settings', description: 'Choose which e-mails you get from us.' },
  unsubscribe: { title: 'Unsubscribe', description: 'Turn off one kind of e-mail with the link it came with.' },
};

export const accountAccessRouteTexts = {
  forgotPassword: { title: 'Forgot password', description: 'Get an e-mail with a link to choose a new password.' },
  resetPassword: { title: 'Choose a new password', description: 'Set a new password with the link from your e-mail.' },
  verifyEmail: { title: 'Verify e-mail address', description: 'Confirm the e-mail address of your account.' },
  undoEmailChange: { title: 'Undo an e-mail change', description: 'Give your account its old e-mail address back with the link mailed to it.' },
};

/** The admin's payout and finance routes. */
export const payoutsAdminRouteTexts = {
  payouts: { title: 'Payouts', description: 'Payout requests to approve or reject, by status.' },
  finance: { title: 'Finance', description: 'Reconciliation of the books per currency: trial balance, escrow, money in transit, revenue and expenses.' },
} as const;

/** The legal pages' titles (also their headings) and descriptions. */
export const legalRouteTexts = {
  privacy: {
    title: 'Privacy Policy',
    description: 'What Kaamkar keeps about you (ID card, selfie, bank details), why, for how long, who sees it and how to have it deleted.',
  },
  terms: {
    title: 'Terms of Service',
    description: 'The rules for using Kaamkar: accounts and verification, gigs and orders, tasks, payments and payouts.',
  },
};
