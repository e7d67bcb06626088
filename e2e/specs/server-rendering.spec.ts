import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

type ListedGig = { _id: string; userId: string; cat: string; desc: string; price: number; title: string; seller: { username: string } };

/** The first gig of the default list: the first card of /gigs. */
async function firstGig(page: Page): Promise<ListedGig> {
  const res = await page.request.get('/api/gigs');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { gigs: ListedGig[] }).gigs[0];
}

/**
 * Keeps the page's markup as the server sent it (at the end of parsing, before any script runs) and
 * as it is when the app reports itself hydrated (the `hydrated` event, dispatched right after the
 * first render): hydrating adopts the server's markup, so the two are the same unless they mismatched.
 */
function keepMarkupAroundHydration() {
  const kept = { server: '', hydrated: '' };
  (window as unknown as { markup: typeof kept }).markup = kept;
  const root = () => document.getElementById('root')?.innerHTML ?? '';
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') kept.server = root();
  });
  document.addEventListener('hydrated', () => (kept.hydrated = root()));
}

/** Opens `path` and returns its markup as served and as hydrated. */
async function markupAroundHydration(page: Page, path: string): Promise<{ server: string; hydrated: string }> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  return page.evaluate(() => (window as unknown as { markup: { server: string; hydrated: string } }).markup);
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
    await expect(first.getByRole('heading', { name: gig.title })).toBeVisible();
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
      await page.addInitScript(keepMarkupAroundHydration);
      for (const path of ['/', '/about', '/contact', '/gigs', `/gigs?cat=${gig.cat}`, '/gigs?search=logo', `/gigs/${gig._id}`, `/users/${gig.userId}`]) {
        const markup = await markupAroundHydration(page, path);
        expect(markup.server, path).toContain('<h1');
        expect(markup.hydrated, path).toBe(markup.server);
      }

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
        await page.getByRole('link', { name: gig.title, exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`/gigs/${gig._id}$`), { timeout: 1000 });
      }).toPass();
      await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });
}
