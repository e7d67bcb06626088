import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

type ListedGig = { _id: string; title: string };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The card of one gig in a list. */
const cardOf = (page: Page, gigId: string) => page.getByRole('listitem').filter({ has: page.locator(`a[href="/gigs/${gigId}"]`) });

/** Signs in through the header's modal; on a phone the header keeps Sign in in its drawer, so it is done at desktop width. */
async function signIn(page: Page, username: string) {
  const account = demoAccount(username);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await signInWithModal(page, account.username, account.password);
  await page.setViewportSize(size);
}

/** The saved gig ids of the user signed in on the page (page.request shares its session). */
async function savedIds(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/saved-gigs/ids');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { ids: string[] }).ids;
}

/** A gig of the Programming & Tech list (first page) the signed-in user has not saved. */
async function unsavedGig(request: APIRequestContext): Promise<ListedGig> {
  const saved = new Set(await savedIds(request));
  const { gigs } = (await (await request.get('/api/gigs?cat=programming_tech')).json()) as { gigs: ListedGig[] };
  const gig = gigs.find((g) => !saved.has(g._id));
  if (!gig) throw new Error('every Programming & Tech gig is saved already');
  return gig;
}

test('a visitor pressing a heart is asked to sign in', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/gigs?cat=programming_tech');
  const heart = page.getByRole('list', { name: 'Gigs' }).getByRole('listitem').first().getByRole('button', { name: 'Save gig' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/gigs\?cat=programming_tech$/);

  // /saved itself asks a visitor to sign in: the login modal at once, and the page behind it.
  await page.goto('/saved');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});

test('a buyer saves a gig from a card, finds it on /saved once, and removes it from the gig page', async ({ page, allowConsoleErrors: _ }) => {
  await signIn(page, 'demo_buyer');
  const gig = await unsavedGig(page.request);

  await page.goto('/gigs?cat=programming_tech');
  const heart = cardOf(page, gig._id).getByRole('button', { name: 'Save gig' });
  const put = page.waitForResponse((res) => res.url().endsWith(`/api/saved-gigs/${gig._id}`) && res.request().method() === 'PUT');
  await heart.click();
  const pressed = cardOf(page, gig._id).getByRole('button', { name: 'Remove from saved' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect((await put).ok()).toBe(true);
  expect(await savedIds(page.request)).toContain(gig._id);

  // Saving twice keeps one.
  const again = await page.request.put(`/api/saved-gigs/${gig._id}`);
  expect(await again.json()).toEqual({ gigId: gig._id, saved: true });
  expect((await savedIds(page.request)).filter((id) => id === gig._id)).toHaveLength(1);

  // The heart knows after a reload, and /saved lists the gig once, most recent first.
  await page.reload();
  await expect(cardOf(page, gig._id).getByRole('button', { name: 'Remove from saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved gigs' })).toBeVisible();
  const savedCards = page.getByRole('list', { name: 'Saved gigs' }).getByRole('listitem');
  await expect(savedCards.first().locator(`a[href="/gigs/${gig._id}"]`)).toHaveCount(1);
  await expect(page.locator(`a[href="/gigs/${gig._id}"]`)).toHaveCount(1);

  // Removed from the gig page: the heart turns off and /saved no longer lists it.
  await page.goto(`/gigs/${gig._id}`);
  const gigHeart = page.getByRole('main').getByRole('button', { name: 'Remove from saved' });
  await expect(gigHeart).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse((res) => res.url().endsWith(`/api/saved-gigs/${gig._id}`) && res.request().method() === 'DELETE');
  await gigHeart.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Save gig' })).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).ok()).toBe(true);
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved gigs' })).toBeVisible();
  await expect(page.locator(`a[href="/gigs/${gig._id}"]`)).toHaveCount(0);
  expect(await savedIds(page.request)).not.toContain(gig._id);
});

test('a refused save turns the heart back off and says so', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 503/);
  await signIn(page, 'demo_buyer');
  const gig = await unsavedGig(page.request);
  await page.route(`**/api/saved-gigs/${gig._id}`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The service is busy. Please try again.', code: 'UNAVAILABLE' }) }),
  );
  await page.goto('/gigs?cat=programming_tech');
  await cardOf(page, gig._id).getByRole('button', { name: 'Save gig' }).click();
  await expect(page.getByText('The service is busy. Please try again.')).toBeVisible();
  await expect(cardOf(page, gig._id).getByRole('button', { name: 'Save gig' })).toHaveAttribute('aria-pressed', 'false');
  expect(await savedIds(page.request)).not.toContain(gig._id);
});

test('with nothing saved, /saved says so and leads to the gigs', async ({ page, allowConsoleErrors: _ }) => {
  await signIn(page, 'emma_bakery');
  for (const id of await savedIds(page.request)) expect((await page.request.delete(`/api/saved-gigs/${id}`)).ok()).toBe(true);
  await page.goto('/saved');
  await expect(page.getByText('You have not saved any gigs yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse gigs' }).click();
  await expect(page).toHaveURL(/\/gigs$/);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('/saved is one column without sideways scroll', async ({ page, allowConsoleErrors: _ }) => {
    await signIn(page, 'demo_buyer');
    // The demo buyer has saved gigs in the demo content; one more makes sure there are two.
    const gig = await unsavedGig(page.request);
    expect((await page.request.put(`/api/saved-gigs/${gig._id}`)).ok()).toBe(true);
    await page.goto('/saved');
    const cards = page.getByRole('list', { name: 'Saved gigs' }).getByRole('listitem');
    await expect(cards.nth(1)).toBeVisible();
    const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      expect(await noSidewaysScroll(page), `${width} px`).toBe(true);
    }
    expect((await page.request.delete(`/api/saved-gigs/${gig._id}`)).ok()).toBe(true);
  });
});
