import AxeBuilder from '@axe-core/playwright';
import { isPagePath } from '@market/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { registerWorker } from '../register.js';
import { signInViaApi, switchAccount } from '../sign-in.js';

// Every page a link leads to must be one of the app's pages: the list the router is built from (pagePaths).

const categoryPages = [
  'graphic_design01',
  'digital_marketing02',
  'writing_translation03',
  'video_animation04',
  'music_audio05',
  'programming_tech',
  'business07',
  'lifestyle08',
  'data09',
  'photography',
].map((id) => `/gigs?cat=${id}`);
/** What every role reaches: the site's pages and every category of the footer. */
const sitePages = ['/', '/about', '/contact', '/gigs', ...categoryPages];
const signedInPages = ['/orders', '/messages', '/saved', '/earnings', '/settings'];

/** Every entry an account menu can hold; each role's menu must hold exactly its own. */
const allEntries = ['Dashboard', 'Profile', 'Tasks', 'Find work', 'Under Verification', 'My gigs', 'Add gig', 'Selling orders', 'Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings'];

type Role = {
  name: string;
  username: string | null;
  /** The account menu's entries, in order, Logout last. */
  menu: string[];
  /** The pages that must be reached by following the menus, the drawer, the dashboard navigation and the footer. */
  pages: string[];
};

const roles: Role[] = [
  { name: 'visitor', username: null, menu: [], pages: [...sitePages, '/join'] },
  {
    name: 'buyer',
    username: 'demo_buyer',
    menu: ['Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings', 'Logout'],
    pages: [...sitePages, ...signedInPages],
  },
  {
    name: 'seller',
    // A seller who has not sent identity documents (the demo's main seller is verified, so also a worker).
    username: 'sarah_writes',
    menu: ['My gigs', 'Add gig', 'Selling orders', 'Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings', 'Logout'],
    pages: [...sitePages, ...signedInPages, '/myGigs', '/add', '/orders?role=seller'],
  },
  {
    name: 'verified worker',
    username: 'demo_worker',
    menu: ['Profile', 'Tasks', 'Find work', 'Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings', 'Logout'],
    pages: [...sitePages, ...signedInPages, '/dashboard/profile', '/dashboard/my-tasks', '/work'],
  },
  {
    name: 'unverified worker',
    username: 'demo_unverified',
    menu: ['Under Verification', 'Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings', 'Logout'],
    pages: [...sitePages, ...signedInPages, '/verification'],
  },
  {
    name: 'admin',
    username: 'demo_admin',
    menu: ['Dashboard', 'Profile', 'Tasks', 'Find work', 'Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings', 'Logout'],
    pages: [
      ...sitePages,
      ...signedInPages,
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/my-tasks',
      '/dashboard/create-task',
      '/work',
      '/dashboard/users',
      '/dashboard/tasks',
      '/dashboard/jobs',
      '/dashboard/disputes',
      '/dashboard/payouts',
      '/dashboard/finance',
    ],
  },
];

/** The same-origin addresses the links inside `scope` point to (path and query). */
async function linkTargets(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((href) => new URL(href).origin === new URL(scope.page().url()).origin).map((href) => {
    const url = new URL(href);
    return url.pathname + url.search;
  });
}

/** The page shows its own content: one of the app's routes, a heading, not the not-found page nor the error page. */
async function expectRendered(page: Page, from: string) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, `${from}: a page heading`).toBeVisible();
  await expect(heading, `${from}: not the not-found page`).not.toHaveText('Page not found');
  await expect(heading, `${from}: not the error page`).not.toHaveText('Unexpected Application Error!');
  const path = new URL(page.url()).pathname;
  expect(isPagePath(path), `${from} ended on ${path}, not an app route`).toBe(true);
}

/** Opens the account menu (header, 1280 px), checks it holds exactly `entries` and answers their addresses. */
async function accountMenuTargets(page: Page, entries: string[]): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(entries);
  const targets = await linkTargets(menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return targets;
}

/** The drawer's links at 375 px; its account entries must be the menu's. */
async function openDrawer(page: Page, menu: string[]): Promise<string[]> {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  await expect(drawer).toBeVisible();
  for (const entry of allEntries) {
    await expect(drawer.getByRole('link', { name: entry, exact: true }), `drawer entry ${entry}`).toHaveCount(menu.includes(entry) ? 1 : 0);
  }
  await expect(drawer.getByRole('button', { name: 'Logout' })).toHaveCount(menu.includes('Logout') ? 1 : 0);
  const targets = await linkTargets(drawer);
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  return targets;
}

for (const role of roles) {
  test(`link walk as ${role.name}: every page of the menus renders and the role's pages are all reached`, async ({ page, allowConsoleErrors: _ }) => {
    test.setTimeout(180_000);
    await signInViaApi(page, role.username);
    await page.goto('/');
    await expectRendered(page, '/');

    const queue: string[] = [];
    if (role.username) queue.push(...(await accountMenuTargets(page, role.menu)));
    queue.push(...(await openDrawer(page, role.menu)));

    // Breadth first: every page reached adds the links of its footer and dashboard navigation.
    const reached = new Set<string>(['/']);
    const seen = new Set<string>(['/', ...queue]);
    while (queue.length > 0) {
      const target = queue.shift()!;
      await page.goto(target);
      await expectRendered(page, target);
      const url = new URL(page.url());
      reached.add(target);
      reached.add(url.pathname + url.search);
      const footer = page.getByRole('contentinfo');
      const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
      const next = [...(await linkTargets(footer)), ...(await linkTargets(dashboardNav))];
      for (const link of next) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    const missing = role.pages.filter((p) => !reached.has(p));
    expect(missing, `pages of the ${role.name} no menu reaches`).toEqual([]);
  });
}

test('the dashboard navigation shows every entry at 375 px, and a way back to the site', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, 'demo_admin');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/my-tasks');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const entries = ['Profile', 'Create Task', 'Users', 'Tasks', 'Pools', 'Jobs', 'Disputes', 'Payouts', 'Finance', 'My Tasks', 'Find work', 'Earnings', 'Back to site'];
  await expect(nav.getByRole('link')).toHaveCount(entries.length);
  for (const name of entries) {
    const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await nav.getByRole('link', { name: 'Back to site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the header fits every role at 320, 375, 768, 1024 and 1280 px', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(90_000);
  for (const role of roles) {
    await switchAccount(page, role.username);
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const banner = page.getByRole('banner');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (role.username) await expect(banner.getByRole('button', { name: 'Account menu' })).toBeVisible();
      const widths = await page.evaluate(() => ({ header: document.querySelector('header')!.scrollWidth, page: document.documentElement.scrollWidth }));
      expect(widths.header, `${role.name} header at ${width} px`).toBeLessThanOrEqual(width);
      expect(widths.page, `${role.name} page at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

test('a new worker waits for verification; after Become a Seller they land on Add gig with the seller entries', async ({ page, allowConsoleErrors: _ }) => {
  await registerWorker(page, 'nav_worker');
  await page.goto('/');
  await accountMenuTargets(page, ['Under Verification', 'Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings', 'Logout']);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Become a Seller' }).click();
  await page.getByRole('dialog', { name: 'Become a Seller' }).getByRole('button', { name: 'Yes, become a seller' }).click();
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Gig' })).toBeVisible();
  await accountMenuTargets(page, ['My gigs', 'Add gig', 'Selling orders', 'Orders', 'Messages', 'Saved gigs', 'Earnings', 'Settings', 'Logout']);
});

test("the footer's links are real: categories filter the gig list, selling and buying lead somewhere", async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, null);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // First these (they wait for the footer to render), then every link read at once.
  await expect(footer.getByRole('link', { name: 'Selling on Kaamkar' })).toHaveAttribute('href', '/join');
  await expect(footer.getByRole('link', { name: 'Buying on Kaamkar' })).toHaveAttribute('href', '/gigs');
  // The link groups (the logo beside them goes home, as logos do).
  const hrefs = await footer.getByRole('list').locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(30);
  expect(hrefs.filter((h) => h === '/')).toEqual([]);
  await footer.getByRole('link', { name: 'Graphics & Design' }).click();
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Graphics & Design' })).toBeVisible();

  // A seller sells by adding a gig.
  await switchAccount(page, 'ayesha_designs');
  await page.goto('/about');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Selling on Kaamkar' })).toHaveAttribute('href', '/add');
});

test('settings: a visitor is asked to sign in; a user changes their languages and sees them on their public page', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, null);
  await page.goto('/settings');
  // The login modal at once, and the page behind it (hidden from assistive technology while the modal is open).
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  await switchAccount(page, 'zainab_store');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Description')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Password' }).getByLabel('Current password')).toBeVisible();
  const languages = page.getByRole('textbox', { name: 'Languages' });
  await languages.fill('Urdu, English, , Punjabi, Urdu');
  await page.getByRole('region', { name: 'Languages' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Languages saved')).toBeVisible();
  await expect(languages).toHaveValue('Urdu, English, Punjabi');
  const me = JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!) as { _id: string };
  const profile = await page.request.get(`/api/users/${me._id}`);
  expect(((await profile.json()) as { languages: string[] }).languages).toEqual(['Urdu', 'English', 'Punjabi']);

  await page.getByRole('link', { name: 'See your public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${me._id}$`));
  await expect(page.getByText('Punjabi')).toBeVisible();
});

/** WCAG 2 A/AA rules of axe on `selector` (the whole page without one); each violation listed with its elements. */
async function expectAccessible(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const result = await (selector ? builder.include(selector) : builder).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the account menu, the drawer with the phone search, and the settings page pass axe (WCAG 2 A and AA)', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, 'demo_unverified');
  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Languages' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Under Verification' })).toBeVisible();
  await expectAccessible(page, '[role="menu"]');

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open search' }).click();
  await expectAccessible(page, 'header');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  await expect(drawer.getByRole('link', { name: 'Under Verification' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
});
