import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

// A 2x2 PNG: enough for the server to judge it an image and re-encode it.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

let serial = Date.now() % 1_000_000;
/** A registration nobody has made yet in this run. */
function newPerson() {
  serial += 1;
  const digits = String(serial).padStart(7, '0').slice(-7);
  return {
    username: `e2e_worker_${serial}`,
    email: `e2e.worker.${serial}@example.com`,
    password: 'worker-pass-1',
    cnicDigits: `35202${digits}${serial % 10}`,
    cnic: `35202-${digits}-${serial % 10}`,
  };
}

/** Fills the whole registration form and takes the selfie with the fake camera. */
async function fillRegistration(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/join?as=earner');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bank Details' })).toBeVisible();
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Full name as on your ID card').fill('Ayesha Khan');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByLabel('Birthdate').fill('1996-04-12');
  await page.getByLabel('Phone').fill('+92 300 7654321');
  await expect(page.getByText('Must have WhatsApp')).toBeVisible();
  await page.getByLabel('Address').fill('House 3, Street 9, Gulberg, Lahore');
  // Digits only, capped at 13, shown with dashes.
  const cnic = page.getByLabel('CNIC');
  await cnic.pressSequentially(`${person.cnicDigits}99x`);
  await expect(cnic).toHaveValue(person.cnic);
  await page.getByText('Data Entry', { exact: true }).click();
  await page.getByText('Presentation Slides', { exact: true }).click();
  await page.getByLabel('Profile Picture').setInputFiles(image('me.png'));
  await page.getByLabel('Do you have a Payoneer account?').selectOption('no');
  await expect(page.getByText(/Without a Payoneer account/)).toBeVisible();
  await page.getByLabel('Do you have a Wise account?').selectOption('yes');
  await expect(page.getByText(/registration bonus/)).toBeVisible();
  await page.getByLabel('Bank IBAN').fill('PK36SCBL0000001123456702');
  await page.getByLabel('Easypaisa Account').fill('03007654321');
  await page.getByLabel('ID Card Front').setInputFiles(image('front.png'));
  await page.getByLabel('ID Card Back').setInputFiles(image('back.png'));

  await page.getByRole('button', { name: 'Open camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  // Enabled once the camera delivers frames.
  await expect(page.getByRole('button', { name: 'Take Selfie' })).toBeEnabled();
  await page.getByRole('button', { name: 'Take Selfie' }).click();
  await expect(page.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake' })).toBeVisible();
}

/** Fills the whole registration form, takes the selfie and submits. */
async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
}

test('register with a selfie, wait for verification, get verified by an admin, see Profile and Tasks', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(90_000);
  const person = newPerson();
  await register(page, person);
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toContainText('you are signed in');
  await page.getByRole('button', { name: 'Done' }).click();
  // Registering signs in: the new worker is shown where their verification stands.
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { name: 'Under Verification' })).toBeVisible();
  await expect(page.getByText(`Thanks for registering, ${person.username}.`)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({ username: person.username, isVerified: false });
  // The server holds the session too: the account's own record answers after a reload.
  await page.reload();
  await expect(page.getByText(`Thanks for registering, ${person.username}.`)).toBeVisible();
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!)._id as string);
  expect((await page.request.get(`/api/user/${id}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Under Verification' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { name: 'Under Verification' })).toBeVisible();
  // The server refuses the verified-only page whatever the browser asks.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/verification$/);

  // The admin works in the same browser (the packaged Chromium runs one process): the user's
  // session is put aside, not ended, and comes back afterwards.
  const userCookies = await page.context().cookies();
  const userStored = await page.evaluate(() => localStorage.getItem('currentUser'));
  // Swapped on a page without the app, so no request of the app goes out half signed out (a 401).
  await page.goto('/robots.txt');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const adminPage = page;
  const admin = demoAccount('demo_admin');
  await adminPage.goto('/');
  await signInWithModal(adminPage, admin.username, admin.password);
  await adminPage.goto('/dashboard/users');
  // The verification states are the filter now (docs/decisions/0147-users-table-filters-by-state.md).
  await adminPage.getByLabel('Show').selectOption('pending');
  await expect(adminPage).toHaveURL(/state=pending/);
  const row = adminPage.getByRole('row', { name: new RegExp(person.username) });
  await expect(row).toContainText('In review');
  await row.getByRole('link', { name: person.username }).click();
  await expect(adminPage).toHaveURL(/\/dashboard\/user\//);
  await expect(adminPage.getByRole('heading', { name: person.username })).toBeVisible();
  await expect(adminPage.getByText(person.cnic)).toBeVisible();
  // The private selfie is served to the admin (and the read is audited).
  await expect.poll(() => adminPage.locator('img[alt="Live Selfie"]').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Full size on click.
  await adminPage.getByRole('button', { name: 'Open ID Card Front at full size' }).click();
  await expect(adminPage.getByRole('dialog', { name: 'ID Card Front' }).getByRole('img')).toBeVisible();
  await adminPage.keyboard.press('Escape');
  await expect(adminPage.getByRole('list', { name: 'Access log' })).toContainText('opened the full record');

  await adminPage.getByRole('switch', { name: 'Is Verified' }).click();
  await adminPage.getByRole('button', { name: 'Update User' }).click();
  await expect(adminPage.getByText('User status updated successfully')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/dashboard\/users$/);

  await page.goto('/robots.txt');
  await page.context().clearCookies();
  await page.context().addCookies(userCookies);
  await page.evaluate((stored) => localStorage.setItem('currentUser', stored!), userStored);
  // The user's stored record still says unverified; the header follows the server's isVerified on the next page load.
  expect(JSON.parse(userStored!)).toMatchObject({ username: person.username, isVerified: false });
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Under Verification' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Tasks' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: person.username })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true }).locator('..')).toContainText('Yes');
  // The spec's capitalised path leads to the same page.
  await page.goto('/dashboard/Profile');
  await expect(page.getByRole('heading', { name: person.username })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the same registration works at 375 px and the popup leaves for Under Verification by itself', async ({ page, allowConsoleErrors: _ }) => {
    test.setTimeout(60_000);
    await register(page, newPerson());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page).toHaveURL(/\/verification$/, { timeout: 10_000 });
    await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Under Verification' })).toBeVisible();
  });

  test('a CNIC already registered: the page scrolls to the CNIC field, focuses it and toasts the reason', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/409/);
    test.setTimeout(60_000);
    // demo_worker's CNIC, from the demo seed.
    const person = { ...newPerson(), cnicDigits: '3520212345671', cnic: '35202-1234567-1' };
    await fillRegistration(page, person);
    const cnic = page.getByLabel('CNIC');
    await page.getByRole('button', { name: 'Register' }).click();
    const message = 'An account with this CNIC already exists.';
    await expect(page.locator('.Toastify').getByText(message)).toBeVisible();
    await expect(cnic).toBeFocused();
    await expect(cnic).toBeInViewport();
    await expect(cnic).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message)).toHaveCount(2); // beside the field and in the toast
    // Nothing typed is lost, and nobody is signed in.
    await expect(page.getByLabel('Username')).toHaveValue(person.username);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await page.screenshot({ path: test.info().outputPath('registration-cnic-refused-375.png') });
  });
});

test('the form explains what is wrong: non-images, missing documents, camera refused, bad IBAN', async ({ page, allowConsoleErrors: _ }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto('/join?as=earner');
  const front = page.getByLabel('ID Card Front');
  await front.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await expect(front).toHaveValue('');

  await page.getByRole('button', { name: 'Open camera' }).click();
  await expect(page.getByText(/Camera access was refused/)).toBeVisible();

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('At least one skill is required')).toBeVisible();
  await expect(page.getByText('CNIC is required')).toBeVisible();
  await expect(page.getByText('Please add this image')).toHaveCount(3);

  await page.getByLabel('Username').fill('someone_new');
  await page.getByLabel('Full name as on your ID card').fill('Someone New');
  await page.getByLabel('Email').fill('someone.new@example.com');
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByLabel('Birthdate').fill('1990-01-01');
  await page.getByLabel('Phone').fill('+92 300 1112223');
  await page.getByLabel('Address').fill('Lahore');
  await page.getByLabel('CNIC').fill('3520299999991');
  await page.getByText('Graphic Design', { exact: true }).click();
  await page.getByLabel('Do you have a Payoneer account?').selectOption('yes');
  await page.getByLabel('Do you have a Wise account?').selectOption('yes');
  await page.getByLabel('Bank IBAN').fill('PK37SCBL0000001123456702');
  await page.getByLabel('Easypaisa Account').fill('03001112223');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This IBAN is not valid; please check the number')).toBeVisible();
});

test('admin users table: pagination in the URL, delete with confirmation', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/403/);
  const admin = demoAccount('demo_admin');
  await page.goto('/');
  await signInWithModal(page, admin.username, admin.password);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('row')).toHaveCount(6); // header + 5 (default page size)
  // A size the list does not offer is shown as the nearest one, and the address says so.
  await page.goto('/dashboard/users?page=1&per_page=7');
  await expect(page).toHaveURL(/page=1&per_page=5$/);
  await expect(page.getByRole('row')).toHaveCount(6);
  await expect(page.getByLabel('Rows per page')).toHaveValue('5');
  await page.goto('/dashboard/users?per_page=9');
  await expect(page).toHaveURL(/per_page=10$/);
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2&per_page=5/);
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page).toHaveURL(/page=1&per_page=10/);
  await expect(page.getByRole('row')).toHaveCount(11);

  // Admins cannot be deleted.
  await page.goto('/dashboard/users?per_page=100');
  await page.getByRole('button', { name: 'Actions for demo_admin' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this user?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Admin users cannot be deleted.')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for nadia_rehman' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row', { name: /nadia_rehman/ })).toHaveCount(0);
});

/** Registers through the API, without a profile picture; the page's browser is then signed in as the new account. */
async function registerViaApi(page: Page, person: ReturnType<typeof newPerson>) {
  const form = new FormData();
  const fields: [string, string][] = [
    ['username', person.username],
    ['email', person.email],
    ['password', person.password],
    ['birthdate', '1994-02-03'],
    ['phone', '+92 300 0001112'],
    ['address', 'Lahore'],
    ['cnic', person.cnic],
    ['skills', 'Data Entry'],
    ['payoneer', 'yes'],
    ['wise', 'yes'],
    ['bankIban', 'PK36SCBL0000001123456702'],
    ['easypaisaAccount', '03000001112'],
  ];
  for (const [name, value] of fields) form.append(name, value);
  for (const name of ['idCardFront', 'idCardBack', 'liveSelfie']) form.append(name, new Blob([png], { type: 'image/png' }), `${name}.png`);
  const created = await page.request.post('/api/auth/register', { multipart: form });
  expect(created.status()).toBe(201);
}

test('a signed-in non-seller becomes a seller after confirming, and the header changes at once', async ({ page, allowConsoleErrors: _ }) => {
  const person = newPerson();
  await registerViaApi(page, person);

  await page.goto('/');
  await signInWithModal(page, person.username, person.password);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Become a Seller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become a Seller' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner.getByRole('button', { name: 'Become a Seller' })).toBeVisible();
  await banner.getByRole('button', { name: 'Become a Seller' }).click();
  await dialog.getByRole('button', { name: 'Yes, become a seller' }).click();
  await expect(page.getByText('You are now a seller.')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Become a Seller' })).toHaveCount(0);
  // The server kept it: still a seller after a reload.
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Become a Seller' })).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({ isSeller: true });
});

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the accounts pages pass axe (WCAG 2 A and AA)', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(60_000);
  await page.goto('/join?as=earner');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('CNIC is required')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/verification');
  await expect(page.getByRole('heading', { name: 'Under Verification' })).toBeVisible();
  await expectAccessible(page);

  const admin = demoAccount('demo_admin');
  await page.goto('/');
  await signInWithModal(page, admin.username, admin.password);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('row')).toHaveCount(6);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'usman_tariq' }).first().click();
  await expect(page.getByRole('list', { name: 'Access log' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectAccessible(page);
});

test('a verified worker edits their profile and is told when the current password is wrong', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/400/);
  const worker = demoAccount('zainab_hussain');
  await page.goto('/');
  await signInWithModal(page, worker.username, worker.password);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: worker.username })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true }).locator('..')).toContainText('Yes');

  const text = `Slide decks in a day (${Date.now() % 1000})`;
  await page.getByLabel('Description').fill(text);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: text })).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('a-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct').first()).toBeVisible();
});

test('/verification: visitors are asked to sign in or join; a verified worker is told they are verified', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/verification');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Under Verification' })).toBeVisible();
  await expect(main.getByText(/Your documents are being reviewed/)).toHaveCount(0);
  await expect(main.getByText(/Sign in to see where your verification stands/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/join');
  await page.screenshot({ path: test.info().outputPath('verification-visitor-1280.png'), fullPage: true });

  // Signing in from here comes back here, now for a verified worker.
  await main.getByRole('button', { name: 'Sign in' }).click();
  const worker = demoAccount('zainab_hussain');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(worker.username);
  await dialog.getByLabel('Password').fill(worker.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(main.getByRole('heading', { name: 'Your account is verified' })).toBeVisible();
  await expect(main.getByText(/Your documents are being reviewed/)).toHaveCount(0);
  await main.getByRole('link', { name: 'Your tasks' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-tasks$/);
});

test('an account without a picture shows the initials of its username', async ({ page, allowConsoleErrors: _ }) => {
  const person = { ...newPerson(), username: `nomi_${serial}_picture` };
  await registerViaApi(page, person);
  const admin = demoAccount('demo_admin');
  await page.goto('/');
  await signInWithModal(page, admin.username, admin.password);
  await page.goto('/dashboard/users?per_page=100');
  const row = page.getByRole('row', { name: new RegExp(person.username) });
  await expect(row).toContainText('NP');
  await row.getByRole('link', { name: person.username }).click();
  await expect(page.getByRole('heading', { name: person.username })).toBeVisible();
  await expect(page.getByRole('main').getByText('NP', { exact: true })).toBeVisible();
});
