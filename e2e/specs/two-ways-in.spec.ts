import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { registerWorker } from '../register.js';
import { signInViaApi, switchAccount } from '../sign-in.js';
import { adminApi, expectAccessible, imageFile, newBuyerDetails, registerBuyer, sendDocumentsViaApi, shot, takeSelfie } from '../two-ways-in-helpers.js';

/** A gig the demo buyer can buy (one of another seller), read from the list. */
async function aGig(page: Page): Promise<string> {
  const res = await page.request.get('/api/gigs?limit=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { gigs: { _id: string }[] }).gigs[0]._id;
}

const main = (page: Page) => page.getByRole('main');

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/join opens with the choice; the arrows move between hire and earn, and the address keeps it', async ({ page, allowConsoleErrors: _ }) => {
      await page.goto('/join');
      const hire = page.getByRole('radio', { name: /I want to hire/ });
      const earn = page.getByRole('radio', { name: /I want to earn/ });
      await expect(hire).not.toBeChecked();
      await expect(earn).not.toBeChecked();
      await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'join-choice');

      await earn.check();
      await expect(page).toHaveURL(/\/join\?as=earner$/);
      await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
      await expect(page.getByLabel('Full name as on your ID card')).toBeVisible();
      await shot(page, 'join-earner');
      // The keyboard: the arrow moves the choice, as in any radio group.
      await earn.focus();
      await page.keyboard.press(width === 375 ? 'ArrowUp' : 'ArrowLeft');
      await expect(hire).toBeChecked();
      await expect(page).toHaveURL(/\/join\?as=buyer$/);
      await expect(page.getByRole('heading', { name: 'Create a buyer account' })).toBeVisible();
      // The choice survives a reload.
      await page.reload();
      await expect(page.getByRole('radio', { name: /I want to hire/ })).toBeChecked();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Please accept the terms of service and the privacy policy')).toBeVisible();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    test('a visitor on a gig presses Continue, joins as a buyer on one screen and lands on checkout', async ({ page, allowConsoleErrors: _ }) => {
      const gigId = await aGig(page);
      await page.goto(`/gigs/${gigId}`);
      await page.getByRole('link', { name: 'Continue' }).click();
      await expect(page).toHaveURL(new RegExp(`/pay/${gigId}$`));
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: 'Join now' }).click();
      await expect(page).toHaveURL(new RegExp(`/join\\?next=${encodeURIComponent(`/pay/${gigId}`)}$`));
      // On the way to a checkout: hire is chosen, and its form is on this screen.
      await expect(page.getByRole('radio', { name: /I want to hire/ })).toBeChecked();
      const person = newBuyerDetails('joiner');
      await page.getByLabel('Username').fill(person.username);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByLabel('Country').selectOption('Pakistan');
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await expect(page.getByRole('link', { name: 'Terms of Service (opens in a new tab)' })).toHaveAttribute('target', '_blank');
      await expectAccessible(page);
      await shot(page, 'join-buyer');
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(new RegExp(`/pay/${gigId}$`));
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({ username: person.username, isVerified: false, isAdmin: false });
      // A buyer has nothing to verify: the documents are asked for only when earning.
      await page.goto('/verification');
      await expect(main(page).getByRole('heading', { name: 'Send your documents' })).toBeVisible();
    });

    test('a buyer turned seller sends a passport from /verification and an admin verifies it', async ({ page, allowConsoleErrors: _ }) => {
      test.setTimeout(90_000);
      const buyer = await registerBuyer(page, 'passport');
      expect((await page.request.put(`/api/user/${buyer.id}`, { data: { isSeller: true } })).ok()).toBe(true);
      await page.goto('/verification');
      await expect(main(page).getByRole('heading', { name: 'Send your documents' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'verification-none');

      await page.getByLabel('Full name as on your ID card').fill('Lena Fischer');
      await page.getByRole('radio', { name: 'Passport' }).check();
      await expect(page.getByLabel('CNIC', { exact: true })).toHaveCount(0);
      await page.getByLabel('Document number').fill(`C0${Date.now() % 10_000_000}`);
      await page.getByLabel('Issuing country').selectOption('Germany');
      await page.getByLabel('Birthdate').fill('1990-07-08');
      await page.getByLabel('Phone').fill('+49 30 1234567');
      await page.getByLabel('Address').fill('Torstraße 1, Berlin');
      await page.getByText('Graphic Design', { exact: true }).click();
      await page.getByLabel('Do you have a Payoneer account?').selectOption('yes');
      await page.getByLabel('Do you have a Wise account?').selectOption('yes');
      // A passport has no back side to send.
      await expect(page.getByLabel('ID Card Back')).toHaveCount(0);
      await page.getByLabel('Passport photo page').setInputFiles(imageFile('passport.png', 41));
      await takeSelfie(page);
      await page.getByRole('button', { name: 'Send documents' }).click();
      await expect(main(page).getByRole('heading', { name: 'Under Verification' })).toBeVisible();
      await expect(main(page).getByText(/Your documents are being reviewed/)).toBeVisible();
      await shot(page, 'verification-pending');

      await switchAccount(page, 'demo_admin');
      await page.goto(`/dashboard/user/${buyer.id}`);
      await expect(page.getByRole('heading', { name: buyer.username })).toBeVisible();
      await expect(page.getByText('In review').first()).toBeVisible();
      await expect(page.getByText('Lena Fischer')).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /^Passport$/ })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /^Germany$/ }).first()).toBeVisible();
      const decision = page.getByRole('region', { name: 'Decision' });
      await shot(page, 'admin-review');
      await decision.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('The account is verified.')).toBeVisible();
      await expect(decision.getByText(/Nothing waits for a decision/)).toBeVisible();
      await expect(decision.getByRole('button', { name: 'Verify' })).toBeDisabled();

      await switchAccount(page, buyer.username, buyer.password);
      await page.goto('/verification');
      await expect(main(page).getByRole('heading', { name: 'Your account is verified' })).toBeVisible();
      await shot(page, 'verification-verified');
    });

    test('an admin asks for the selfie again: the user reads why, resends only that picture; a rejection is told too', async ({ page, request, allowConsoleErrors }) => {
      allowConsoleErrors(/400/);
      test.setTimeout(90_000);
      const user = await registerBuyer(page, 'resend');
      await sendDocumentsViaApi(page, 'Sana Iqbal');

      await switchAccount(page, 'demo_admin');
      await page.goto(`/dashboard/user/${user.id}`);
      const decision = page.getByRole('region', { name: 'Decision' });
      await decision.getByRole('button', { name: 'Ask for changes' }).click();
      // Neither a document nor a reason: the server's messages beside the fields.
      await decision.getByRole('button', { name: 'Send request' }).click();
      await expect(decision.getByText('Choose the document to send again')).toBeVisible();
      await decision.getByLabel('Document to send again').selectOption({ label: 'Live selfie' });
      await decision.getByLabel('Reason (the user reads it)').fill('The selfie is blurred; please take it again in daylight.');
      await shot(page, 'admin-review-ask-changes');
      await decision.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText('The user was asked to send the document again.')).toBeVisible();
      await expect(page.getByText('Document asked for: Live selfie')).toBeVisible();

      await switchAccount(page, user.username, user.password);
      await page.goto('/verification');
      await expect(main(page).getByRole('heading', { name: 'Please send a document again' })).toBeVisible();
      await expect(main(page).getByText('An admin asked for this again: Live selfie.')).toBeVisible();
      await expect(main(page).getByText('The selfie is blurred; please take it again in daylight.')).toBeVisible();
      // The form holds what was sent; the pictures on file stay unless replaced.
      await expect(page.getByLabel('Full name as on your ID card')).toHaveValue('Sana Iqbal');
      await expect(page.getByRole('radio', { name: 'Pakistani CNIC' })).toBeChecked();
      await expect(page.getByText('On file. Add a new picture only to replace it.')).toHaveCount(2);
      await expect(page.getByText('Requested again')).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'verification-changes-requested');
      await page.getByRole('button', { name: 'Send documents' }).click();
      await expect(page.getByText('Please send a new picture here: the admin asked for it again')).toBeVisible();
      await takeSelfie(page);
      await page.getByRole('button', { name: 'Send documents' }).click();
      await expect(main(page).getByRole('heading', { name: 'Under Verification' })).toBeVisible();

      // Rejected: the reason, and the form to send everything again.
      const admin = await adminApi(request);
      await admin.decide(user.id, { decision: 'rejected', reason: 'The documents do not match the selfie.' });
      await page.reload();
      await expect(main(page).getByRole('heading', { name: 'Your verification was not accepted' })).toBeVisible();
      await expect(main(page).getByText('The documents do not match the selfie.')).toBeVisible();
      await expect(page.getByText('On file. Add a new picture only to replace it.')).toHaveCount(0);
      await shot(page, 'verification-rejected');
    });
  });
}

test('the users table searches by name or e-mail and filters by state, both in the address', async ({ page, allowConsoleErrors: _ }) => {
  const waiting = await registerBuyer(page, 'tablesearch');
  await sendDocumentsViaApi(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await switchAccount(page, 'demo_admin');
    await page.goto('/dashboard/users');
    await page.getByLabel('Search users').fill(waiting.email.toUpperCase());
    await page.getByLabel('Search users').press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(waiting.email.toUpperCase())}`));
    const row = page.getByRole('row', { name: new RegExp(waiting.username) });
    await expect(row).toContainText('In review');
    // Only the account searched for (the table stacks into cards at 375 px, without a header row).
    await expect(page.getByRole('row', { name: /demo_/ })).toHaveCount(0);
    await page.getByLabel('Show').selectOption('pending');
    await expect(page).toHaveURL(/state=pending/);
    await expect(row).toBeVisible();
    await shot(page, 'admin-users');
    await page.getByLabel('Show').selectOption('verified');
    await expect(page.getByText('No users found.')).toBeVisible();
    // A reload keeps both.
    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue(waiting.email.toUpperCase());
    await expect(page.getByLabel('Show')).toHaveValue('verified');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});

test('earnings: a buyer is sent to /verification; a verified earner without a legal name gives it there', async ({ page, request, allowConsoleErrors: _ }) => {
  await registerBuyer(page, 'earner');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/earnings');
    const notice = page.getByRole('region', { name: 'Before you can withdraw' });
    await expect(notice).toContainText('Verify your identity to withdraw: send your ID documents');
    await shot(page, 'earnings-not-verified');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Verify your identity to withdraw' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(main(page).getByRole('heading', { name: 'Send your documents' })).toBeVisible();

  // The spec's registration takes no legal name: once verified, it is asked before the first payout.
  await switchAccount(page, null);
  const worker = await registerWorker(page, 'nolegal', { legalName: null });
  await (await adminApi(request)).verifyFlag(worker.id);
  await page.goto('/earnings');
  const notice = page.getByRole('region', { name: 'Before you can withdraw' });
  await expect(notice).toContainText('Add your full name as on your ID card before your first payout');
  await shot(page, 'earnings-legal-name');
  await page.getByLabel('Full name as on your ID card').fill('Bilal Ahmed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your legal name was saved.')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('signing in through the form takes the e-mail address, in any case', async ({ page, request, allowConsoleErrors: _ }) => {
  // Joined apart from the browser (the API client's own session), which stays a visitor.
  const person = newBuyerDetails('bymail');
  expect((await request.post('/api/auth/register', { data: { kind: 'buyer', ...person, country: 'Pakistan', acceptedTerms: true } })).status()).toBe(201);
  await signInViaApi(page, null);
  await page.goto('/signin');
  await page.getByLabel('Username or e-mail').fill(person.email.toUpperCase());
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({ username: person.username });
});
