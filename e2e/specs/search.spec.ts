import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures.js';

type ListedGig = { _id: string; userId: string; cat: string; price: number; deliveryTime: number; createdAt: string };
type GigList = { gigs: ListedGig[]; match: 'all' | 'some'; suggestion: string | null };

const cards = (page: Page) => page.getByRole('list', { name: 'Gigs' }).getByRole('listitem');
/** The results page's own search box (the header has another). */
const listSearch = (page: Page) => page.getByRole('search', { name: 'Search gigs' }).getByRole('searchbox');
/** The next answer of GET /api/gigs whose address holds every one of these parameters. */
const gigsAnswer = (page: Page, ...parts: string[]) =>
  page.waitForResponse((res) => res.url().includes('/api/gigs?') && parts.every((p) => res.url().includes(p)));
const listOf = async (res: Promise<Response>) => (await (await res).json()) as GigList;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A seller's rating over all their gigs, as their gig page's seller box has it (rounded to a whole star). */
async function sellerStars(request: APIRequestContext, gigId: string): Promise<number | null> {
  const res = await request.get(`/api/gigs/single/${gigId}`);
  const { seller } = (await res.json()) as { seller: { totalStars: number; starNumber: number } };
  return seller.starNumber > 0 ? Math.round(seller.totalStars / seller.starNumber) : null;
}

test("every popular chip of the home page finds gigs", async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const chips = page.getByRole('main').locator('a[href^="/gigs?search="]');
  const terms = await chips.allTextContents();
  expect(terms.length).toBeGreaterThanOrEqual(4);
  for (const term of terms) {
    await page.goto('/');
    await chips.filter({ hasText: term }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${term}"` })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(listSearch(page)).toHaveValue(term);
  }
});

test("the placeholder's search finds gigs", async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const hero = page.getByRole('main').getByRole('searchbox');
  // The placeholder reads 'Try "building mobile app"': search what it suggests.
  const example = /"(.+)"/.exec((await hero.getAttribute('placeholder')) ?? '')?.[1];
  expect(example).toBe('building mobile app');
  const answer = gigsAnswer(page, 'search=building');
  await hero.fill(example!);
  await hero.press('Enter');
  const list = await listOf(answer);
  expect(list.gigs.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(list.gigs.length);
});

test('when no gig matches every word, the gigs matching some follow, said so', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs');
  const answer = gigsAnswer(page, 'search=mobile');
  await listSearch(page).fill('mobile app logo');
  await listSearch(page).press('Enter');
  const list = await listOf(answer);
  expect(list.match).toBe('some');
  await expect(page.getByRole('status')).toContainText(
    'No gig matches every word of "mobile app logo". Showing gigs that match some of the words.',
  );
  expect(list.gigs.length).toBeGreaterThan(1);
  await expect(cards(page)).toHaveCount(list.gigs.length);

  // A search every word of which some gig matches says nothing of the kind.
  const whole = gigsAnswer(page, 'search=logo');
  await listSearch(page).fill('logo');
  await listSearch(page).press('Enter');
  expect((await listOf(whole)).match).toBe('all');
  await expect(page.getByText('No gig matches every word')).toHaveCount(0);
});

test('a cut-short word still finds gigs', async ({ page, allowConsoleErrors: _ }) => {
  const answer = gigsAnswer(page, 'search=wordpres');
  await page.goto('/');
  await page.getByRole('main').getByRole('searchbox').fill('wordpres');
  await page.getByRole('main').getByRole('searchbox').press('Enter');
  const list = await listOf(answer);
  expect(list.gigs.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(list.gigs.length);
});

test('a typo offers the corrected spelling, which finds gigs', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs');
  const answer = gigsAnswer(page, 'search=logoo');
  await listSearch(page).fill('logoo desgin');
  await listSearch(page).press('Enter');
  const { suggestion } = await listOf(answer);
  expect(suggestion).toMatch(/^logo design$/i);
  const corrected = gigsAnswer(page, `search=${encodeURIComponent(suggestion!).replace(/%20/g, '+')}`);
  await page.getByRole('link', { name: suggestion!, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Results for "${suggestion}"` })).toBeVisible();
  const list = await listOf(corrected);
  expect(list.gigs.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(list.gigs.length);
  await expect(listSearch(page)).toHaveValue(suggestion!);
});

test('a search with nothing close shows what to try and the categories', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs?search=kwyjibo%20xyzzyq&cat=data09&delivery=1');
  await expect(page.getByRole('heading', { name: 'Oops!🤷♂️ No Result' })).toBeVisible();
  await expect(page.getByText('Use fewer words, other words or a more general one, and check the spelling.')).toBeVisible();
  // The filters may be what hides gigs: one link takes them away and keeps the search.
  await page.getByRole('link', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(/\/gigs\?search=kwyjibo(\+|%20)xyzzyq$/);
  await expect(page.getByRole('heading', { name: 'Oops!🤷♂️ No Result' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear the filters' })).toHaveCount(0);

  const browse = page.getByRole('navigation', { name: 'Or browse a category' });
  await expect(browse.getByRole('link')).toHaveCount(10);
  await browse.getByRole('link', { name: 'Graphics & Design' }).click();
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Graphics & Design' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test('the filters live in the URL, survive a reload, and the list honours them', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs');
  await page.getByLabel('Category').selectOption({ label: 'Graphics & Design' });
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01$/);
  await page.getByLabel('Delivery time').selectOption({ label: 'Up to 7 days' });
  await expect(page).toHaveURL(/delivery=7/);
  await page.getByLabel('Seller rating').selectOption({ label: '4+ stars' });
  await expect(page).toHaveURL(/rating=4/);
  await page.getByLabel('Minimum budget in dollars').fill('5');
  await page.getByLabel('Maximum budget in dollars').fill('500');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/min=5&max=500/);
  const sorted = gigsAnswer(page, 'sort=createdAt');
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  const expected = '/gigs?cat=graphic_design01&min=5&max=500&delivery=7&rating=4&sort=createdAt';
  await expect(page).toHaveURL(new RegExp(`${expected.replace(/[?]/g, '\\?')}$`));

  const { gigs } = await listOf(sorted);
  expect(gigs.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(gigs.length);
  for (const gig of gigs) {
    expect(gig.cat).toBe('graphic_design01');
    expect(gig.deliveryTime).toBeLessThanOrEqual(7);
    expect(gig.price).toBeGreaterThanOrEqual(5);
    expect(gig.price).toBeLessThanOrEqual(500);
  }
  const dates = gigs.map((g) => g.createdAt);
  expect(dates).toEqual([...dates].sort().reverse());
  const sellers = new Map(gigs.map((g) => [g.userId, g._id]));
  for (const gigId of sellers.values()) expect(await sellerStars(page.request, gigId)).toBeGreaterThanOrEqual(4);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${expected.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByLabel('Category')).toHaveValue('graphic_design01');
  await expect(page.getByLabel('Delivery time')).toHaveValue('7');
  await expect(page.getByLabel('Seller rating')).toHaveValue('4');
  await expect(page.getByLabel('Minimum budget in dollars')).toHaveValue('5');
  await expect(page.getByLabel('Maximum budget in dollars')).toHaveValue('500');
  await expect(page.getByLabel('Sort by')).toHaveValue('createdAt');
  await expect(cards(page)).toHaveCount(gigs.length);

  // The search box keeps the filters; 'Clear filters' keeps the search and the sort.
  await listSearch(page).fill('logo');
  await listSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01&search=logo&min=5&max=500&delivery=7&rating=4&sort=createdAt$/);
  // 'Clear filters' links to the view shown: wait until that is the search, not the list before it.
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "logo"' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/gigs\?search=logo&sort=createdAt$/);
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByLabel('Minimum budget in dollars')).toHaveValue('');
});

test('emptying the search drops sorting by relevance and keeps the other filters', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs?cat=graphic_design01&search=logo&sort=relevance');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await listSearch(page).fill('');
  await listSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/gigs\?cat=graphic_design01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Graphics & Design' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('sales');
});

test('an alias category reads as the category it stands for', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs?cat=design');
  await expect(page.getByRole('heading', { level: 1, name: 'Graphics & Design' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Graphics & Design' })).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('graphic_design01');
  // The server's page preload answers the first visit inside the page: ask the API the same question.
  const res = await page.request.get('/api/gigs?cat=design');
  const { gigs } = (await res.json()) as GigList;
  expect(gigs.length).toBeGreaterThan(0);
  for (const gig of gigs) expect(gig.cat).toBe('graphic_design01');
  await expect(cards(page)).toHaveCount(gigs.length);
});

test('the results page, its notice and its no-result help pass axe (WCAG 2 A and AA)', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs?search=mobile%20app%20logo&delivery=7');
  await expect(page.getByRole('status')).toContainText('No gig matches every word');
  await expectAccessible(page);
  await page.goto('/gigs?search=kwyjibo%20xyzzyq&cat=data09');
  await expect(page.getByRole('heading', { name: 'Oops!🤷♂️ No Result' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('phone: the filters fold behind a button, and no width scrolls sideways', async ({ page, allowConsoleErrors: _ }) => {
    await page.goto('/gigs?cat=graphic_design01&delivery=7&rating=4&min=5&max=500');
    const toggle = page.getByRole('button', { name: 'Filters (4)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Category')).toBeHidden();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Category')).toHaveValue('graphic_design01');
    await page.getByLabel('Delivery time').selectOption({ label: 'Up to 3 days' });
    await expect(page).toHaveURL(/delivery=3/);
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await noSidewaysScroll(page), `sideways scroll at ${width} px`).toBe(true);
    }
  });
});
