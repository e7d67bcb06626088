import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { signInViaApi } from '../sign-in.js';

/**
 * Support's details are one configured set (the demo's defaults here) wherever the site names them,
 * the pages promise only the hours it keeps, and the privacy and terms pages are real pages, linked
 * from the footer and the registration form.
 */

const support = { email: 'support@kaamkar.pk', phone: '+92 42 3520 0415', whatsapp: '+92 300 3520415', hours: 'Monday to Saturday, 9:00 to 18:00 PKT' };
const whatsappHref = 'https://wa.me/923003520415';

const footer = (page: Page) => page.getByRole('contentinfo');

test('home, about and contact promise support in its hours only, with one set of details and one WhatsApp number', async ({ page, allowConsoleErrors: _ }) => {
  for (const path of ['/', '/about', '/contact']) {
    await page.goto(path);
    await expect(footer(page).getByRole('list', { name: 'Support' })).toContainText(support.hours);
    await expect(page.locator('body')).not.toContainText('24/7');
    await expect(page.locator('body')).not.toContainText(/around the clock|day and night/);
    await expect(footer(page).getByRole('link', { name: support.email })).toHaveAttribute('href', `mailto:${support.email}`);
    await expect(footer(page).getByRole('link', { name: `WhatsApp ${support.whatsapp}` })).toHaveAttribute('href', whatsappHref);
  }
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Why people earn with us' })).toContainText(`On WhatsApp, e-mail and phone, ${support.hours}.`);
  await page.goto('/contact');
  const details = page.getByRole('complementary', { name: 'Get in touch' });
  await expect(details.getByRole('link', { name: support.phone })).toHaveAttribute('href', 'tel:+924235200415');
  await expect(details.getByRole('link', { name: support.whatsapp })).toHaveAttribute('href', whatsappHref);
  await expect(details).toContainText(support.hours);
  await page.screenshot({ path: test.info().outputPath('contact-1280.png'), fullPage: true });

  // The dashboard's floating chat button opens the same WhatsApp number, a mobile one. The buyer is
  // not verified: /dashboard would send them on to /verification (a site page) once their session is
  // confirmed, so the check is made on a dashboard page every signed-in user may stay on.
  await signInViaApi(page, 'demo_buyer');
  await page.goto('/dashboard/create-task');
  await expect(page.getByRole('link', { name: 'Chat with support on WhatsApp (opens in a new tab)' })).toHaveAttribute('href', whatsappHref);
});

test('the footer opens the privacy and terms pages: what identity data is kept, why, how long, who sees it, how to delete it', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  await footer(page).getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy Policy/);
  for (const heading of ['What we keep', 'Why we keep it', 'Who sees it', 'How long we keep it', 'How to have it deleted']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const main = page.getByRole('article');
  for (const kept of ['CNIC', 'live selfie', 'IBAN', 'audit log', 'deleted']) await expect(main).toContainText(kept);
  await expect(main.getByRole('link', { name: support.email })).toHaveAttribute('href', `mailto:${support.email}`);

  // The About group of the footer leads to the same pages (no longer the contact page).
  await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toHaveCount(2);
  for (const link of await footer(page).getByRole('link', { name: 'Privacy Policy' }).all()) await expect(link).toHaveAttribute('href', '/privacy');
  for (const link of await footer(page).getByRole('link', { name: 'Terms of Service' }).all()) await expect(link).toHaveAttribute('href', '/terms');

  await footer(page).getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();

  // Both are pages of their own, served as HTML with their content, not the contact page.
  for (const [path, text] of [['/privacy', 'How to have it deleted'], ['/terms', 'What is not allowed']]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html).toContain(text);
    expect(html).toContain(support.email);
    expect(html).not.toMatch(/__SUPPORT_[A-Z_]+__/);
  }
});

test('the registration form links the terms and the privacy policy, in new tabs so the form keeps what was filled in', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/join?as=earner');
  const consent = page.getByText('By registering you accept our');
  await expect(consent).toContainText('ID card, selfie and bank details');
  const terms = consent.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
  const privacy = consent.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(privacy).toHaveAttribute('href', '/privacy');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await tab.close();
});

test('the privacy and terms pages, the footer and the consent line at 1280 and 375 px', async ({ page, allowConsoleErrors: _ }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing reaches past the window's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} at ${width}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-${width}.png`), fullPage: true });
    }
    await footer(page).scrollIntoViewIfNeeded();
    await footer(page).screenshot({ path: test.info().outputPath(`footer-${width}.png`) });
    await page.goto('/');
    await page.getByRole('region', { name: 'Why people earn with us' }).screenshot({ path: test.info().outputPath(`home-promises-${width}.png`) });
    await page.goto('/join?as=earner');
    await page.getByText('By registering you accept our').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`join-consent-${width}.png`) });
  }
});
