import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

type ListedGig = { _id: string; title: string; userId: string; starNumber: number; seller: { username: string } };
type Profile = { _id: string; username: string; country: string; languages: string[]; starNumber: number; gigs: number; desc: string };
type ReceivedReviews = { reviews: { _id: string; userId: string; user: { username: string }; gig: { _id: string; title: string } }[] };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A reviewed Graphics & Design gig of the demo content, with its seller's public profile. */
async function reviewedGig(request: APIRequestContext): Promise<{ gig: ListedGig; profile: Profile }> {
  const { gigs } = (await (await request.get('/api/gigs?cat=graphic_design01&limit=100')).json()) as { gigs: ListedGig[] };
  const gig = gigs.find((g) => g.starNumber > 0);
  if (!gig) throw new Error('no reviewed Graphics & Design gig in the demo content');
  const res = await request.get(`/api/users/${gig.userId}`);
  expect(res.ok()).toBe(true);
  return { gig, profile: (await res.json()) as Profile };
}

/** The card of one gig in a list. */
const cardOf = (page: Page, gigId: string) => page.getByRole('listitem').filter({ has: page.locator(`a[href="/gigs/${gigId}"]`) });

test('the seller page shows the profile, the reviews received and the gigs, and is linked from cards, the gig page and reviews', async ({ page, allowConsoleErrors }) => {
  // The unknown and malformed ids at the end.
  allowConsoleErrors(/status of (404|400)/);
  const { gig, profile } = await reviewedGig(page.request);
  const received = (await (await page.request.get(`/api/users/${profile._id}/reviews`)).json()) as ReceivedReviews;
  expect(received.reviews.length).toBeGreaterThan(0);

  // From a card: the seller's name leads to their page.
  await page.goto('/gigs?cat=graphic_design01');
  await cardOf(page, gig._id).getByRole('link', { name: new RegExp(profile.username) }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${profile._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: profile.username })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${profile.username}'s profile`));

  const facts = page.locator('dl');
  await expect(facts).toContainText('Member since');
  await expect(facts).toContainText(profile.country || 'Not given');
  await expect(facts).toContainText(profile.languages.join(', ') || 'Not given');
  await expect(page.getByText(`(${profile.starNumber})`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);

  // Their gigs as cards, and the reviews they received with the gig each is about.
  const gigCards = page.getByRole('list', { name: `Gigs by ${profile.username}` }).getByRole('listitem');
  await expect(gigCards).toHaveCount(Math.min(profile.gigs, 50));
  await expect(gigCards.locator(`a[href="/gigs/${gig._id}"]`)).toHaveCount(1);
  const reviews = page.getByRole('list', { name: 'Reviews received' }).getByRole('listitem');
  await expect(reviews).toHaveCount(received.reviews.length);
  const first = received.reviews[0];
  await expect(reviews.first()).toContainText(first.user.username);
  await expect(reviews.first()).toContainText(/Reviewed on \S.*\d{4}/);
  await expect(reviews.first().getByRole('link', { name: first.gig.title })).toHaveAttribute('href', `/gigs/${first.gig._id}`);

  // From the gig page's seller box.
  await page.goto(`/gigs/${gig._id}`);
  const sellerBox = page.getByRole('region', { name: 'About The Seller' });
  await expect(sellerBox).toContainText(profile.languages.join(', ') || 'Not given');
  await sellerBox.getByRole('link', { name: `${profile.username}'s profile` }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${profile._id}$`));

  // From a review on the gig page: the reviewer's name leads to the reviewer's page.
  await page.goto(`/gigs/${gig._id}`);
  const review = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
  await expect(review).toContainText(/Reviewed on \S.*\d{4}/);
  const reviewer = review.getByRole('link').first();
  const reviewerName = (await reviewer.textContent())!;
  await reviewer.click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: reviewerName })).toBeVisible();

  // An unknown or malformed id is the not-found page.
  for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
    await page.goto(`/users/${id}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  }
});

test('the owner edits the description and languages in place and sees them after a reload', async ({ page, allowConsoleErrors: _ }) => {
  const seller = demoAccount('mei_lens');
  await page.goto('/');
  await signInWithModal(page, seller.username, seller.password);
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!)._id as string);
  await page.goto(`/users/${id}`);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  // Too many languages: said beside the field, nothing sent.
  await form.getByLabel('Languages').fill(Array.from({ length: 11 }, (_, i) => `Language ${i}`).join(', '));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('At most 10 languages')).toBeVisible();

  const desc = 'Product photographer in Kyoto: clean packshots on white, lifestyle scenes and retouching.';
  await form.getByLabel('Description').fill(desc);
  await form.getByLabel('Languages').fill(' Japanese, English ,, English, Spanish ');
  const saved = page.waitForResponse((res) => res.url().endsWith(`/api/user/${id}`) && res.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByText(desc)).toBeVisible();
  await expect(page.locator('dl')).toContainText('Japanese, English, Spanish');

  await page.reload();
  await expect(page.getByText(desc)).toBeVisible();
  await expect(page.locator('dl')).toContainText('Japanese, English, Spanish');
  // Everyone else sees the same, without the button.
  const profile = (await (await page.request.get(`/api/users/${id}`)).json()) as Profile;
  expect(profile).toMatchObject({ desc, languages: ['Japanese', 'English', 'Spanish'] });
});

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the seller page, its editor, a gig page and /saved pass axe (WCAG 2 A and AA)', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(60_000);
  const { gig, profile } = await reviewedGig(page.request);
  await page.goto(`/users/${profile._id}`);
  await expect(page.getByRole('list', { name: 'Reviews received' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/gigs/${gig._id}`);
  await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
  await expectAccessible(page);

  const buyer = demoAccount('demo_buyer');
  await signInWithModal(page, buyer.username, buyer.password);
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved gigs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved gigs' }).or(page.getByText('You have not saved any gigs yet.'))).toBeVisible();
  await expectAccessible(page);
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!)._id as string);
  await page.goto(`/users/${id}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the seller page fits the screen from 320 to 1280 px', async ({ page, allowConsoleErrors: _ }) => {
    const { profile } = await reviewedGig(page.request);
    await page.goto(`/users/${profile._id}`);
    await expect(page.getByRole('list', { name: 'Reviews received' })).toBeVisible();
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      expect(await noSidewaysScroll(page), `${width} px`).toBe(true);
    }
  });
});
