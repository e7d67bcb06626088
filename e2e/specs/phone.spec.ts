import { expect, test } from '../fixtures.js';
import { signInViaApi } from '../sign-in.js';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('phone: the header drawer mirrors the links', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  for (const name of ['Home', 'About', 'Contact', 'Join']) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await drawer.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(drawer).toBeHidden();
});

test('phone: the footer accordion keeps one group open', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const about = footer.getByRole('button', { name: 'About' });
  const support = footer.getByRole('button', { name: 'Support' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await support.click();
  await expect(support).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(footer.locator('#footer-group-about')).toBeHidden();
  await expect(footer.locator('#footer-group-support')).toBeVisible();
});

test('phone: the page does not scroll sideways', async ({ page, allowConsoleErrors: _ }) => {
  for (const path of ['/', '/about', '/contact']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('phone: the search button opens the header search, which goes to the gig list', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open search' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search for a service' });
  await expect(box).toBeFocused();
  await box.fill('wordpress');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/gigs\?search=wordpress$/);
  await expect(box).toBeHidden();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
});

test('phone: the chat button leaves the last controls of a dashboard page clear', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, 'demo_admin');
  await page.goto('/dashboard/users');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();
  // At the very end of the page, where the last controls sit closest to the fixed button.
  // Scrolled again on each try: the page may still grow (pictures, the list) after a first scroll.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
        return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
      }),
    )
    .toBe(true);
  const chat = await page.getByRole('link', { name: /Chat with support/ }).boundingBox();
  const last = await next.boundingBox();
  expect(chat && last).toBeTruthy();
  // The two boxes intersect (on screen, in both directions).
  const overlaps = last!.x < chat!.x + chat!.width && chat!.x < last!.x + last!.width && last!.y < chat!.y + chat!.height && chat!.y < last!.y + last!.height;
  expect(overlaps, 'the pagination under the chat button').toBe(false);
});
