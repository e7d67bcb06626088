import { expect, test } from '../fixtures.js';

test('browse: home -> category -> back', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explore the marketplace' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Graphics & Design' }).click();
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Explore the marketplace' })).toBeVisible();
});

test('the ten categories open their gig lists and the popular chips their searches', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Explore the marketplace' }).getByRole('link');
  await expect(grid).toHaveCount(10);
  for (const href of await grid.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/gigs\?cat=[a-z_0-9]+$/);
  }
  const chips = page.getByRole('main').locator('a[href^="/gigs?search="]');
  await expect(chips).toHaveCount(4);
  for (const chip of await chips.all()) {
    const term = (await chip.textContent())!;
    await expect(chip).toHaveAttribute('href', `/gigs?search=${encodeURIComponent(term)}`);
  }
});

test('hero search: empty shows Required, text goes to /gigs?search= and clears', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const search = page.getByPlaceholder('Try "building mobile app"');
  await search.press('Enter');
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await search.fill('logo design');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/gigs\?search=logo(\+|%20)design$/);
  await page.goBack();
  await expect(page.getByPlaceholder('Try "building mobile app"')).toHaveValue('');
});

test('Jobs Posted ticker adds a sample task every 4 seconds while no task pool is open', async ({ page, allowConsoleErrors: _ }) => {
  // The demo has open pools: the browser is told there are none, as on a platform without any.
  await page.route('**/api/task-pools/latest', (route) => route.fulfill({ json: { pools: [] } }));
  await page.clock.install();
  await page.goto('/');
  const jobs = page.getByRole('banner').getByRole('button', { name: /Jobs Posted/ });
  await expect(jobs).toBeVisible();
  await jobs.hover();
  const list = page.getByRole('banner').getByRole('list', { name: /jobs posted/i });
  const before = await list.getByRole('listitem').count();
  await page.clock.runFor(4_100);
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
});

test('Jobs Posted lists the newest open task pools instead of the samples, and stays as it is', async ({ page, request, allowConsoleErrors: _ }) => {
  const open = ((await (await request.get('/api/task-pools/latest')).json()) as { pools: { title: string }[] }).pools;
  expect(open.length).toBeGreaterThan(0);
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Jobs Posted/ }).hover();
  const list = page.getByRole('banner').getByRole('list', { name: /jobs posted/i });
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(open.length, 9));
  await expect(list.getByRole('listitem').first()).toContainText(open[0].title);
  await page.clock.runFor(4_100);
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(open.length, 9));
});

test('unknown page: 404, Page not found, Take me home', async ({ page, allowConsoleErrors }) => {
  // The browser logs the document's own 404.
  allowConsoleErrors(/status of 404/);
  const first = await page.goto('/nonexistent-page-xyz');
  expect(first?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  expect((await page.request.get('/dashboard/no-such-page')).status()).toBe(404);
  // A page the app knows, with an id it has never seen, is still its page (the record's own 404 aside).
  expect((await page.request.get('/dashboard/tasks/some-id')).status()).toBe(200);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
