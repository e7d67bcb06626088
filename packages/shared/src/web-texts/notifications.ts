// No imports of the other shared modules: the header's bell (every page of a signed-in user) reads
// these, and notifications.ts brings zod along. The kinds' labels stay in notificationKindLabels.

import { notificationRouteTexts } from './routes.js';

/** The bell, its panel, /notifications, /settings/notifications and /unsubscribe, beyond notificationTexts. */
export const notificationWebTexts = {
  /** Tab titles and meta descriptions (app/router.tsx). */
  routes: notificationRouteTexts,
  // The bell and its panel.
  /** The bell's accessible name: 'Notifications, 3 unread'. */
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread >= 100 ? '99+' : unread} unread` : 'Notifications'),
  /** The badge on the bell (hidden at 0). */
  badge: (unread: number) => (unread > 9 ? '9+' : String(unread)),
  panelTitle: 'Notifications',
  // The server counts at most 100 unread.
  unreadCount: (unread: number) => (unread >= 100 ? '99+ unread' : unread > 0 ? `${unread} unread` : 'All read'),
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  empty: 'No notifications yet',
  emptyHint: 'We will tell you here when something happens on your orders, tasks, reviews or payouts.',
  loadFailed: 'Your notifications could not be loaded.',
  moreFailed: 'More notifications could not be loaded.',
  markFailed: 'The notifications could not be marked as read. Please try again.',
  /** Read by screen readers before an unread notification's title. */
  unread: 'Unread:',
  // The page.
  heading: 'Notifications',
  intro: 'What happened on your orders, tasks, reviews and payouts, newest first.',
  listLabel: 'Notifications',
  loadMore: 'Load more',
  settingsLink: 'Notification settings',
  /** How long ago: '5 min ago'; older than a week shows the date. */
  ago: {
    justNow: 'just now',
    minutes: (n: number) => `${n} min ago`,
    hours: (n: number) => `${n} h ago`,
    days: (n: number) => (n === 1 ? 'yesterday' : `${n} days ago`),
  },
  // /settings/notifications
  settings: {
    heading: 'Notification settings',
    intro: 'Choose which e-mails we send you. Everything still appears under the bell in the app.',
    legend: 'E-mail me about',
    locked: 'Always on',
    save: 'Save preferences',
    saving: 'Saving...',
    loadFailed: 'Your notification settings could not be loaded.',
    saveFailed: 'Your preferences could not be saved. Please try again.',
    allNotifications: 'See all notifications',
    backToSettings: 'Back to settings',
  },
  /** The entry on /settings leading to /settings/notifications. */
  settingsEntry: {
    title: 'Notifications',
    text: 'Choose which e-mails you get about orders, tasks, reviews and payouts.',
    link: 'Notification settings',
  },
  // /unsubscribe?token=
  unsubscribe: {
    heading: 'Unsubscribe from e-mails',
    /** Before the answer: the kind this link is about when the link says it, else the general case. */
    intro: (label: string | null) =>
      label
        ? `This link turns off our e-mails about: ${label}. You will still see these notifications in the app, and security e-mails always come.`
        : 'This link turns off the kind of e-mail it came with (for example order updates or reviews). You will still see these notifications in the app, and security e-mails always come.',
    button: 'Turn off these e-mails',
    working: 'Turning off...',
    done: 'E-mails turned off',
    failed: 'Something went wrong. Please try again.',
    settingsLink: 'Manage all notification settings',
    home: 'Go to home page',
  },
} as const;
