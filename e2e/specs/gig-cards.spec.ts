import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { signInViaApi } from '../sign-in.js';

type ListedGig = { _id: string; userId: string; title: string; desc: string };

/** The card text a gig's description gets: its first 60 characters, and '...' when it is longer. */
const cutDesc = (desc: string) => (desc.length > 60 ? `${desc.slice(0, 60)}...` : desc);

/** A gig's card (a review of the gig on a seller's page links to it too, but not from a heading). */
const cardOf = (page: Page, gigId: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading').locator(`a[href="/gigs/${gigId}"]`) });

/** The card names the gig by its title (its heading and link) and shows the cut description beneath. */
async function expectTitledCard(card: Locator, gig: ListedGig) {
  const heading = card.getByRole('heading', { name: gig.title, exact: true });
  await expect(heading).toBeVisible();
  await expect(heading.getByRole('link', { name: gig.title, exact: true })).toHaveAttribute('href', `/gigs/${gig._id}`);
  const desc = card.getByText(cutDesc(gig.desc), { exact: true });
  await expect(desc).toBeVisible();
  // Beneath the title.
  const [title, text] = [await heading.boundingBox(), await desc.boundingBox()];
  expect(text!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
}

test('every gig card shows the title, with the first 60 characters of the description beneath', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const { gigs } = (await (await page.request.get('/api/gigs')).json()) as { gigs: ListedGig[] };
  const gig = gigs.find((g) => g.desc.length > 60) ?? gigs[0];

  // Without JavaScript: the server's card.
  const plainContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto('/gigs');
  await expectTitledCard(cardOf(plain, gig._id), gig);
  await plainContext.close();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/gigs');
    await expectTitledCard(cardOf(page, gig._id), gig);
    await page.screenshot({ path: test.info().outputPath(`gig-list-cards-${width}.png`) });
    await page.goto(`/users/${gig.userId}`);
    await expectTitledCard(cardOf(page, gig._id), gig);
    await cardOf(page, gig._id).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`seller-cards-${width}.png`) });
  }

  // Saved gigs use the same card.
  await signInViaApi(page, 'demo_buyer');
  expect((await page.request.put(`/api/saved-gigs/${gig._id}`)).ok()).toBe(true);
  await page.goto('/saved');
  await expectTitledCard(cardOf(page, gig._id), gig);
  await page.screenshot({ path: test.info().outputPath('saved-cards-375.png') });
});
