import { accountAccessWebTexts, earningsWebTexts, notificationWebTexts, payoutsAdminRouteTexts, routeTexts } from '@market/shared';
import type { RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import { RouteError } from './route-error';
import { RootLayout } from './root-layout';
import type { RouteMeta } from '@/lib/route-meta';

const notFound: RouteObject = {
  path: '*',
  handle: routeTexts.notFound satisfies RouteMeta,
  lazy: () => import('@/features/not-found/pages/not-found-page').then((m) => ({ Component: m.default })),
};

// Each page is its own chunk, so the first visit downloads only the shell and that page.
const page = (path: string, meta: RouteMeta, lazy: RouteObject['lazy']): RouteObject => ({ path, handle: meta, lazy });

const siteRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/home/pages/home-page').then((m) => ({ Component: m.default })),
  },
  page('about', routeTexts.about, () => import('@/features/about/pages/about-page').then((m) => ({ Component: m.default }))),
  page('contact', routeTexts.contact, () => import('@/features/contact/pages/contact-page').then((m) => ({ Component: m.default }))),
  page('signin', routeTexts.signin, () => import('@/features/auth/pages/signin-page').then((m) => ({ Component: m.default }))),
  // The links of the password reset and verification e-mails: open to visitors and signed-in users alike.
  page('forgot-password', accountAccessWebTexts.routes.forgotPassword, () => import('@/features/auth/pages/forgot-password-page').then((m) => ({ Component: m.default }))),
  page('reset-password', accountAccessWebTexts.routes.resetPassword, () => import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.default }))),
  page('verify-email', accountAccessWebTexts.routes.verifyEmail, () => import('@/features/accounts/pages/verify-email-page').then((m) => ({ Component: m.default }))),
  page('join', routeTexts.join, () => import('@/features/accounts/pages/join-page').then((m) => ({ Component: m.default }))),
  page('gigs', routeTexts.gigs, () => import('@/features/gigs/pages/gigs-page').then((m) => ({ Component: m.default }))),
  page('gigs/:id', routeTexts.gig, () => import('@/features/gigs/pages/gig-page').then((m) => ({ Component: m.default }))),
  page('users/:id', routeTexts.seller, () => import('@/features/sellers/pages/seller-page').then((m) => ({ Component: m.default }))),
  {
    // Orders, checkout, saved gigs, earnings and settings: visitors are asked to sign in and come back.
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireSignedIn })),
    children: [
      page('orders', routeTexts.orders, () => import('@/features/orders/pages/orders-page').then((m) => ({ Component: m.default }))),
      page('orders/:id', routeTexts.order, () => import('@/features/orders/pages/order-page').then((m) => ({ Component: m.default }))),
      page('saved', routeTexts.saved, () => import('@/features/gigs/pages/saved-page').then((m) => ({ Component: m.default }))),
      page('pay/:id', routeTexts.checkout, () => import('@/features/orders/pages/checkout-page').then((m) => ({ Component: m.default }))),
      page('success', routeTexts.success, () => import('@/features/orders/pages/success-page').then((m) => ({ Component: m.default }))),
      page('settings', routeTexts.settings, () => import('@/features/accounts/pages/settings-page').then((m) => ({ Component: m.default }))),
      page('earnings', earningsWebTexts.route, () => import('@/features/earnings/pages/earnings-page').then((m) => ({ Component: m.default }))),
      page('notifications', notificationWebTexts.routes.list, () => import('@/features/notifications/pages/notifications-page').then((m) => ({ Component: m.default }))),
      page('settings/notifications', notificationWebTexts.routes.settings, () => import('@/features/notifications/pages/notification-settings-page').then((m) => ({ Component: m.default }))),
    ],
  },
  page('myGigs', routeTexts.myGigs, () => import('@/features/gigs/pages/my-gigs-page').then((m) => ({ Component: m.default }))),
  page('add', routeTexts.addGig, () => import('@/features/gigs/pages/add-gig-page').then((m) => ({ Component: m.default }))),
  page('messages', routeTexts.messages, () => import('@/features/messages/pages/conversations-page').then((m) => ({ Component: m.default }))),
  page('messages/:id', routeTexts.thread, () => import('@/features/messages/pages/thread-page').then((m) => ({ Component: m.default }))),
  page('verification', routeTexts.verification, () => import('@/features/accounts/pages/verification-page').then((m) => ({ Component: m.default }))),
  page('unsubscribe', notificationWebTexts.routes.unsubscribe, () => import('@/features/notifications/pages/unsubscribe-page').then((m) => ({ Component: m.default }))),
  notFound,
];

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/tasks/pages/dashboard-home-page').then((m) => ({ Component: m.default })),
  },
  // Open to every signed-in user: non-admins read 'You do not have permission to create tasks.' (SPEC 2).
  page('create-task', routeTexts.createTask, () => import('@/features/tasks/pages/create-task-page').then((m) => ({ Component: m.default }))),
  {
    // Pages for verified workers (admins included).
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireVerified })),
    children: [
      // React Router matches case-insensitively, so /dashboard/Profile lands here too.
      page('profile', routeTexts.profile, () => import('@/features/accounts/pages/profile-page').then((m) => ({ Component: m.default }))),
      page('tasks', routeTexts.tasks, () => import('@/features/tasks/pages/task-list-page').then((m) => ({ Component: m.default }))),
      page('tasks/:id', routeTexts.task, () => import('@/features/tasks/pages/task-detail-page').then((m) => ({ Component: m.default }))),
      page('my-tasks', routeTexts.myTasks, () => import('@/features/tasks/pages/my-tasks-page').then((m) => ({ Component: m.default }))),
    ],
  },
  {
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireAdmin })),
    children: [
      page('users', routeTexts.users, () => import('@/features/accounts/pages/users-page').then((m) => ({ Component: m.default }))),
      page('user/:id', routeTexts.userReview, () => import('@/features/accounts/pages/user-review-page').then((m) => ({ Component: m.default }))),
      page('update-task/:id', routeTexts.editTask, () => import('@/features/tasks/pages/edit-task-page').then((m) => ({ Component: m.default }))),
      page('jobs', routeTexts.jobs, () => import('@/features/jobs/pages/jobs-page').then((m) => ({ Component: m.default }))),
      page('disputes', routeTexts.disputes, () => import('@/features/orders/pages/disputes-page').then((m) => ({ Component: m.default }))),
      page('payouts', payoutsAdminRouteTexts.payouts, () => import('@/features/payouts-admin/pages/payouts-page').then((m) => ({ Component: m.default }))),
      page('finance', payoutsAdminRouteTexts.finance, () => import('@/features/payouts-admin/pages/finance-page').then((m) => ({ Component: m.default }))),
    ],
  },
  notFound,
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        lazy: () => import('./layouts/site-layout').then((m) => ({ Component: m.SiteLayout })),
        children: siteRoutes,
      },
      {
        path: 'dashboard',
        handle: routeTexts.dashboard satisfies RouteMeta,
        lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: dashboardRoutes,
      },
    ],
  },
];
