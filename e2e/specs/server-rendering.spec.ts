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

test('without JavaScript the gig list is searched, filtered, sorted and paged through its forms and links', async ({ page, browser, baseURL }) => {
  // The list the script shows for the same view, to compare with.
  const { gigs: designGigs } = (await (await page.request.get('/api/gigs?cat=graphic_design01&sort=createdAt')).json()) as { gigs: ListedGig[] };
  await withoutScript(browser, baseURL, async (plain) => {
    await plain.goto('/gigs');
    const cards = plain.getByRole('list', { name: 'Gigs' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();

    // The list's own search box.
    await plain.getByRole('search', { name: 'Search gigs' }).getByRole('searchbox').fill('logo');
    await plain.getByRole('search', { name: 'Search gigs' }).getByRole('button', { name: 'Search' }).click();
    await expect(plain).toHaveURL(/\/gigs\?search=logo$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Results for "logo"' })).toBeVisible();
    await expect(cards.first()).toBeVisible();

    // The filters and the sort: one form, sent by Apply or Sort; the search stays.
    await plain.goto('/gigs');
    await plain.getByLabel('Category').selectOption('graphic_design01');
    await plain.getByLabel('Sort by').selectOption('createdAt');
    await plain.getByRole('button', { name: 'Sort' }).click();
    await expect(plain).toHaveURL(/[?&]cat=graphic_design01(&|$)/);
    expect(new URL(plain.url()).searchParams.get('sort')).toBe('createdAt');
    await expect(plain.getByRole('heading', { level: 1, name: 'Graphics & Design' })).toBeVisible();
    await expect(plain.getByLabel('Sort by')).toHaveValue('createdAt');
    await expect(cards.first().getByRole('heading', { name: designGigs[0].title })).toBeVisible();

    await plain.getByLabel('Minimum budget in dollars').fill('5');
    await plain.getByLabel('Maximum budget in dollars').fill('500');
    await plain.getByRole('button', { name: 'Apply' }).click();
    const applied = new URL(plain.url()).searchParams;
    expect([applied.get('cat'), applied.get('min'), applied.get('max'), applied.get('sort')]).toEqual(['graphic_design01', '5', '500', 'createdAt']);
    await expect(plain.getByLabel('Minimum budget in dollars')).toHaveValue('5');

    // The header's search, from the list: the list's filters stay.
    await plain.getByRole('banner').getByRole('searchbox', { name: 'Search for a service' }).fill('logo');
    await plain.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const searched = new URL(plain.url()).searchParams;
    expect([new URL(plain.url()).pathname, searched.get('search'), searched.get('cat'), searched.get('min')]).toEqual(['/gigs', 'logo', 'graphic_design01', '5']);

    // Load more is a link to the next page of the same list.
    await plain.goto('/gigs');
    const firstPage = await cards.getByRole('heading').allTextContents();
    await plain.getByRole('link', { name: 'Load more' }).click();
    await expect(plain).toHaveURL(/\/gigs\?cursor=/);
    await expect(cards.first()).toBeVisible();
    const nextPage = await cards.getByRole('heading').allTextContents();
    expect(nextPage.filter((title) => firstPage.includes(title))).toEqual([]);

    // A gig's picture arrows are links to the page showing the other picture; Contact me a link too.
    const { gigs } = (await (await plain.request.get('/api/gigs')).json()) as { gigs: (ListedGig & { images: string[] })[] };
    const pictured = gigs.find((g) => g.images.length > 1)!;
    await plain.goto(`/gigs/${pictured._id}`);
    await expect(plain.getByRole('img', { name: `Picture 1 of ${pictured.images.length}` })).toBeVisible();
    await plain.getByRole('link', { name: 'Next picture' }).click();
    await expect(plain).toHaveURL(new RegExp(`/gigs/${pictured._id}\\?picture=2$`));
    await expect(plain.getByRole('img', { name: `Picture 2 of ${pictured.images.length}` })).toBeInViewport();
    await plain.getByRole('link', { name: 'Previous picture' }).click();
    await expect(plain).toHaveURL(new RegExp(`/gigs/${pictured._id}\\?picture=1$`));
    await expect(plain.getByRole('link', { name: 'Contact me' })).toHaveAttribute('href', `/messages?to=${pictured.userId}`);

    // A damaged cursor is the address's mistake: 400 with the list's error, never a 500.
    const damaged = await plain.goto('/gigs?cursor=nonsense');
    expect(damaged?.status()).toBe(400);
  });

  // On a phone the header's search opens without script too (a link to the box under the header's row).
  await withoutScript(browser, baseURL, async (plain) => {
    await plain.setViewportSize({ width: 375, height: 800 });
    await plain.goto('/');
    const box = plain.getByRole('banner').getByRole('searchbox', { name: 'Search for a service' });
    await expect(box).toBeHidden();
    await plain.getByRole('link', { name: 'Open search' }).click();
    await box.fill('wordpress');
    await box.press('Enter');
    await expect(plain).toHaveURL(/\/gigs\?search=wordpress$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Results for "wordpress"' })).toBeVisible();
    // The filters fold behind their toggle on a phone: a link to the panel without script.
    await expect(plain.getByLabel('Category')).toBeHidden();
    await plain.getByRole('link', { name: /^Filters/ }).click();
    await expect(plain.getByLabel('Category')).toBeVisible();
    await plain.screenshot({ path: test.info().outputPath('gig-list-no-script-375.png'), fullPage: true });
  });

  // With script the same controls navigate in the app, and Load more adds the next page below.
  await page.goto('/gigs');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const cards = page.getByRole('list', { name: 'Gigs' }).getByRole('listitem');
  const count = await cards.count();
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(count);
  await expect(page).toHaveURL(/\/gigs$/);
  await expect(page.getByRole('button', { name: 'Sort' })).toHaveCount(0);
  await page.getByLabel('Sort by').selectOption('createdAt');
  await expect(page).toHaveURL(/\/gigs\?sort=createdAt$/);
});

/**
 * Keeps the header, the footer and every section of the page as the server sent them, and counts the
 * elements removed from the page until it reports itself hydrated: the parts that hydrate after the
 * rest (HydrateLater) must adopt the server's nodes, not draw them again.
 */
function keepNodesAroundHydration() {
  const kept = { nodes: [] as Element[], removed: 0 };
  (window as unknown as { kept: typeof kept }).kept = kept;
  const observer = new MutationObserver((records) => {
    for (const record of records) kept.removed += Array.from(record.removedNodes).filter((node) => node.nodeType === Node.ELEMENT_NODE).length;
  });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    kept.nodes = Array.from(document.querySelectorAll('#root header, #root footer, #root main section, #root main aside'));
    observer.observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
  document.addEventListener('hydrated', () => observer.disconnect());
}

test('the parts that hydrate after the rest keep the server markup and then work as the app', async ({ page, consoleErrors }) => {
  const gig = await firstGig(page);
  await page.addInitScript(keepNodesAroundHydration);
  for (const path of ['/', '/?lang=ur', `/gigs/${gig._id}`, `/gigs/${gig._id}?lang=ur`]) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const kept = await page.evaluate(() => {
      const { nodes, removed } = (window as unknown as { kept: { nodes: Element[]; removed: number } }).kept;
      return { count: nodes.length, connected: nodes.filter((node) => node.isConnected).length, removed };
    });
    // Header, footer and the page's sections (the home has seven, the gig page its carousel, package, seller and reviews).
    expect(kept.count, path).toBeGreaterThanOrEqual(6);
    expect(kept.connected, path).toBe(kept.count);
    expect(kept.removed, path).toBe(0);
    expect(await repeatedIds(page), path).toEqual([]);
  }

  // A link in the footer, the last part to hydrate, navigates inside the app.
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').locator('a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Fields drawn again after a navigation keep ids of their own (the header's search boxes beside the list's filters).
  await page.goto('/gigs?cat=graphic_design01&search=logo');
  await page.getByRole('main').getByRole('searchbox').fill('');
  await page.getByRole('main').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('sales');
  expect(await repeatedIds(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/** Ids that more than one element of the page has. */
function repeatedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  });
}

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
