/**
 * Every page address of the web app, as route patterns (`:name` is one path segment). The web app's
 * router builds its routes from these names and the server answers 404 to any other address, so
 * the two cannot disagree about which pages exist (a test compares the router with this list).
 * '/gigs/:id' is a page whatever the id: a record that does not exist is the page's own 404.
 */
export const pagePaths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  signin: '/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  undoEmailChange: '/undo-email-change',
  join: '/join',
  gigs: '/gigs',
  gig: '/gigs/:id',
  seller: '/users/:id',
  orders: '/orders',
  order: '/orders/:id',
  saved: '/saved',
  checkout: '/pay/:id',
  success: '/success',
  settings: '/settings',
  earnings: '/earnings',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  myGigs: '/myGigs',
  addGig: '/add',
  messages: '/messages',
  thread: '/messages/:id',
  verification: '/verification',
  unsubscribe: '/unsubscribe',
  work: '/work',
  workHistory: '/work/history',
  workPool: '/work/:poolId',
  dashboard: '/dashboard',
  createTask: '/dashboard/create-task',
  profile: '/dashboard/profile',
  tasks: '/dashboard/tasks',
  task: '/dashboard/tasks/:id',
  myTasks: '/dashboard/my-tasks',
  users: '/dashboard/users',
  userReview: '/dashboard/user/:id',
  editTask: '/dashboard/update-task/:id',
  jobs: '/dashboard/jobs',
  disputes: '/dashboard/disputes',
  payouts: '/dashboard/payouts',
  finance: '/dashboard/finance',
  pools: '/dashboard/pools',
  createPool: '/dashboard/pools/new',
  pool: '/dashboard/pools/:id',
} as const;

export type PageName = keyof typeof pagePaths;

/** A pattern as the router matches it: case-insensitive, one non-empty segment per `:name`, a trailing slash allowed. */
const patternOf = (path: string) =>
  new RegExp(`^${path === '/' ? '' : path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');
const patterns = Object.values(pagePaths).map(patternOf);

/** Whether an address (its path, without the query) is one of the web app's pages. */
export const isPagePath = (path: string): boolean => patterns.some((pattern) => pattern.test(path));
