import type { Page } from '@playwright/test';
import { formatMoney, toPaisa } from '@market/shared';
import { expect, test } from '../fixtures.js';
import { signInViaApi } from '../sign-in.js';

/** Prices in rupees: the currency switch, the admins' rate and the budget filter in rupees. */

const rupees = (dollars: number, rate: number) => formatMoney(toPaisa(dollars * 100, rate), 'PKR');
const rateNow = async (page: Page) => ((await (await page.request.get('/api/fx')).json()) as { pkrPerUsd: number }).pkrPerUsd;
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);
/** The header's currency button shows the currency now; pressing it switches to the other. */
async function showPricesIn(page: Page, currency: 'USD' | 'PKR') {
  const button = page.getByRole('banner').getByRole('button', { name: /^Currency:/ });
  if ((await button.textContent())?.endsWith(currency)) return;
  await button.click();
  await expect(button).toHaveAccessibleName(`Currency: ${currency}`);
}
const firstCard = (page: Page) => page.getByRole('list', { name: 'Gigs' }).getByRole('listitem').first();

/** The first card's gig and its price in dollars, read off the card while dollars are shown. */
async function firstGig(page: Page): Promise<{ href: string; price: number }> {
  const card = firstCard(page);
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
  const price = Number((await card.getByText(/^\$\d+$/).textContent())!.slice(1));
  return { href, price };
}

test('a visitor shows prices in rupees at the rate of /api/fx; an admin changes the rate and the prices follow', async ({ page, browser, allowConsoleErrors: _ }) => {
  await page.goto('/gigs');
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Currency:/ })).toHaveAccessibleName('Currency: USD');
  const gig = await firstGig(page);
  const rate = await rateNow(page);

  await showPricesIn(page, 'PKR');
  // The footer's switch says the same, at once.
  await expect(page.getByRole('contentinfo').getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'PKR' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('list', { name: 'Gigs' }).getByRole('listitem').filter({ has: page.locator(`a[href="${gig.href}"]`) });
  await expect(card).toContainText(`≈ ${rupees(gig.price, rate)}`);
  await expect(card.getByText('(approximate, charged in US dollars)')).toHaveCount(1);
  expect((await page.context().cookies()).find((c) => c.name === 'currency')?.value).toBe('PKR');

  // The gig's own page: the package card in rupees too.
  await page.goto(gig.href);
  await expect(page.getByRole('complementary', { name: 'Package' })).toContainText(`≈ ${rupees(gig.price, rate)}`);

  // An admin sets another rate on /dashboard/finance.
  const next = Math.round((rate + 7.25) * 100) / 100;
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await adminContext.newPage();
  try {
    await signInViaApi(admin, 'demo_admin');
    await admin.goto('/dashboard/finance');
    const rateCard = admin.getByRole('region', { name: 'Exchange rate' });
    await expect(rateCard.getByTestId('fx-current')).toBeVisible();
    // A wrong value is refused beside the field.
    await rateCard.getByLabel('Rupees per US dollar').fill('0');
    await rateCard.getByRole('button', { name: 'Save rate' }).click();
    await expect(rateCard.getByText(/^Enter the rupees one US dollar buys/)).toBeVisible();
    await rateCard.getByLabel('Rupees per US dollar').fill(String(next));
    await rateCard.getByRole('button', { name: 'Save rate' }).click();
    await expect(admin.getByText('Exchange rate saved')).toBeVisible();
    await expect(rateCard.getByTestId('fx-current')).toContainText(`Rs ${next.toFixed(2)} per US dollar`);
    const history = rateCard.getByRole('table', { name: 'Earlier rates' });
    await expect(history.getByRole('row').nth(1)).toContainText(`Rs ${next.toFixed(2)}`);
    await expect(history.getByRole('row').nth(1)).toContainText('demo_admin');

    // The visitor's page follows after a reload.
    expect(await rateNow(page)).toBe(next);
    await page.goto('/gigs');
    await hydrated(page);
    await expect(card).toContainText(`≈ ${rupees(gig.price, next)}`);
  } finally {
    // Back to the rate the other specs expect.
    const restored = await admin.request.put('/api/admin/fx', { data: { pkrPerUsd: rate } });
    expect(restored.ok()).toBe(true);
    await adminContext.close();
  }
});

test('the budget filter takes rupees when prices are in rupees, and shows them back', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs');
  await hydrated(page);
  const gig = await firstGig(page);
  const rate = await rateNow(page);
  await showPricesIn(page, 'PKR');

  await expect(page.getByText('Budget (Rs)')).toBeVisible();
  const inRupees = toPaisa(gig.price * 100, rate) / 100;
  const min = String(Math.floor(inRupees));
  const max = String(Math.ceil(inRupees));
  await page.getByLabel('Minimum budget in rupees').fill(min);
  await page.getByLabel('Maximum budget in rupees').fill(max);
  await page.getByRole('button', { name: 'Apply' }).click();
  // Sent as whole dollars, rounded outward: the gig's own price is inside.
  await expect(page).toHaveURL(/[?&]min=\d+&max=\d+/);
  const url = new URL(page.url());
  expect(Number(url.searchParams.get('min'))).toBeLessThanOrEqual(gig.price);
  expect(Number(url.searchParams.get('max'))).toBeGreaterThanOrEqual(gig.price);
  await expect(page.getByRole('list', { name: 'Gigs' }).locator(`a[href="${gig.href}"]`)).toHaveCount(1);
  await expect(page.getByLabel('Minimum budget in rupees')).toHaveValue(min);
  await expect(page.getByLabel('Maximum budget in rupees')).toHaveValue(max);
  for (const price of await page.getByRole('list', { name: 'Gigs' }).getByText(/^≈ Rs /).allTextContents()) expect(price).toMatch(/^≈ Rs [\d,]+(\.\d\d)?$/);

  // Back in dollars, the same filter shows dollars.
  await showPricesIn(page, 'USD');
  await expect(page.getByLabel('Minimum budget in dollars')).toHaveValue(url.searchParams.get('min')!);
});
