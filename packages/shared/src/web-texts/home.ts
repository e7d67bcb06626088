// No imports from the other shared modules: this file is in the home page's first download, and those
// modules bring zod along (see shell.ts). Amounts come in already formatted ("Rs 1,000", "5,000").

/** The home page: hero, search, categories, promises, promo blurbs, business pitch, join banner, video. */
export const homeTexts = {
  hero: {
    earnPerTask: (min: string, max: string) => `Earn Rs ${min} to ${max} per task`,
    /**
     * The heading, split around its highlighted word: before + highlight + after. A `\n` is a line
     * break at every width: the Urdu heading sets its lines so that the Nastaliq face, arriving after
     * the page has shown, does not break them at other words (which moved the page under it).
     */
    heading: { before: 'Find the perfect ', highlight: 'freelance', after: ' services for your business' },
    lead: 'Hire skilled people for small jobs, or spend an hour on an easy task and get paid for it.',
    popular: 'Popular:',
    watchVideo: 'Watch video',
  },
  search: {
    label: 'Search for any service',
    submit: 'Search',
  },
  /** The hero illustrations' alternative texts. */
  slides: {
    design: "A designer's tablet with a colour palette and logo sketches",
    code: 'A laptop and phone showing code for a mobile app',
    writing: 'A written article with a pen and five-star reviews',
    data: 'A spreadsheet and growth chart with coins',
  },
  categoriesLead: 'Thousands of services in ten categories, from logos to data entry.',
  promises: {
    heading: 'Why people earn with us',
    cashbackLabel: 'Cashback on registration',
    cashbackText: 'Credited to your wallet when your account is approved.',
    earningsValue: (min: string, max: string) => `Rs ${min} to ${max}`,
    earningsLabel: 'Earnings per task',
    earningsText: 'Clear prices up front, paid to your bank or mobile wallet.',
    hoursValue: '1 hour',
    hoursLabel: 'Is enough to start',
    hoursText: 'Work when it suits you, from anywhere in Pakistan.',
  },
  promo: {
    heading: 'Easy work, real earnings',
    lead: 'Start with small tasks, build your reviews, and take on bigger projects.',
    blurbs: [
      { title: 'Easy projects to earn from in an hour', text: 'Short, clearly described jobs you can finish in one sitting.' },
      { title: 'Presentation slides', text: 'Turn notes and documents into clean PowerPoint or Google Slides decks.' },
      { title: 'Data entry for beginners', text: 'Copy, sort and check data in spreadsheets. No experience needed.' },
      { title: 'Writing reviews', text: 'Try products and services and write honest, useful reviews.' },
    ],
    playVideo: 'Play video',
    /** The poster button's accessible name, with the video's title. */
    playVideoLabel: (title: string) => `Play video: ${title}`,
  },
  business: {
    /** After the site name in lower case: "kaamkar business". */
    brandSuffix: 'business',
    /** The heading, split around its highlighted word: before + highlight + after. */
    heading: { before: 'A business solution designed for ', highlight: 'teams', after: '' },
    lead: 'Upgrade to a curated experience packed with tools and benefits, dedicated to businesses.',
    pitch: [
      'Connect to freelancers with proven business experience',
      'Get matched with the perfect talent by a customer success manager',
      'Manage teamwork and boost productivity with one powerful workspace',
    ],
    cta: 'Talk to our team',
    imageAlt: 'A team workspace with tasks, progress and chat',
  },
  joinBanner: {
    text: (bonus: string) => `Sign up today and get ${bonus} cashback on registration. Pick a task, finish it, get paid.`,
  },
  video: {
    lead: 'See how members turn a free hour into paid work.',
    unsupported: 'Your browser cannot play this video.',
    cashback: (bonus: string) => `${bonus} cashback when you register.`,
  },
} as const;
