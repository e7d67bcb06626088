// No imports from the other shared modules: formatDate (and with it these texts) is on every page, and
// those modules bring zod along (see shell.ts).

/** Texts the web app used to write inline, by feature: the about page, counts, dates, the brand's details. */
export const inlineWebTexts = {
  about: {
    eyebrow: (siteName: string) => `About ${siteName}`,
    heading: 'Work that fits your life, pay that respects your time',
    lead: (siteName: string) =>
      `${siteName} connects businesses with skilled freelancers, and gives anyone with an hour to spare a fair way to earn online.`,
    whyHeading: (siteName: string) => `Why people choose ${siteName}`,
    earnTitle: 'Earn',
    earnText: (min: string, max: string) => `Get paid Rs ${min} to ${max} per task, straight to your bank account or mobile wallet.`,
    growTitle: 'Grow',
    growText: 'Every finished task adds to your reviews. Better reviews unlock bigger projects and better-paying clients.',
    cashbackTitle: 'Cashback on first login',
    cashbackText: (bonus: string) => `A ${bonus} welcome bonus lands in your wallet the first time you sign in to your verified account.`,
    flexibleTitle: 'Flexible work',
    flexibleText: 'No office, no fixed hours. Work an hour a day or full time, from anywhere, on the tasks you choose.',
    safeTitle: 'Safe and verified',
    safeText: 'Every worker is identity-checked and every payment is held safely until the work is approved.',
    howHeading: 'How it works',
    steps: [
      { title: 'Create your account', text: 'Sign up with your details and bank information in a few minutes.' },
      { title: 'Get verified', text: 'Our team checks your identity, usually within a day.' },
      { title: 'Complete tasks', text: 'Pick tasks that match your skills and submit your work.' },
      { title: 'Get paid', text: 'Approved work is paid to your account. It is that simple.' },
    ],
    join: (siteName: string) => `Join ${siteName}`,
    contact: 'Contact us',
  },
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
