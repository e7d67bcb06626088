import type { Page } from '@playwright/test';
import { labelOf, ur } from '@market/shared';
import { expect, test } from '../fixtures.js';

// A 2x2 PNG: enough for the server to judge it an image and re-encode it.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png });
const fields = ur.accountWebTexts.fields;
const registration = ur.accountWebTexts.registration;

// The language and the direction the page is laid out in (an English page has no dir attribute: ltr by default).
const pageLanguage = (page: Page) => page.evaluate(() => `${document.documentElement.lang} ${getComputedStyle(document.documentElement).direction}`);

test('a visitor switches to Urdu and registers as a worker in Urdu, with the form speaking Urdu', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  expect(await pageLanguage(page)).toBe('en ltr');
  // The header's switch names the other language in that language.
  await page.getByRole('banner').getByRole('button', { name: /اردو/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  expect(await pageLanguage(page)).toBe('ur rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ur.homeTexts.hero.heading.highlight);

  await page.goto('/join?as=earner');
  await expect(page.getByRole('heading', { name: registration.heading })).toBeVisible();
  // Sent empty: every message is the Urdu one, none of them English.
  await page.getByRole('button', { name: registration.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: ur.texts.required }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Required' })).toHaveCount(0);
  await page.getByLabel(fields.email, { exact: true }).fill('not-an-email');
  await page.getByLabel(fields.password, { exact: true }).fill('abc');
  await page.getByRole('button', { name: registration.submit }).click();
  await expect(page.getByText(ur.texts.invalidEmail)).toBeVisible();
  await expect(page.getByText(ur.texts.passwordMin)).toBeVisible();

  const n = Date.now() % 10_000_000;
  const username = `urdu_worker_${n}`;
  await page.getByLabel(fields.username, { exact: true }).fill(username);
  await page.getByLabel(fields.legalName, { exact: true }).fill('Sana Iqbal');
  await page.getByLabel(fields.email, { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel(fields.password, { exact: true }).fill('worker-pass-1');
  await page.getByLabel(fields.birthdate, { exact: true }).fill('1996-04-12');
  await page.getByLabel(fields.phone, { exact: true }).fill('+92 300 7654321');
  await page.getByLabel(fields.address, { exact: true }).fill('House 3, Street 9, Gulberg, Lahore');
  await page.getByLabel(fields.cnic, { exact: true }).pressSequentially(`35202${String(n).padStart(7, '0')}4`);
  await page.getByText(labelOf(ur.skillLabels, 'Data Entry'), { exact: true }).click();
  await page.getByLabel(ur.accountWebTexts.images.img).setInputFiles(image('me.png'));
  await page.getByLabel(registration.payoneerQuestion).selectOption('no');
  await page.getByLabel(registration.wiseQuestion).selectOption('yes');
  await page.getByLabel(fields.bankIban, { exact: true }).fill('PK36SCBL0000001123456702');
  await page.getByLabel(fields.easypaisa, { exact: true }).fill('03007654321');
  await page.getByLabel(ur.accountWebTexts.images.idCardFront).setInputFiles(image('front.png'));
  await page.getByLabel(ur.accountWebTexts.images.idCardBack).setInputFiles(image('back.png'));
  await page.getByRole('button', { name: ur.accountWebTexts.selfie.open }).click();
  await expect(page.getByRole('button', { name: ur.accountWebTexts.selfie.take })).toBeEnabled();
  await page.getByRole('button', { name: ur.accountWebTexts.selfie.take }).click();
  await page.getByRole('button', { name: registration.submit }).click();
  await expect(page.getByRole('dialog', { name: registration.successTitle })).toBeVisible();

  // Registered in Urdu: the profile keeps the language, so the server answers and e-mails in it.
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!)._id as string);
  const record = await page.request.get(`/api/user/${id}`);
  expect(((await record.json()) as { language: string }).language).toBe('ur');
});

test('a signed-in reader switches back to English from the phone menu, and the profile follows', async ({ page, allowConsoleErrors: _ }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const name = `urdu_buyer_${Date.now() % 10_000_000}`;
  await page.context().addCookies([{ name: 'lang', value: 'ur', url: process.env.E2E_BASE_URL! }]);
  const joined = await page.request.post('/api/auth/register', { data: { kind: 'buyer', username: name, email: `${name}@example.com`, password: 'buyer-pass-1', country: 'Pakistan', acceptedTerms: true } });
  expect(joined.status()).toBe(201);
  const user = (await joined.json()) as { _id: string };
  await page.addInitScript((stored) => localStorage.setItem('currentUser', stored), JSON.stringify({ ...user, isAdmin: false, isVerified: false }));
  await page.goto('/gigs');
  expect(await pageLanguage(page)).toBe('ur rtl');
  await page.getByRole('button', { name: ur.webTexts.openMenu }).click();
  await page.getByRole('dialog').getByRole('button', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const record = await page.request.get(`/api/user/${user._id}`);
  expect(((await record.json()) as { language: string }).language).toBe('en');
});

test('Urdu pages get the Nastaliq font once loaded; English pages fetch no font at all', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(fonts).toEqual([]);

  await page.goto('/about?lang=ur');
  // Fetched once the page has loaded, then added (lib/urdu-font.ts): a first visit, nothing cached.
  await page.waitForFunction(() => {
    let loaded = false;
    document.fonts.forEach((face) => {
      if (face.family.includes('Nastaliq') && face.status === 'loaded') loaded = true;
    });
    return loaded;
  });
  expect(fonts.some((path) => /noto-nastaliq-urdu-arabic-400-normal.*\.woff2$/.test(path))).toBe(true);
  const family = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily);
  expect(family).toContain('Noto Nastaliq Urdu');
});
