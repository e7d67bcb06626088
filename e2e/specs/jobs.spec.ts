import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { signInAs } from '../tasks-helpers.js';

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin finds the jobs page in the dashboard and sees the scheduled maintenance jobs', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  // Failed is the first view; a fresh server may well have none.
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('failed');

  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Scheduled' });
  await expect(page).toHaveURL(/status=scheduled/);
  // The server schedules its recurring maintenance jobs (outbox.cleanup, sessions.cleanup, ...) at start.
  const rows = page.getByRole('table', { name: 'Jobs' }).getByRole('row').filter({ hasText: /(outbox|sessions)\.[a-z]/ });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('Scheduled');
  // Scheduled jobs have nothing to retry.
  await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a buyer cannot open the jobs page', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_buyer');
  await page.goto('/dashboard/jobs');
  // The admin guard sends everyone else to their own tasks (and from there the unverified onwards).
  await expect(page).not.toHaveURL(/\/dashboard\/jobs/);
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toHaveCount(0);
});

test('an admin retries a dead job', async ({ page, allowConsoleErrors: _ }) => {
  const deadJob = {
    _id: 'job-dead-1',
    type: 'email.send',
    key: 'welcome:demo_worker',
    status: 'dead',
    attempts: 5,
    runAt: '2030-01-02T10:05:00.000Z',
    // Long enough to be cut, with the full text one click away.
    lastError: `SMTP 421: service not available, closing transmission channel. ${'at Connection.send (mail/transport.ts:88:13) '.repeat(6)}`,
  };
  let retried = false;
  const retries: string[] = [];
  // The list holds the dead job until it was retried; then it has moved on to another status.
  await page.route('**/api/admin/jobs?*', (route) =>
    route.fulfill({ json: { jobs: retried ? [] : [deadJob], nextCursor: null } }),
  );
  await page.route('**/api/admin/jobs/*/retry', (route) => {
    retries.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    retried = true;
    return route.fulfill({ json: { message: 'The job will run again shortly.' } });
  });

  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard/jobs?status=dead');
  const row = page.getByRole('row').filter({ hasText: 'email.send' });
  await expect(row).toContainText('Dead letter');
  await expect(row).toContainText('welcome:demo_worker');
  await expect(row).not.toContainText('transport.ts:88:13) at Connection.send (mail/transport.ts:88:13) at');
  await row.getByRole('button', { name: 'Show full error' }).click();
  await expect(row).toContainText('transport.ts:88:13) at Connection.send (mail/transport.ts:88:13) at');
  await expectAccessible(page);

  await row.getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByText('The job will run again shortly.')).toBeVisible();
  expect(retries).toEqual(['POST /api/admin/jobs/job-dead-1/retry']);
  // The list is read again.
  await expect(page.getByText('No jobs here.')).toBeVisible();
});

test('the jobs page fits a phone screen', async ({ page, allowConsoleErrors: _ }) => {
  await page.route('**/api/admin/jobs?*', (route) =>
    route.fulfill({
      json: {
        jobs: [
          { _id: 'a', type: 'sessions.cleanup', key: 'recurring:sessions.cleanup:with-a-rather-long-key-0123456789abcdef', status: 'failed', attempts: 2, runAt: '2030-01-02T10:05:00.000Z', lastError: 'x'.repeat(400) },
        ],
        nextCursor: 'next',
      },
    }),
  );
  // Signed in at desktop width, where the header shows its Sign in button.
  await signInAs(page, 'demo_admin');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/jobs');
  await expect(page.getByText('sessions.cleanup', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Nor does the card scroll sideways inside the table's box: the long key and error wrap.
  const box = page.getByRole('table', { name: 'Jobs' }).locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
