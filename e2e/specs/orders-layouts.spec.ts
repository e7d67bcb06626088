import type { Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

/** How far the page scrolls sideways, and which boxes scroll sideways inside it, once laid out. */
const sideways = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ page: number; boxes: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              page: document.documentElement.scrollWidth - window.innerWidth,
              boxes: Array.from(document.querySelectorAll('main *'))
                .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
                .map((e) => e.tagName.toLowerCase()),
            }),
          ),
        ),
      ),
  );

const expectNoSidewaysScroll = async (page: Page, what: string) => expect(await sideways(page), what).toEqual({ page: 0, boxes: [] });

async function signIn(page: Page, username: string) {
  const { password } = demoAccount(username);
  await page.goto('/');
  await signInWithModal(page, username, password);
}

// One format for every date: "25 Nov 2026", with the time where the moment matters.
const day = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
const dayAndTime = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/;

test('orders: a card per order on phones and tablets, a table from 1024, nothing sideways, dates as "25 Nov 2026"', async ({ page }) => {
  await signIn(page, 'ayesha_designs');
  for (const path of ['/orders', '/orders?role=buyer', '/orders?role=seller']) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const first = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Message / }) }).first();
    await expect(first).toBeVisible();
    // A card: the column names sit beside the values, the header row is gone, nothing sticks out.
    await expect(page.locator('thead')).toBeHidden();
    for (const label of ['Price', 'With', 'Status', 'Date']) await expect(first.getByText(label, { exact: true })).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.x + box.width, path).toBeLessThanOrEqual(375);
    // The order's date (a due date, when the order shows one, reads 'Due ...').
    await expect(first.locator('time').filter({ hasNotText: /^Due / })).toHaveText(day);
    await expectNoSidewaysScroll(page, `${path} at 375`);

    // Cards up to tablets (five columns do not fit 768), a table from 1024 on.
    for (const width of [320, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(first).toBeVisible();
      await expect(page.locator('thead')).toBeVisible({ visible: width >= 1024 });
      await expectNoSidewaysScroll(page, `${path} at ${width}`);
    }
  }
});

test('messages: conversations as cards on phones and tablets with their date and time, the thread fits', async ({ page }) => {
  await signIn(page, 'demo_buyer');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/messages');
  const card = page.getByRole('row').filter({ hasText: 'fatima_growth' });
  await expect(card).toBeVisible();
  await expect(page.locator('thead')).toBeHidden();
  // Name, message, date and action one under the other, inside the screen.
  const name = (await card.getByText('fatima_growth').boundingBox())!;
  const date = card.locator('time');
  await expect(date).toHaveText(dayAndTime);
  expect((await date.boundingBox())!.y).toBeGreaterThan(name.y);
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page, '/messages at 375');

  // Cards up to tablets, a table from 1024 on.
  for (const width of [320, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.locator('thead')).toBeVisible({ visible: width >= 1024 });
    await expect(date).toHaveText(dayAndTime);
    await expectNoSidewaysScroll(page, `/messages at ${width}`);
  }

  await page.setViewportSize({ width: 375, height: 800 });
  // The message itself opens the thread (read or not: unread ones offer 'Mark as Read' instead of 'Open').
  await card.getByRole('link', { name: /suits/ }).click();
  await expect(page.getByRole('heading', { name: 'fatima_growth' })).toBeVisible();
  const times = page.getByTestId('message-list').locator('time');
  await expect(times.first()).toHaveText(dayAndTime);
  await expectNoSidewaysScroll(page, 'thread at 375');
});

test('jobs: the admin page fits a phone, long keys and errors included, run times as "25 Nov 2026, 14:05"', async ({ page }) => {
  await signIn(page, 'demo_admin');
  for (const width of [320, 375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/jobs?status=scheduled');
    const times = page.getByRole('table', { name: 'Jobs' }).locator('time');
    await expect(times.first()).toHaveText(dayAndTime);
    await expectNoSidewaysScroll(page, `/dashboard/jobs at ${width}`);
  }
  // A dead job with an unbroken key and a stack trace, its full error open.
  const job = {
    _id: 'job-dead-long',
    type: 'files.cleanup-orphans-of-a-very-long-job-type-name',
    key: `cleanup:${'0190c1a0-0000-7000-8000-000000000000'.repeat(3)}`,
    status: 'dead',
    attempts: 5,
    runAt: '2030-01-02T10:05:00.000Z',
    lastError: `ENOENT:/data/uploads/${'a1b2c3d4'.repeat(20)} ${'at LocalDiskStorage.remove (lib/storage.ts:88:13) '.repeat(6)}`,
  };
  await page.route('**/api/admin/jobs?*', (route) => route.fulfill({ json: { jobs: [job], nextCursor: null } }));
  for (const width of [320, 375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/jobs?status=dead');
    const row = page.getByRole('row').filter({ hasText: job.type });
    await row.getByRole('button', { name: 'Show full error' }).click();
    await expect(row).toContainText('lib/storage.ts:88:13) at LocalDiskStorage');
    await expect(row.locator('time')).toHaveText(dayAndTime);
    await expectNoSidewaysScroll(page, `dead job at ${width}`);
  }
});

test("My gigs' Delete is red (the dangerGhost button), not the ghost button's grey", async ({ page }) => {
  await signIn(page, 'ayesha_designs');
  await page.goto('/myGigs');
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await expect(remove).toBeVisible();
  // The colours the stylesheet gives these classes, read from probes.
  const colourOf = (className: string) =>
    page.evaluate((name) => {
      const probe = document.createElement('span');
      probe.className = name;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, className);
  const colour = await remove.evaluate((b) => getComputedStyle(b).color);
  expect(colour).toBe(await colourOf('text-red-700'));
  expect(colour).not.toBe(await colourOf('text-slate-700'));
});
