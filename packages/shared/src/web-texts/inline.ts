// No imports from the other shared modules: formatDate (and with it these texts) is on every page, and
// those modules bring zod along (see shell.ts).

/** Texts the web app used to write inline, by feature: counts, dates, the brand's details. */
export const inlineWebTexts = {
  gigs: {
    /** aria-roledescription of the gig picture carousel. */
    carousel: 'carousel',
  },
  /** Numbers with their unit, for delivery times, revisions and durations. */
  counts: {
    /** "3 Days" (the gig page's package card). */
    Days: (n: number) => `${n} Day${n === 1 ? '' : 's'}`,
    /** "2 Revisions" (the gig page's package card). */
    Revisions: (n: number) => `${n} Revision${n === 1 ? '' : 's'}`,
    days: (n: number) => `${n} day${n === 1 ? '' : 's'}`,
    revisions: (n: number) => `${n} revision${n === 1 ? '' : 's'}`,
    years: (n: number) => `${n} year${n === 1 ? '' : 's'}`,
    months: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
    hours: (n: number) => `${n} hour${n === 1 ? '' : 's'}`,
    minutes: (n: number) => `${n} minute${n === 1 ? '' : 's'}`,
  },
  format: {
    /** Month names in dates ("25 Nov 2026"), January first. */
    /** Between the items of a list shown as text (skills, languages). */
    listSeparator: ', ',
    /** Between the two or more parts of a total ("$60.00 and Rs 3,000"). */
    and: ' and ',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  site: {
    /** After the site name in the title of pages without their own ("Kaamkar: ..."). */
    tagline: 'Freelance services and paid micro-tasks',
    officeLine1: 'Office 7, 2nd Floor, Arfa Software Technology Park',
    officeLine2: '346-B Ferozepur Road, Lahore 54600, Pakistan',
  },
} as const;
