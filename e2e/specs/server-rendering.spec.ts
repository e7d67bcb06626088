import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

type ListedGig = { _id: string; userId: string; cat: string; desc: string; price: number; title: string; seller: { username: string } };

/** The first gig of the default list: the first card of /gigs. */
async function firstGig(page: Page): Promise<ListedGig> {
  const res = await page.request.get('/api/gigs');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { gigs: ListedGig[] }).gigs[0];
}

async function withoutScript<T>(browser: Browser, baseURL: string | undefined, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the gig list, a category, a search, a gig and a seller arrive rendered: without JavaScript the page shows its content', async ({ page, browser, baseURL }) => {
  const gig = await firstGig(page);
  await withoutScript(browser, baseURL, async (plain) => {
    await plain.goto('/gigs');
    await expect(plain.getByRole('heading', { level: 1, name: 'All services' })).toBeVisible();
    const first = plain.getByRole('list', { name: 'Gigs' }).getByRole('listitem').first();
    await expect(first).toContainText(gig.desc.slice(0, 60));
    await expect(first).toContainText(gig.seller.username);
    await expect(first).toContainText(`$${gig.price}`);
    await expect(first.getByRole('img', { name: /out of 5 stars/ }).or(first.getByText('No reviews yet')).first()).toBeVisible();

    await plain.goto(`/gigs?cat=${gig.cat}`);
    await expect(plain.getByRole('list', { name: 'Gigs' }).getByRole('listitem').first()).toBeVisible();
    await plain.goto('/gigs?search=logo');
    await expect(plain.getByRole('heading', { level: 1, name: /logo/ })).toBeVisible();
    await expect(plain.getByRole('list', { name: 'Gigs' }).getByRole('listitem').first()).toBeVisible();

    await plain.goto(`/gigs/${gig._id}`);
    await expect(plain.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'About The Seller' })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(plain.getByText(/^Reviewed on /).first()).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Continue' }).first()).toBeAttached();
    await expect(plain.locator('main img').first()).toBeVisible();

    await plain.goto(`/users/${gig.userId}`);
    await expect(plain.getByRole('heading', { level: 1, name: gig.seller.username })).toBeVisible();

    const missing = await plain.goto('/gigs/00000000-0000-7000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(plain.getByRole('heading', { name: /not found/ })).toBeVisible();
  });
});

// Dates are written in the reader's time zone. +14 h and -11 h between them move every time of day
// to another date than the server's (UTC), so a page that wrote its dates differently on each side
// would fail to hydrate in one of them.
for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('server-rendered pages hydrate without a mismatch and then work as the app', async ({ page, consoleErrors }) => {
      const gig = await firstGig(page);

      await page.goto(`/gigs/${gig._id}`);
      await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
      // The heart asks a visitor to sign in: it works once the page has hydrated (clicks before are lost).
      await expect(async () => {
        await page.getByRole('button', { name: 'Save gig' }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
      }).toPass();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.goto(`/users/${gig.userId}`);
      await expect(page.getByRole('heading', { level: 1, name: gig.seller.username })).toBeVisible();
      await page.goto('/gigs');
      await expect(page.getByRole('list', { name: 'Gigs' }).getByRole('listitem').first()).toBeVisible();
      // The router took over: following a card is a navigation inside the app, not a new document.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await expect(async () => {
        await page.getByRole('link', { name: gig.desc.slice(0, 60) }).first().click();
        await expect(page).toHaveURL(new RegExp(`/gigs/${gig._id}$`), { timeout: 1000 });
      }).toPass();
      await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // React reports a mismatch as an uncaught error (#418, #425 and the like).
      expect(consoleErrors).toEqual([]);
    });
  });
}
