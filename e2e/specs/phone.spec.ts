import { expect, test } from '../fixtures.js';

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
