import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { signInViaApi } from '../sign-in.js';

/**
 * Every page of every role at the widths people use (small phone, phone, tablet, small laptop,
 * desktop): none may scroll sideways. Each page is opened once and resized through the widths.
 */
const widths = [1280, 1024, 768, 375, 320];

type Role = 'visitor' | 'buyer' | 'seller' | 'worker' | 'unverified' | 'admin';
const usernames: Record<Exclude<Role, 'visitor'>, string> = {
  buyer: 'demo_buyer',
  seller: 'ayesha_designs',
  worker: 'demo_worker',
  unverified: 'demo_unverified',
  admin: 'demo_admin',
};

async function json<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** The pages of a role, with real ids read through the API as that role. */
async function routesOf(page: Page, role: Role, me: string | null): Promise<string[]> {
  const { gigs } = await json<{ gigs: { _id: string; userId: string }[] }>(page, '/api/gigs?limit=10');
  const gig = `/gigs/${gigs[0]._id}`;
  const sellerPage = `/users/${gigs[0].userId}`;
  const everyone = ['/', '/about', '/contact', '/gigs', '/gigs?search=logo', '/gigs?search=zqxwvj', gig, sellerPage, '/no-such-page'];
  if (role === 'visitor') return [...everyone, '/signin', '/join', '/verification', '/forgot-password', '/reset-password?token=x', '/verify-email', '/unsubscribe?token=x'];
  // Checkout of a gig someone else sells (the best seller may be the caller's own, which checkout refuses with 403 by design).
  const buyable = gigs.find((g) => g.userId !== me)!;
  const signedIn = [...everyone, '/orders', '/messages', '/saved', '/earnings', '/settings', '/settings/notifications', '/notifications', `/pay/${buyable._id}`, '/pay/00000000-0000-7000-8000-000000000000'];
  const conversations = await json<{ id: string }[]>(page, '/api/conversations');
  const thread = conversations[0] ? [`/messages/${conversations[0].id}`] : [];
  // The newest order of theirs (bought or sold), when they have one: its page.
  const { orders } = await json<{ orders: { _id: string }[] }>(page, '/api/orders?limit=1');
  const orderPage = orders[0] ? [`/orders/${orders[0]._id}`] : [];
  if (role === 'buyer') return [...signedIn, ...thread, ...orderPage, '/orders?role=buyer', '/orders?status=completed'];
  if (role === 'seller') return [...signedIn, ...thread, ...orderPage, '/myGigs', '/add', '/orders?role=seller'];
  if (role === 'unverified') return [...signedIn, '/verification', '/dashboard', '/dashboard/my-tasks'];
  const dashboard = ['/dashboard', '/dashboard/profile', '/dashboard/my-tasks', '/dashboard/tasks'];
  if (role === 'worker') {
    const mine = await json<{ tasks: { _id: string }[] }>(page, `/api/task/assigned/${me}`);
    return [...signedIn, ...dashboard, ...mine.tasks.slice(0, 1).map((t) => `/dashboard/tasks/${t._id}`), '/work', '/work/history'];
  }
  const { tasks } = await json<{ tasks: { _id: string }[] }>(page, '/api/task?page=1&limit=5');
  const { users } = await json<{ users: { _id: string }[] }>(page, '/api/user?page=1&limit=5');
  return [
    ...signedIn,
    ...dashboard,
    '/dashboard/users',
    `/dashboard/user/${users[0]._id}`,
    '/dashboard/create-task',
    `/dashboard/tasks/${tasks[0]._id}`,
    `/dashboard/update-task/${tasks[0]._id}`,
    '/dashboard/jobs',
    '/dashboard/disputes',
    '/dashboard/payouts',
    '/dashboard/payouts?status=all',
    '/dashboard/finance',
  ];
}

/** How far the page reaches past the window's right edge, in CSS pixels (0 when it does not). */
const overflow = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        // After the resize has been laid out and painted.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth))),
      ),
  );

for (const role of ['visitor', 'buyer', 'seller', 'worker', 'unverified', 'admin'] as Role[]) {
  test(`no page scrolls sideways at ${widths.join(', ')} px: ${role}`, async ({ page, allowConsoleErrors }) => {
    test.setTimeout(240_000);
    // The missing order and page answer 404 by design.
    allowConsoleErrors(/404/);
    // Signed in as the app knows it (cookie and stored user), so the pages show this role's UI.
    const me = await signInViaApi(page, role === 'visitor' ? null : usernames[role]);
    const failures: string[] = [];
    for (const path of await routesOf(page, role, me)) {
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      // Loaded: no spinner left.
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const extra = await overflow(page);
        if (extra > 0) failures.push(`${path} at ${width} px is ${extra} px too wide`);
      }
    }
    expect(failures).toEqual([]);
  });
}
