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

test('the header search goes to the gig list; on the list it shows the search and keeps the filters', async ({ page, allowConsoleErrors: _ }) => {
  const box = () => page.getByRole('banner').getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search for a service' });
  await page.goto('/about');
  await expect(box()).toHaveValue('');
  await box().fill('logo design');
  await box().press('Enter');
  await expect(page).toHaveURL(/\/gigs\?search=logo%20design$/);
  await expect(page.getByRole('heading', { level: 1, name: /logo design/ })).toBeVisible();
  await expect(box()).toHaveValue('logo design');

  await page.goto('/gigs?cat=graphic_design01&search=logo&min=5&delivery=7&sort=relevance');
  await expect(box()).toHaveValue('logo');
  await box().fill('poster');
  await box().press('Enter');
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01&search=poster&min=5&delivery=7&sort=relevance$/);
  // The page has rendered the new address (the box is then the new one, not the one about to be replaced).
  await expect(page.getByRole('heading', { level: 1, name: /poster/ })).toBeVisible();
  // Emptied: everything the filters allow, and no sorting by relevance without a search.
  await box().fill('');
  await box().press('Enter');
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01&min=5&delivery=7$/);
  await expect(box()).toHaveValue('');
});

test("'Jobs Posted' stays open for clicks inside, closes on Escape and outside, and its jobs lead somewhere", async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Jobs Posted' });
  const jobs = page.getByRole('list', { name: 'Latest jobs posted' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByText('Latest jobs', { exact: true }).click();
  await expect(jobs).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(jobs).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(jobs).toBeVisible();
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(jobs).toBeHidden();

  // Open task pools are listed (the demo has some); they are for verified workers: a visitor is asked to sign in, then comes to Find work.
  await button.click();
  await expect(jobs.getByRole('link', { name: /Label 200 product listings|Product labelling exam/ }).first()).toBeVisible();
  await jobs.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fwork$/);
  await expect(jobs).toBeHidden();
});

test('/favicon.ico, which browsers ask for whatever the page links, is an icon', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
  // An ICO file starts with reserved 0, type 1 (icon).
  expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
