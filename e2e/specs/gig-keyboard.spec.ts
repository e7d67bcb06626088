import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

/** Presses Tab from where the page's focus starts until `target` has focus; the number of presses, or null after `most`. */
async function tabsUntil(page: Page, target: Locator, most: number): Promise<number | null> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  return null;
}

async function openGig(page: Page): Promise<string> {
  const { gigs } = (await (await page.request.get('/api/gigs')).json()) as { gigs: { _id: string; title: string }[] };
  const gig = gigs[0];
  await page.goto(`/gigs/${gig._id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  return gig.title;
}

for (const { width, most } of [
  // Beside the title: the heart and the seller's link, then the package card.
  { width: 1280, most: 3 },
  // Phones keep the card under the pictures and the description: the carousel and its two arrows come first.
  { width: 375, most: 6 },
]) {
  test(`at ${width} px, Tab from the gig's title reaches Continue in at most ${most} presses`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const title = await openGig(page);
    await page.screenshot({ path: test.info().outputPath(`gig-page-${width}.png`), fullPage: true });
    // A click on the title's text starts the Tab order there.
    await page.getByRole('heading', { level: 1, name: title }).click();
    const cont = page.getByRole('link', { name: 'Continue' }).locator('visible=true');
    expect(await tabsUntil(page, cont, most)).not.toBeNull();
    await expect(cont).toBeFocused();
  });
}

test('closing a dialog gives focus back to what opened it: the video, the sign-in modal, the phone menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const watch = page.getByRole('button', { name: 'Watch video' }).first();
  await watch.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Spend 1 hour and earn' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();

  // Its close button too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();

  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await signIn.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(signIn).toBeFocused();

  await page.setViewportSize({ width: 375, height: 800 });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menu).toBeFocused();
});
