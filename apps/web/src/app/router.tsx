import { accountAccessRouteTexts, earningsRouteTexts, legalRouteTexts, notificationRouteTexts, pagePaths, payoutsAdminRouteTexts, routeTexts, taskPoolAdminRouteTexts, taskPoolWorkerRouteTexts, type PageName } from '@market/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { lazyComponent } from './lazy-component';

/** A route's component as its own chunk (see lazyComponent): the first visit downloads only the shell and that page. */
const lazyElement = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazyComponent(load);
  return <Component />;
};

const notFound: RouteObject = {
  path: '*',
  handle: routeTexts.notFound satisfies RouteMeta,
  element: lazyElement(() => import('@/features/not-found/pages/not-found-page')),
};

/**
 * A page at its address in the shared list (pagePaths), written relative to its layout's path: the
 * server answers 404 to addresses not in that list, so a page is added there, by name, or not at all.
 */
const page = (name: PageName, meta: RouteMeta, load: () => Promise<{ default: ComponentType }>): RouteObject => {
  const path = pagePaths[name].replace(/^\/(dashboard\/)?/, '');
  return { path, handle: meta, element: lazyElement(load) };
};

const siteRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyElement(() => import('@/features/home/pages/home-page')),
  },
  page('about', routeTexts.about, () => import('@/features/about/pages/about-page')),
  page('contact', routeTexts.contact, () => import('@/features/contact/pages/contact-page')),
  page('privacy', legalRouteTexts.privacy, () => import('@/features/legal/pages/privacy-page')),
  page('terms', legalRouteTexts.terms, () => import('@/features/legal/pages/terms-page')),
  page('signin', routeTexts.signin, () => import('@/features/auth/pages/signin-page')),
  // The links of the password reset, verification and e-mail change e-mails: open to visitors and signed-in users alike.
  page('forgotPassword', accountAccessRouteTexts.forgotPassword, () => import('@/features/auth/pages/forgot-password-page')),
  page('resetPassword', accountAccessRouteTexts.resetPassword, () => import('@/features/auth/pages/reset-password-page')),
  page('verifyEmail', accountAccessRouteTexts.verifyEmail, () => import('@/features/accounts/pages/verify-email-page')),
  page('undoEmailChange', accountAccessRouteTexts.undoEmailChange, () => import('@/features/accounts/pages/undo-email-change-page')),
  page('join', routeTexts.join, () => import('@/features/accounts/pages/join-page')),
  page('gigs', routeTexts.gigs, () => import('@/features/gigs/pages/gigs-page')),
  page('gig', routeTexts.gig, () => import('@/features/gigs/pages/gig-page')),
  page('seller', routeTexts.seller, () => import('@/features/sellers/pages/seller-page')),
  {
    // Orders, checkout, saved gigs, earnings and settings: visitors are asked to sign in and come back.
    element: lazyElement(() => import('./guards').then((m) => ({ default: m.RequireSignedIn }))),
    children: [
      page('orders', routeTexts.orders, () => import('@/features/orders/pages/orders-page')),
      page('order', routeTexts.order, () => import('@/features/orders/pages/order-page')),
      page('saved', routeTexts.saved, () => import('@/features/gigs/pages/saved-page')),
      page('checkout', routeTexts.checkout, () => import('@/features/orders/pages/checkout-page')),
      page('success', routeTexts.success, () => import('@/features/orders/pages/success-page')),
      page('settings', routeTexts.settings, () => import('@/features/accounts/pages/settings-page')),
      page('earnings', earningsRouteTexts, () => import('@/features/earnings/pages/earnings-page')),
      page('notifications', notificationRouteTexts.list, () => import('@/features/notifications/pages/notifications-page')),
      page('notificationSettings', notificationRouteTexts.settings, () => import('@/features/notifications/pages/notification-settings-page')),
      {
        // Task pools, for verified workers (admins included); an unverified user sees where their verification stands.
        element: lazyElement(() => import('./guards').then((m) => ({ default: m.RequireVerified }))),
        children: [
          page('work', taskPoolWorkerRouteTexts.work, () => import('@/features/task-pools/pages/find-work-page')),
          page('workHistory', taskPoolWorkerRouteTexts.history, () => import('@/features/task-pools/pages/work-history-page')),
          page('workPool', taskPoolWorkerRouteTexts.pool, () => import('@/features/task-pools/pages/work-pool-page')),
        ],
      },
    ],
  },
  page('myGigs', routeTexts.myGigs, () => import('@/features/gigs/pages/my-gigs-page')),
  page('addGig', routeTexts.addGig, () => import('@/features/gigs/pages/add-gig-page')),
  page('messages', routeTexts.messages, () => import('@/features/messages/pages/conversations-page')),
  page('thread', routeTexts.thread, () => import('@/features/messages/pages/thread-page')),
  page('verification', routeTexts.verification, () => import('@/features/accounts/pages/verification-page')),
  page('unsubscribe', notificationRouteTexts.unsubscribe, () => import('@/features/notifications/pages/unsubscribe-page')),
  notFound,
];

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyElement(() => import('@/features/tasks/pages/dashboard-home-page')),
  },
  // Open to every signed-in user: non-admins read 'You do not have permission to create tasks.' (SPEC 2).
  page('createTask', routeTexts.createTask, () => import('@/features/tasks/pages/create-task-page')),
  {
    // Pages for verified workers (admins included).
    element: lazyElement(() => import('./guards').then((m) => ({ default: m.RequireVerified }))),
    children: [
      // React Router matches case-insensitively, so /dashboard/Profile lands here too.
      page('profile', routeTexts.profile, () => import('@/features/accounts/pages/profile-page')),
      page('tasks', routeTexts.tasks, () => import('@/features/tasks/pages/task-list-page')),
      page('task', routeTexts.task, () => import('@/features/tasks/pages/task-detail-page')),
      page('myTasks', routeTexts.myTasks, () => import('@/features/tasks/pages/my-tasks-page')),
    ],
  },
  {
    element: lazyElement(() => import('./guards').then((m) => ({ default: m.RequireAdmin }))),
    children: [
      page('users', routeTexts.users, () => import('@/features/accounts/pages/users-page')),
      page('userReview', routeTexts.userReview, () => import('@/features/accounts/pages/user-review-page')),
      page('editTask', routeTexts.editTask, () => import('@/features/tasks/pages/edit-task-page')),
      page('jobs', routeTexts.jobs, () => import('@/features/jobs/pages/jobs-page')),
      page('disputes', routeTexts.disputes, () => import('@/features/orders/pages/disputes-page')),
      page('payouts', payoutsAdminRouteTexts.payouts, () => import('@/features/payouts-admin/pages/payouts-page')),
      page('finance', payoutsAdminRouteTexts.finance, () => import('@/features/payouts-admin/pages/finance-page')),
      page('pools', taskPoolAdminRouteTexts.pools, () => import('@/features/task-pools/pages/admin-pools-page')),
      page('createPool', taskPoolAdminRouteTexts.createPool, () => import('@/features/task-pools/pages/admin-create-pool-page')),
      page('pool', taskPoolAdminRouteTexts.pool, () => import('@/features/task-pools/pages/admin-pool-page')),
    ],
  },
  notFound,
];

/** Every page of the app; app/app.tsx renders them inside the root layout. */
export const routes: RouteObject[] = [
  {
    element: lazyElement(() => import('./layouts/site-layout').then((m) => ({ default: m.SiteLayout }))),
    children: siteRoutes,
  },
  {
    path: pagePaths.dashboard.slice(1),
    handle: routeTexts.dashboard satisfies RouteMeta,
    element: lazyElement(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout }))),
    children: dashboardRoutes,
  },
];
