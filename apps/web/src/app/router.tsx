import type { RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import { RouteError } from './route-error';
import { RootLayout } from './root-layout';
import type { RouteMeta } from '@/lib/route-meta';

// Each page is its own chunk, so the first visit downloads only the shell and that page.
const comingSoon: RouteObject['lazy'] = () => import('@/features/placeholder/pages/coming-soon-page').then((m) => ({ Component: m.default }));

const notFound: RouteObject = {
  path: '*',
  handle: { title: 'Page not found' } satisfies RouteMeta,
  lazy: () => import('@/features/not-found/pages/not-found-page').then((m) => ({ Component: m.default })),
};

const page = (path: string, meta: RouteMeta, lazy: RouteObject['lazy'] = comingSoon): RouteObject => ({ path, handle: meta, lazy });

const siteRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/home/pages/home-page').then((m) => ({ Component: m.default })),
  },
  page('about', { title: 'About' }, () => import('@/features/about/pages/about-page').then((m) => ({ Component: m.default }))),
  page('contact', { title: 'Contact' }, () => import('@/features/contact/pages/contact-page').then((m) => ({ Component: m.default }))),
  page('signin', { title: 'Sign in' }, () => import('@/features/auth/pages/signin-page').then((m) => ({ Component: m.default }))),
  page('join', { title: 'Join', description: 'Create your account, add your bank details and claim the registration bonus.' }, () =>
    import('@/features/accounts/pages/join-page').then((m) => ({ Component: m.default })),
  ),
  page('gigs', { title: 'Gigs', description: 'Browse gigs by category, search, budget and sort order.' }, () => import('@/features/gigs/pages/gigs-page').then((m) => ({ Component: m.default }))),
  page('gigs/:id', { title: 'Gig', description: 'Packages, seller details and reviews of one gig.' }, () => import('@/features/gigs/pages/gig-page').then((m) => ({ Component: m.default }))),
  {
    // Orders and checkout: visitors are asked to sign in and come back.
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireSignedIn })),
    children: [
      page('orders', { title: 'Orders', description: 'Everything you bought and sold, with a message link per order.' }, () =>
        import('@/features/orders/pages/orders-page').then((m) => ({ Component: m.default })),
      ),
      page('pay/:id', { title: 'Checkout', description: 'Pay for a gig securely.' }, () =>
        import('@/features/orders/pages/checkout-page').then((m) => ({ Component: m.default })),
      ),
      page('success', { title: 'Payment', description: 'The status of your payment.' }, () =>
        import('@/features/orders/pages/success-page').then((m) => ({ Component: m.default })),
      ),
    ],
  },
  page('myGigs', { title: 'My Gigs', description: 'The gigs you sell, their sales and actions.' }, () => import('@/features/gigs/pages/my-gigs-page').then((m) => ({ Component: m.default }))),
  page('add', { title: 'Add New Gig', description: 'Describe your service, upload images and publish it.' }, () => import('@/features/gigs/pages/add-gig-page').then((m) => ({ Component: m.default }))),
  page('messages', { title: 'Messages', description: 'Your conversations with buyers and sellers.' }, () =>
    import('@/features/messages/pages/conversations-page').then((m) => ({ Component: m.default })),
  ),
  page('messages/:id', { title: 'Conversation', description: 'One conversation thread.' }, () =>
    import('@/features/messages/pages/thread-page').then((m) => ({ Component: m.default })),
  ),
  page(
    'verification',
    { title: 'Under Verification', description: 'Our team is reviewing your documents. Tasks unlock as soon as your account is verified.' },
    () => import('@/features/accounts/pages/verification-page').then((m) => ({ Component: m.default })),
  ),
  notFound,
];

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/tasks/pages/dashboard-home-page').then((m) => ({ Component: m.default })),
  },
  // Open to every signed-in user: non-admins read 'You do not have permission to create tasks.' (SPEC 2).
  page('create-task', { title: 'Create Task', description: 'Create a task, assign it and attach files.' }, () =>
    import('@/features/tasks/pages/create-task-page').then((m) => ({ Component: m.default })),
  ),
  {
    // Pages for verified workers (admins included).
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireVerified })),
    children: [
      // React Router matches case-insensitively, so /dashboard/Profile lands here too.
      page('profile', { title: 'Profile', description: 'Your account details and verification status.' }, () =>
        import('@/features/accounts/pages/profile-page').then((m) => ({ Component: m.default })),
      ),
      page('tasks', { title: 'Tasks', description: 'Tasks with their status, assignee and deadline.' }, () =>
        import('@/features/tasks/pages/task-list-page').then((m) => ({ Component: m.default })),
      ),
      page('tasks/:id', { title: 'Task', description: 'Task details, attached files and your work submission.' }, () =>
        import('@/features/tasks/pages/task-detail-page').then((m) => ({ Component: m.default })),
      ),
      page('my-tasks', { title: 'My Tasks', description: 'The tasks assigned to you.' }, () =>
        import('@/features/tasks/pages/my-tasks-page').then((m) => ({ Component: m.default })),
      ),
    ],
  },
  {
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireAdmin })),
    children: [
      page('users', { title: 'Users', description: 'Everyone who registered, with review and delete actions.' }, () =>
        import('@/features/accounts/pages/users-page').then((m) => ({ Component: m.default })),
      ),
      page('user/:id', { title: 'User Review', description: 'Check documents and verify a user.' }, () =>
        import('@/features/accounts/pages/user-review-page').then((m) => ({ Component: m.default })),
      ),
      page('update-task/:id', { title: 'Edit Task', description: 'Change a task and its assignee.' }, () =>
        import('@/features/tasks/pages/edit-task-page').then((m) => ({ Component: m.default })),
      ),
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
        handle: { title: 'Dashboard', description: 'Create tasks, review users and follow the progress of every task.' } satisfies RouteMeta,
        lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: dashboardRoutes,
      },
    ],
  },
];
