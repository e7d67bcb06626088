import { createBrowserRouter, type RouteObject } from 'react-router';
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
  page('join', { title: 'Join', description: 'Create your account, add your bank details and claim the registration bonus.' }),
  page('gigs', { title: 'Gigs', description: 'Browse gigs by category, search, budget and sort order.' }),
  page('gigs/:id', { title: 'Gig', description: 'Packages, seller details and reviews of one gig.' }),
  page('orders', { title: 'Orders', description: 'Everything you bought and sold, with a message link per order.' }),
  page('myGigs', { title: 'My Gigs', description: 'The gigs you sell, their sales and actions.' }),
  page('add', { title: 'Add New Gig', description: 'Describe your service, upload images and publish it.' }),
  page('messages', { title: 'Messages', description: 'Your conversations with buyers and sellers.' }),
  page('messages/:id', { title: 'Conversation', description: 'One conversation thread.' }),
  page('pay/:id', { title: 'Checkout', description: 'Pay for a gig securely.' }),
  page('success', { title: 'Payment successful', description: 'Your order is confirmed.' }),
  page('verification', {
    title: 'Under Verification',
    description: 'Our team is reviewing your documents. Tasks unlock as soon as your account is verified.',
  }),
  notFound,
];

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./guards').then((m) => ({ Component: m.DashboardIndex })),
  },
  {
    // Pages for verified workers (admins included).
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireVerified })),
    children: [
      // React Router matches case-insensitively, so /dashboard/Profile lands here too.
      page('profile', { title: 'Profile', description: 'Your account details and verification status.' }),
      page('tasks', { title: 'Tasks', description: 'Tasks with their status, assignee and deadline.' }),
      page('tasks/:id', { title: 'Task', description: 'Task details, attached files and your work submission.' }),
      page('my-tasks', { title: 'My Tasks', description: 'The tasks assigned to you.' }),
    ],
  },
  {
    lazy: () => import('./guards').then((m) => ({ Component: m.RequireAdmin })),
    children: [
      page('users', { title: 'Users', description: 'Everyone who registered, with review and delete actions.' }),
      page('user/:id', { title: 'User Review', description: 'Check documents and verify a user.' }),
      page('create-task', { title: 'Create Task', description: 'Create a task, assign it and attach files.' }),
      page('update-task/:id', { title: 'Edit Task', description: 'Change a task and its assignee.' }),
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

export const router = createBrowserRouter(routes);
