import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

test('the demo worker signs in, sees Profile and Tasks, and signs out', async ({ page, allowConsoleErrors: _ }) => {
  const worker = demoAccount('demo_worker');
  await page.goto('/');
  await signInWithModal(page, worker.username, worker.password);

  const account = page.getByRole('button', { name: 'Account menu' });
  await expect(account).toContainText(worker.username);
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Under Verification' })).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({ username: worker.username, isVerified: true });

  // Still signed in after a reload: the stored user is refreshed from the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(worker.username);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

test('an unverified user only gets Under Verification', async ({ page, allowConsoleErrors: _ }) => {
  const user = demoAccount('demo_unverified');
  await page.goto('/');
  await signInWithModal(page, user.username, user.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Under Verification' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Tasks' })).toHaveCount(0);
});

test('a wrong password shows the server message and keeps the modal open', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/401/);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('demo_worker');
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Wrong username or password!')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('the login form checks its fields before sending', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill('abc');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 5 characters long')).toBeVisible();
});

test('a stored user the server rejects is cleared with a message', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/401/);
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ _id: '01900000-0000-7000-8000-000000000000', username: 'ghost', img: '/img/noavatar.svg', isSeller: false, isAdmin: false, isVerified: true }),
    ),
  );
  await page.reload();
  await expect(page.getByText('Failed to refresh user data. Please log in again.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

test('a seller does not see Become a Seller; an admin gets the Dashboard', async ({ page, allowConsoleErrors: _ }) => {
  const banner = page.getByRole('banner');
  await page.goto('/');
  await expect(banner.getByRole('link', { name: 'Become a Seller' })).toBeVisible();

  const seller = demoAccount('ayesha_designs');
  await signInWithModal(page, seller.username, seller.password);
  await expect(banner.getByRole('link', { name: 'Become a Seller' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(banner.getByRole('link', { name: 'Become a Seller' })).toBeVisible();

  const admin = demoAccount('demo_admin');
  await signInWithModal(page, admin.username, admin.password);
  await banner.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Dashboard pages have no site header or footer, and offer the chat link.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Chat with support/ })).toHaveAttribute('target', '_blank');
});

test('a visitor cannot open dashboard pages', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/dashboard/my-tasks');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog').getByLabel('Username')).toBeVisible();
});
