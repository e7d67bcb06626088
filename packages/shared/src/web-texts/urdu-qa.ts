// No imports from the other shared modules (see shell.ts): texts the Urdu pages' check found written
// inline or shown as values the server sends in English.

/** Texts the Urdu page check (e2e/specs/urdu-pages.spec.ts) found outside the catalogues. */
export const qaWebTexts = {
  /** The gig list's budget inputs' placeholders (their labels say "Minimum budget in dollars"). */
  budgetPlaceholder: { min: 'min', max: 'max' },
  /** The support hours when the server keeps the default (SUPPORT_HOURS unset): supportDefaults.hours. */
  defaultSupportHours: 'Monday to Saturday, 9:00 to 18:00 PKT',
  /** The task list's status filter, by value (taskStatusFilters in tasks.ts: SPEC 4 labels 'In Complete' 'InComplete'). */
  taskStatusFilterLabels: { '': 'All', 'To Do': 'To Do', 'In Progress': 'In Progress', 'In Complete': 'InComplete', Complete: 'Complete' },
  /** What each test card of the built-in processor does, in the order of testCards (orders.ts). */
  testCardOutcomes: ['Succeeds', 'Stays processing for about 3 seconds, then succeeds', 'Declined', 'Declined: insufficient funds'],
} as const;
