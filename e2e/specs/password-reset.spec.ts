import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { linkIn, mailFiles, waitForMail } from '../mailbox.js';
import { registerWorker } from '../register.js';
import { signInViaApi } from '../sign-in.js';

const resetSubject = 'Reset your Kaamkar password';
const verifySubject = 'Verify your e-mail address';
const badLink = 'This link is invalid or has expired. Ask for a new one.';

/** The address registerWorker gives its user. */
const addressOf = (username: string) => `${username}@example.com`;

/** Signs out with the account menu; later page loads stay signed out (registerWorker signed the page in for every load). */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Successfully')).toBeVisible();
  await signInViaApi(page, null);
}

/** Fills the login modal (already open) and submits it. */
async function submitLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

/** Sets a new password on the reset page the browser is on. */
async function chooseNewPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(confirm);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Whether the page scrolls sideways at the viewport's width. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a user who forgot their password gets a link by e-mail, sets a new one and signs in with it', async ({ page, allowConsoleErrors }) => {
  // The old password's refused login.
  allowConsoleErrors(/401/);
  test.setTimeout(60_000);
  const user = await registerWorker(page, 'forgot');
  await page.goto('/');
  await signOut(page);

  // 'Forgot password?' under the password field closes the modal and opens the page.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  // The form checks the address before sending it.
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();

  const before = await mailFiles();
  await page.getByLabel('E-mail address').fill(addressOf(user.username));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account uses this address, we have sent it a link to choose a new password.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByLabel('E-mail address')).toHaveCount(0);

  const mail = await waitForMail({ to: addressOf(user.username), subject: resetSubject, ignore: before });
  await page.goto(linkIn(mail, '/reset-password?token='));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  // Both fields must say the same password; the check is the page's own.
  await chooseNewPassword(page, 'brand-new-pass-2', 'brand-new-pass-3');
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await chooseNewPassword(page, 'brand-new-pass-2');
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();

  // The page's Sign in opens the login modal: the old password no longer works, the new one does.
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await submitLogin(page, user.username, user.password);
  await expect(page.getByText('Wrong username or password!')).toBeVisible();
  await submitLogin(page, user.username, 'brand-new-pass-2');
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(user.username);
});

test('a reset link works once: opened again it says the link is bad and offers a new one', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/400/);
  test.setTimeout(60_000);
  const user = await registerWorker(page, 'relink');
  await page.context().clearCookies();
  await signInViaApi(page, null);
  const before = await mailFiles();
  const asked = await page.request.post('/api/auth/forgot-password', { data: { email: addressOf(user.username) } });
  expect(asked.status()).toBe(202);
  const link = linkIn(await waitForMail({ to: addressOf(user.username), subject: resetSubject, ignore: before }), '/reset-password?token=');

  await page.goto(link);
  await chooseNewPassword(page, 'first-new-pass-1');
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.goto(link);
  await chooseNewPassword(page, 'second-new-pass-2');
  await expect(page.getByText(badLink)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeFocused();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The first new password stands; the second was never set.
  const login = await page.request.post('/api/auth/login', { data: { username: user.username, password: 'first-new-pass-1' } });
  expect(login.ok()).toBe(true);

  // A link without a token is bad at once, without asking the server.
  await page.goto('/reset-password');
  await expect(page.getByText(badLink)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('the link of the registration e-mail verifies the address, and settings say so', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/400/);
  test.setTimeout(60_000);
  const user = await registerWorker(page, 'verify');
  const address = addressOf(user.username);
  const first = await waitForMail({ to: address, subject: verifySubject });

  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'E-mail address' });
  await expect(panel.getByText(address)).toBeVisible();
  await expect(panel.getByText('Address not verified', { exact: true })).toBeVisible();

  // Resend: a new link, and the first stops working (the newest e-mail is the one that counts).
  const before = await mailFiles();
  await panel.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(panel.getByText('We have sent you a new verification link.')).toBeVisible();
  const second = await waitForMail({ to: address, subject: verifySubject, ignore: before });

  await page.goto(linkIn(first, '/verify-email?token='));
  await expect(page.getByText(badLink)).toBeVisible();

  await page.goto(linkIn(second, '/verify-email?token='));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Open your settings' }).click();
  await expect(panel.getByText('Address verified', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Resend verification link' })).toHaveCount(0);

  // A new address counts as not verified until its own link is opened.
  const form = panel.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(`new_${address}`);
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(panel.getByText('Your e-mail address was changed. Check your inbox for the link to verify it.')).toBeVisible();
  await expect(panel.getByText(`new_${address}`)).toBeVisible();
  await expect(panel.getByText('Address not verified', { exact: true })).toBeVisible();
  await waitForMail({ to: `new_${address}`, subject: verifySubject });
});

test('the forgot, reset and verify pages pass axe and fit a phone', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/400/);
  test.setTimeout(60_000);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await chooseNewPassword(page, 'abc', 'abd');
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expectAccessible(page);
  await chooseNewPassword(page, 'some-new-pass-1');
  await expect(page.getByText(badLink)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByText(badLink)).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/forgot-password', '/reset-password?token=x', '/reset-password', '/verify-email']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollsSideways(page), path).toBe(false);
  }
});
