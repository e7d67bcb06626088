import AxeBuilder from '@axe-core/playwright';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, test } from '../fixtures.js';
import { linkIn, mailFiles, waitForMail } from '../mailbox.js';
import { signInViaApi, switchAccount } from '../sign-in.js';

const worker = 'demo_worker';

const apis: APIRequestContext[] = [];
test.afterEach(async () => {
  for (const api of apis.splice(0)) await api.dispose();
});

/** Someone else, signed in through the API in a request context of their own (own cookies). */
async function apiAs(username: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  apis.push(api);
  const res = await api.post('/api/auth/login', { data: demoAccount(username) });
  expect(res.ok(), `login of ${username}`).toBe(true);
  return api;
}

/** The admin assigns a new task to `assignee` (POST /api/task), as the create-task page does. */
async function assignTask(admin: APIRequestContext, assignee: string, title: string): Promise<{ _id: string; title: string }> {
  const res = await admin.post('/api/task', { data: { title, desc: `Steps for ${title}: read the brief and deliver screenshots.`, assignee, files: [] } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { task: { _id: string; title: string } }).task;
}

/** The unread count the server holds for the page's user. */
async function unreadOnServer(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications?limit=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { unread: number }).unread;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a task assigned by the admin rings the open bell live; its entry leads to the task and is read', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(60_000);
  const workerId = (await signInViaApi(page, worker))!;
  await page.goto('/dashboard/my-tasks');
  const before = await unreadOnServer(page);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
  // Marks this very document: after the event it must still be here (no reload, no navigation).
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  const admin = await apiAs('demo_admin');
  const task = await assignTask(admin, workerId, `Notified task ${Date.now()}`);

  // The count rises live: badge and accessible name.
  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1));
  await expect(bell(page).getByTestId('notification-badge')).toHaveText(before + 1 > 9 ? '9+' : String(before + 1));
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

  // The panel lists it on top, unread, with how long ago.
  await bell(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  const entry = panel.getByRole('link').filter({ hasText: task.title });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('New task assigned');
  await expect(entry).toHaveAttribute('data-unread', 'true');
  await expect(entry.getByTestId('unread-dot')).toBeVisible();
  await expect(entry.locator('time')).toHaveText(/just now|min ago/);
  await expect(panel.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
  await expectNoAxeViolations(page);

  // Escape closes it and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Following the entry opens the task and marks it read.
  await bell(page).click();
  const read = page.waitForResponse((r) => r.url().endsWith('/read') && r.request().method() === 'PUT');
  await panel.getByRole('link').filter({ hasText: task.title }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tasks/${task._id}$`));
  await expect(page.getByRole('heading', { name: task.title })).toBeVisible();
  await expect(panel).toBeHidden();
  expect((await read).ok()).toBe(true);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
  expect(await unreadOnServer(page)).toBe(before);
});

test('the bell panel works from the keyboard and fits a phone; one event stream serves it and the messages link', async ({ page, allowConsoleErrors: _ }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const workerId = (await signInViaApi(page, worker))!;
  const admin = await apiAs('demo_admin');
  await assignTask(admin, workerId, `Phone bell ${Date.now()}`);
  // The messages link and the bell share one event stream.
  const streams: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/events') streams.push(r.url());
  });
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible();

  await bell(page).focus();
  await page.keyboard.press('Enter');
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  // The focus moves into the panel; Tab walks its controls.
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // A click outside closes it (the panel keeps 8 px from the screen's edges).
  await page.mouse.click(2, 700);
  await expect(panel).toBeHidden();
  expect(streams).toHaveLength(1);
});

test('/notifications lists them a page at a time and marks them all read', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(60_000);
  const workerId = (await signInViaApi(page, worker))!;
  const admin = await apiAs('demo_admin');
  const stamp = Date.now();
  const titles = [1, 2, 3, 4].map((n) => `Listed task ${n} ${stamp}`);
  const before = await unreadOnServer(page);
  for (const title of titles) await assignTask(admin, workerId, title);
  await expect.poll(() => unreadOnServer(page)).toBeGreaterThanOrEqual(before + titles.length);
  // Pages of two, so the four need Load more (the cursor paging of the real server).
  await page.route(
    (url) => url.pathname === '/api/notifications',
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '2');
      return route.continue({ url: url.toString() });
    },
  );

  await page.goto('/notifications');
  await expect(page).toHaveTitle(/Notifications/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/settings/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  for (const title of titles) await expect(list.getByRole('link').filter({ hasText: title })).toContainText('New task assigned');
  await expect(list.locator('[data-unread]').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const readAll = page.waitForResponse((r) => r.url().endsWith('/api/notifications/read-all'));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).getByTestId('notification-badge')).toHaveCount(0);
  await expect(list.locator('[data-unread]')).toHaveCount(0);
  await expect(page.getByText('All read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect((await readAll).ok()).toBe(true);
  expect(await unreadOnServer(page)).toBe(0);

  await page.reload();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.locator('[data-unread]')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('e-mail preferences: one switch per kind, security locked on, a change kept across a reload', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, worker);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();

  const security = page.getByRole('checkbox', { name: 'Security', exact: true });
  await expect(security).toBeChecked();
  await expect(security).toBeDisabled();
  await expect(page.getByText('Password and payout method changes. These cannot be turned off.')).toBeVisible();
  for (const label of ['New orders', 'Order updates', 'Reviews', 'Tasks', 'Task reviews', 'Account', 'Earnings and payouts', 'Messages']) {
    await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeEnabled();
  }
  await expect(page.getByRole('checkbox', { name: 'Reviews', exact: true })).toHaveAccessibleDescription('A buyer reviewed one of your gigs.');
  await expectNoAxeViolations(page);

  const reviews = page.getByRole('checkbox', { name: 'Reviews', exact: true });
  const wasOn = await reviews.isChecked();
  const save = async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('Your e-mail preferences were saved.').last()).toBeVisible();
  };
  await reviews.setChecked(!wasOn);
  await save();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Reviews', exact: true })).toBeChecked({ checked: !wasOn });
  await expect(page.getByRole('checkbox', { name: 'Security', exact: true })).toBeChecked();

  // Back as it was, for the specs after this one.
  await page.getByRole('checkbox', { name: 'Reviews', exact: true }).setChecked(wasOn);
  await save();

  // The server refuses to turn security mail off.
  const refused = await page.request.put('/api/notifications/preferences', { data: { email: { security: false } } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe('Security e-mail cannot be turned off.');
});

test('/unsubscribe: says which e-mails stop, turns them off, and refuses a bad link', async ({ page, allowConsoleErrors }) => {
  test.setTimeout(60_000);
  allowConsoleErrors(/status of 400/);
  const workerId = (await signInViaApi(page, worker))!;
  await page.goto('/settings/notifications');
  await expect(page.getByRole('checkbox', { name: 'Tasks', exact: true })).toBeChecked();

  // A task e-mail for the worker, whose footer carries the link.
  const me = await page.request.get(`/api/user/${workerId}`);
  const { email } = (await me.json()) as { email: string };
  const earlier = await mailFiles();
  const admin = await apiAs('demo_admin');
  const title = `Mailed task ${Date.now()}`;
  await assignTask(admin, workerId, title);
  const mail = await waitForMail({ to: email, subject: 'New task assigned', ignore: earlier });
  expect(mail.text).toContain(title);
  const link = linkIn(mail, '/unsubscribe?token=');

  // Opened signed out, as from a mail client.
  await switchAccount(page, null);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from e-mails', level: 1 })).toBeVisible();
  await expect(page.getByText('This link turns off our e-mails about: Tasks.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Turn off these e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You will no longer get e-mail about: Tasks.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E-mails turned off', level: 1 })).toBeVisible();

  // The worker's settings show it off; turned back on for the specs after this one.
  await switchAccount(page, worker);
  await page.goto('/settings/notifications');
  await expect(page.getByRole('checkbox', { name: 'Tasks', exact: true })).not.toBeChecked();
  const restored = await page.request.put('/api/notifications/preferences', { data: { email: { tasks: true } } });
  expect(restored.ok()).toBe(true);

  // A tampered link is refused with the server's words.
  await page.goto(`${link}x`);
  await page.getByRole('button', { name: 'Turn off these e-mails' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' })).toBeVisible();
  // No token at all: nothing to send.
  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off these e-mails' })).toHaveCount(0);
});
