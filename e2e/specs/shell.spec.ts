import { expect, test } from '../fixtures.js';

test('keyboard: Tab reaches Sign in, Enter opens the modal, Escape closes it', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  for (let i = 0; i < 25 && !(await signIn.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(signIn).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('every navigation starts at the top of the page', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  // The home page's sections load lazily: scroll again until the page is tall enough.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, 3000);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(1000);
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Meaningful only if the new page could have kept a scroll position at all.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
});

test('the hero image changes every 5 seconds', async ({ page, allowConsoleErrors: _ }) => {
  await page.clock.install();
  await page.goto('/');
  const shown = () => page.locator('img[src^="/img/hero/"]:not([aria-hidden="true"])').getAttribute('src');
  const first = await shown();
  await page.clock.runFor(5_100);
  await expect.poll(shown).not.toBe(first);
});

test('the promo video opens in a modal with a playable clip', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Watch video' }).click();
  const dialog = page.getByRole('dialog', { name: /Spend 1 hour/i });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a page whose code fails to load shows the application error page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/.*/);
  await page.goto('/');
  await page.route(/\/assets\/about-page[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
});
