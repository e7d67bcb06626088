import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { switchAccount } from '../sign-in.js';
import { createTaskViaApi, currentUserId, signInAs } from '../tasks-helpers.js';

const widths = [320, 375, 768, 1024, 1280];

type Route = { path: string; ready: (page: Page) => Locator };

/** Opens every route at every width and checks the page, and each table, is no wider than its box once its content is in. */
async function expectNoSidewaysScroll(page: Page, routes: Route[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route.path);
      await expect(route.ready(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route.path} at ${width} px`).toBeLessThanOrEqual(0);
      // Nor does a table scroll inside its box, hiding its last column (the row's menu).
      const tableOverflow = await page.evaluate(() => Math.max(0, ...Array.from(document.querySelectorAll('table')).map((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)));
      expect(tableOverflow, `a table of ${route.path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
}

test('the task and user pages fit 320 to 1280 px without scrolling sideways', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'demo_worker');
  const workerId = await currentUserId(page);
  await signInAs(page, 'demo_admin');
  const task = await createTaskViaApi(page, { title: `A rather long task title that has to wrap on a phone ${Date.now()}`, assignee: workerId });
  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const lastRow = (name: string) => (page: Page) => page.getByRole('table', { name }).getByRole('row').last();
  await expectNoSidewaysScroll(page, [
    { path: '/dashboard/tasks', ready: lastRow('Tasks') },
    { path: '/dashboard/my-tasks', ready: h1 },
    { path: `/dashboard/tasks/${task._id}`, ready: (p) => p.getByText('No work has been submitted yet.') },
    { path: '/dashboard/create-task', ready: h1 },
    { path: `/dashboard/update-task/${task._id}`, ready: (p) => p.getByRole('button', { name: 'Change' }) },
    { path: '/dashboard/users', ready: lastRow('Users') },
    { path: `/dashboard/user/${workerId}`, ready: (p) => p.getByRole('list', { name: 'Access log' }) },
    { path: '/dashboard/profile', ready: (p) => p.getByRole('heading', { name: 'Change password' }) },
    { path: '/verification', ready: h1 },
  ]);

  await signInAs(page, 'demo_worker');
  await expectNoSidewaysScroll(page, [
    { path: '/dashboard/my-tasks', ready: lastRow('My tasks') },
    { path: `/dashboard/tasks/${task._id}`, ready: (p) => p.getByRole('button', { name: 'Submit', exact: true }) },
  ]);

  await switchAccount(page, null);
  await expectNoSidewaysScroll(page, [
    { path: '/join?as=earner', ready: (p) => p.getByRole('button', { name: 'Register' }) },
    { path: '/verification', ready: (p) => p.getByRole('link', { name: 'Create an account' }) },
  ]);
});

test('on a phone a worker tells their tasks apart: each card shows title, deadline, status and the menu', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_worker');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/my-tasks');
  const cards = page.getByRole('table', { name: 'My tasks' }).getByRole('row');
  await expect(cards).toHaveCount(5);
  const titles = await cards.getByRole('link').allInnerTexts();
  expect(new Set(titles).size).toBe(5);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toBeVisible();
    await expect(card.getByText('Deadline', { exact: true })).toBeVisible();
    await expect(card.getByText('Status', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Actions for / })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('tasks-worker-375.png'), fullPage: true });
  // A card's title opens the task.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/tasks\/[0-9a-f-]+$/);
  await page.screenshot({ path: test.info().outputPath('task-detail-worker-375.png'), fullPage: true });
});

test('the users table at 768 and 375 px: every row keeps its menu, which reaches Review', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_admin');
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Other specs register people too: show them all, usman_tariq among them.
    await page.goto('/dashboard/users?per_page=100');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').filter({ hasText: 'usman_tariq' })).toBeVisible();
    for (const menu of await table.getByRole('button', { name: /^Actions for / }).all()) {
      await menu.scrollIntoViewIfNeeded();
      await expect(menu).toBeInViewport();
    }
    // Every value of a row is on screen, named.
    const row = table.getByRole('row').filter({ hasText: 'usman_tariq' });
    await expect(row.getByText('Phone', { exact: true })).toBeVisible();
    await expect(row.getByText('Joined', { exact: true })).toBeVisible();
    // Its verification state: a registered worker whose documents wait for review.
    await expect(row.getByText('In review', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`users-${width}.png`), fullPage: true });
    await row.getByRole('button', { name: 'Actions for usman_tariq' }).click();
    await page.getByRole('menuitem', { name: 'Review user' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\//);
    await expect(page.getByRole('heading', { name: 'usman_tariq' })).toBeVisible();
  }
});
