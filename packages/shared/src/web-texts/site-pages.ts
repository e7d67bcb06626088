/** The sign-in page and modal, the contact page and the not-found page. */
export const authWebTexts = {
  heading: (siteName: string) => `Sign in to ${siteName}`,
  pageIntro: 'Find work, manage orders and submit tasks.',
  backToHome: 'Back to home',
  modalIntro: 'Welcome back. Pick up your tasks and orders where you left them.',
  username: 'Username or e-mail',
  password: 'Password',
} as const;

export const contactWebTexts = {
  heading: 'Contact us',
  intro: 'Questions about tasks, payments or your account? Send us a message and we will get back to you.',
  detailsHeading: 'Get in touch',
  detailsIntro: 'We usually answer within one working day. For urgent payment questions, call us.',
  officeAddress: 'Office address',
  phone: 'Phone',
  supportEmail: 'Support e-mail',
  officeHours: 'Office hours',
  name: 'Full Name',
  email: 'Email Address',
  phoneNumber: 'Phone Number',
  phonePlaceholder: '+92 300 1234567',
  message: 'Message',
} as const;
