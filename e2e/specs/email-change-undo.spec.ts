import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { linkIn, mailFiles, waitForMail } from '../mailbox.js';
import { registerWorker } from '../register.js';
import { signInViaApi } from '../sign-in.js';

const verifySubject = 'Verify your e-mail address';
const changedSubject = 'The e-mail address of your Kaamkar account was changed';
const badLink = 'This link is invalid or has expired. Ask for a new one.';
const addressOf = (username: string) => `${username}@example.com`;

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A registered worker whose address was verified with the registration e-mail's link. */
async function verifiedWorker(page: Page, prefix: string) {
  const user = await registerWorker(page, prefix);
  const first = await waitForMail({ to: addressOf(user.username), subject: verifySubject });
  await page.goto(linkIn(first, '/verify-email?token='));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  return { ...user, link: linkIn(first, '/verify-email?token=') };
}

test('a verification link opened again says the address is already verified', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await verifiedWorker(page, 'twice');
  await page.goto(user.link);
  await expect(page.getByRole('heading', { name: 'All set' })).toBeFocused();
  await expect(page.getByText('Your e-mail address is already verified.')).toBeVisible();
  await expect(page.getByText(badLink)).toHaveCount(0);
});

test('the old address is told of an e-mail change and its link undoes it, signing every session out', async ({ page, allowConsoleErrors }) => {
  // The used link's 400, and the 401 of what the page asked with the session the undo ended.
  allowConsoleErrors(/40[01]/);
  test.setTimeout(90_000);
  const user = await verifiedWorker(page, 'undo');
  const address = addressOf(user.username);
  const before = await mailFiles();

  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'E-mail address' });
  const form = panel.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(`taken_${address}`);
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(panel.getByText(`taken_${address}`)).toBeVisible();

  // The old address hears of it at once, with the new address and the way back.
  const told = await waitForMail({ to: address, subject: changedSubject, ignore: before });
  expect(told.text).toContain(`taken_${address}`);
  const link = linkIn(told, '/undo-email-change?token=');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Change undone' })).toBeFocused();
  await expect(page.getByText('The change was undone: this address is your account’s again')).toBeVisible();
  await expect(page).toHaveTitle(/Undo an e-mail change/);
  await expectAccessible(page);
  // This browser's session ended with the others: the header offers Sign in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get(`/api/user/${user.id}`)).status()).toBe(401);
  await page.screenshot({ path: test.info().outputPath('undo-done-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('undo-done-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signed in again, the old address is the account's, verified.
  const login = await page.request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  expect(login.ok()).toBe(true);
  const record = (await (await page.request.get(`/api/user/${user.id}`)).json()) as { email: string; emailVerified: boolean };
  expect(record).toMatchObject({ email: address, emailVerified: true });

  // Once only.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeFocused();
  await expect(page.getByText(badLink)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('undo-bad-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('undo-bad-375.png'), fullPage: true });
});

test('the reset page shows the refusal of a common password on its field', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/400/);
  test.setTimeout(60_000);
  const user = await registerWorker(page, 'common');
  await page.context().clearCookies();
  await signInViaApi(page, null);
  const before = await mailFiles();
  expect((await page.request.post('/api/auth/forgot-password', { data: { email: addressOf(user.username) } })).status()).toBe(202);
  const mail = await waitForMail({ to: addressOf(user.username), subject: 'Reset your Kaamkar password', ignore: before });
  await page.goto(linkIn(mail, '/reset-password?token='));
  await page.getByLabel('New password', { exact: true }).fill('Password123');
  await page.getByLabel('Confirm new password').fill('Password123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password is one of the most common ones, which are tried first when accounts are broken into. Choose another.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});
