import { accountAccessRouteTexts } from './routes.js';

/**
 * Password reset and e-mail verification: the forgot, reset and verify pages, the link in the
 * sign-in form, and the e-mail part of settings and profile. What the server answers (the link
 * was sent, the link is bad, ...) is in `notificationTexts` (notifications.ts).
 */
export const accountAccessWebTexts = {
  routes: accountAccessRouteTexts,
  /** Under the password field of the sign-in form. */
  forgotLink: 'Forgot password?',
  forgot: {
    heading: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'E-mail address',
    submit: 'Send reset link',
    sentHeading: 'Check your inbox',
    sentHint: 'The link works for a short time. Nothing arrived? Look in your spam folder, or ask again.',
    again: 'Use another address',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    heading: 'Choose a new password',
    intro: 'Pick a password you do not use anywhere else. Every device signed in to your account will be signed out.',
    password: 'New password',
    confirm: 'Confirm new password',
    mismatch: 'The passwords do not match.',
    submit: 'Change password',
    doneHeading: 'Password changed',
    signIn: 'Sign in',
    badHeading: 'This link does not work',
    askNew: 'Ask for a new link',
  },
  verify: {
    heading: 'Verifying your e-mail address',
    checking: 'Checking your link…',
    doneHeading: 'All set',
    badHeading: 'This link does not work',
    badSignedIn: 'You can send yourself a new link from your settings.',
    home: 'Go to home',
    settings: 'Open your settings',
    dashboard: 'Go to your dashboard',
  },
  /** /undo-email-change?token=: the link mailed to the address an e-mail change left. */
  undo: {
    heading: 'Undoing the e-mail change',
    checking: 'Checking your link…',
    doneHeading: 'Change undone',
    badHeading: 'This link does not work',
    badHint: 'Links that undo an e-mail change work once, for 7 days. If someone else changed your address, contact support.',
    signIn: 'Sign in',
    resetPassword: 'Choose a new password',
    home: 'Go to home',
    contact: 'Contact support',
  },
  email: {
    panel: 'E-mail address',
    intro: 'We send order, task and security e-mail to this address.',
    current: 'Your address',
    verified: 'Address verified',
    notVerified: 'Address not verified',
    notVerifiedHint: 'Open the link we sent you to verify this address.',
    resend: 'Resend verification link',
    changeHeading: 'Change e-mail address',
    newEmail: 'New e-mail address',
    currentPassword: 'Current password',
    changeHint: 'We send a link to the new address; it counts as not verified until you open it.',
    submit: 'Change e-mail address',
  },
} as const;
