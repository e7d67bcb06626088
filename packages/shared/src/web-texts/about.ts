// The about page's texts (its own file: only that page loads them).

export const aboutWebTexts = {
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
};
