import AxeBuilder from '@axe-core/playwright';
import { payoutTexts } from '@market/shared';
import type { Page } from '@playwright/test';
import { animationsSettled } from '../animations.js';
import { expect, test } from '../fixtures.js';
import { signInViaApi } from '../sign-in.js';

/** The page as its user sees it: the heading and both currency cards, loaded. */
async function openEarnings(page: Page) {
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

const card = (page: Page, name: RegExp) => page.getByRole('region', { name });
const usdCard = (page: Page) => card(page, /^US dollars/);
const pkrCard = (page: Page) => card(page, /^Pakistani rupees/);

async function expectAccessible(page: Page) {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a signed-in user sees a card per currency, adds a Payoneer method, sees it listed and removes it', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, 'demo_buyer');
  await openEarnings(page);

  // Both currencies, each with its figures and a Withdraw button; amounts as "$40.00" and "Rs 5,000".
  for (const [region, money] of [
    [usdCard(page), /^-?\$[\d,]+\.\d{2}$/],
    [pkrCard(page), /^-?Rs [\d,]+(\.\d{2})?$/],
  ] as const) {
    await expect(region).toBeVisible();
    for (const label of ['Available', 'Pending', 'In transit', 'Lifetime earnings']) await expect(region.getByText(label, { exact: true })).toBeVisible();
    await expect(region.getByText(money).first()).toBeVisible();
    await expect(region.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  }
  // The history offers both currencies and its CSV.
  await expect(page.getByRole('group', { name: 'History currency' }).getByRole('button', { name: 'PKR' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download CSV/ })).toHaveAttribute('href', /\/api\/earnings\/entries\.csv\?currency=(USD|PKR)$/);

  // Add a Payoneer account: its currency is US dollars and its number an e-mail address.
  const email = `payee-${Date.now()}@example.com`;
  const methods = page.getByRole('region', { name: 'Payout methods' });
  await methods.getByLabel('Type').selectOption({ label: 'Payoneer' });
  await expect(methods.getByLabel('Currency')).toHaveValue('USD');
  await expect(methods.getByLabel('Currency').locator('option')).toHaveCount(1);
  await methods.getByLabel('Account title').fill('Demo Buyer');
  await methods.getByLabel('Payoneer e-mail').fill(email);
  await methods.getByRole('button', { name: 'Add payout method' }).click();
  await expect(page.getByText(/^Payout method added\./)).toBeVisible();

  const listed = methods.getByRole('list', { name: 'Payout methods' }).getByRole('listitem').filter({ hasText: email });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Payoneer');
  await expect(listed).toContainText('USD');
  // The form is empty again for the next one.
  await expect(methods.getByLabel('Payoneer e-mail')).toHaveValue('');

  // Remove it: asked first, then gone.
  await listed.getByRole('button', { name: `Remove Payoneer (${email})` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this payout method?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Payout method removed.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(methods.getByText(email)).toHaveCount(0);
});

test('the add form refuses a bad e-mail beside its field, and the account number label follows the type', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, 'demo_buyer');
  await openEarnings(page);
  const methods = page.getByRole('region', { name: 'Payout methods' });
  const type = methods.getByLabel('Type');
  for (const [label, number] of [
    ['Bank account (IBAN)', 'IBAN'],
    ['Easypaisa', 'Mobile number or IBAN'],
    ['Wise', 'Wise e-mail'],
    ['Payoneer', 'Payoneer e-mail'],
  ] as const) {
    await type.selectOption({ label });
    await expect(methods.getByLabel(number, { exact: true })).toBeVisible();
  }
  // Easypaisa takes rupees only, a bank account either currency.
  await type.selectOption({ label: 'Easypaisa' });
  await expect(methods.getByLabel('Currency')).toHaveValue('PKR');
  await type.selectOption({ label: 'Bank account (IBAN)' });
  await expect(methods.getByLabel('Currency').locator('option')).toHaveCount(2);

  await type.selectOption({ label: 'Payoneer' });
  await methods.getByLabel('Account title').fill('Demo Buyer');
  await methods.getByLabel('Payoneer e-mail').fill('not-an-email');
  await methods.getByRole('button', { name: 'Add payout method' }).click();
  await expect(methods.getByLabel('Payoneer e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(methods.getByText('Enter the e-mail address of the account')).toBeVisible();
});

test('/earnings is axe-clean, and so is the withdraw dialog', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, 'demo_worker');
  await openEarnings(page);
  await expectAccessible(page);

  // The demo worker is verified, but their Rs 1,000 payout of the last hour holds PKR to one a day:
  // the card says until when, before any form, and Withdraw waits.
  const pkrWithdraw = pkrCard(page).getByRole('button', { name: 'Withdraw' });
  await expect(pkrWithdraw).toBeDisabled();
  await expect(pkrWithdraw).toHaveAccessibleDescription(/^Your next PKR payout can be requested from \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\.$/);
  // Dollars they may withdraw: the dialog tells the rule first.
  const withdraw = usdCard(page).getByRole('button', { name: 'Withdraw' });
  await expect(withdraw).toBeEnabled();
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw USD' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('One payout per currency every 24 hours; a rejected one does not count.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unverified user sees Withdraw disabled with the reason (worded by the verification state)', async ({ page, allowConsoleErrors: _ }) => {
  await signInViaApi(page, 'demo_unverified');
  await openEarnings(page);
  // The reason is worded by the account's verification state (payoutTexts.notVerifiedBecause).
  const { withdrawal } = (await (await page.request.get('/api/earnings')).json()) as { withdrawal: { blockedBy: string; verification: string; reason: string } };
  expect(withdrawal.blockedBy).toBe('notVerified');
  expect(withdrawal.reason).toBe(payoutTexts.notVerifiedBecause[withdrawal.verification as keyof typeof payoutTexts.notVerifiedBecause]);
  for (const region of [usdCard(page), pkrCard(page)]) {
    const withdraw = region.getByRole('button', { name: 'Withdraw' });
    await expect(withdraw).toBeDisabled();
    await expect(withdraw).toHaveAccessibleDescription(withdrawal.reason);
    await expect(region.getByText(withdrawal.reason)).toBeVisible();
  }
  // And the way to change that.
  await expect(page.getByRole('link', { name: 'Verify your identity to withdraw' })).toHaveAttribute('href', '/verification');
});
