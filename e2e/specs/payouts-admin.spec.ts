import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { animationsSettled } from '../animations.js';
import { expect, test } from '../fixtures.js';
import { signInAs } from '../tasks-helpers.js';

/** The admin's payout queue (/dashboard/payouts) and the reconciliation of the books (/dashboard/finance). */

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
async function expectAccessible(page: Page) {
  // After the dialogs' fade-in: half-faded text would fail the contrast rule.
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('an admin opens Finance from the dashboard and sees the books balance', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard');
  await dashboardNav(page).getByRole('link', { name: 'Finance', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/finance$/);
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  await expect(page.getByText('The books balance in every currency.')).toBeVisible();

  for (const name of ['US dollars (USD)', 'Pakistani rupees (PKR)']) {
    const card = page.getByRole('region', { name });
    await expect(card.getByText('OK', { exact: true })).toBeVisible();
    await expect(card.getByText('Mismatch', { exact: true })).toHaveCount(0);
    // The trial balance is zero, and every check matches.
    const trial = card.locator('div').filter({ has: page.getByText('Trial balance', { exact: true }) }).last();
    await expect(trial).toContainText(name.includes('USD') ? '$0.00' : 'Rs 0');
    await expect(card.getByText('Differs', { exact: true })).toHaveCount(0);
    for (const figure of ['Escrow held', 'In transit', 'Fee revenue', 'Bonuses paid', 'Task rewards paid', 'Payouts paid']) {
      await expect(card.getByRole('term').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible();
    }
    // The platform's accounts of the currency, or that it has none yet.
    await expect(card.getByRole('table', { name: /^Platform accounts in / }).or(card.getByText('No entries in this currency yet.'))).toBeVisible();
  }
  await expectAccessible(page);
});

test('an admin opens the payout queue from the dashboard: requested first, any status on demand', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard');
  await dashboardNav(page).getByRole('link', { name: 'Payouts', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/payouts$/);
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('requested');
  await expect(page.getByRole('table', { name: 'Payout requests' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
  await expect(page).toHaveURL(/status=all/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Payout requests' })).toBeVisible();
});

for (const username of ['demo_worker', 'demo_buyer']) {
  test(`${username} can open neither the payouts nor the finance page`, async ({ page, allowConsoleErrors: _ }) => {
    await signInAs(page, username);
    for (const path of ['/dashboard/payouts', '/dashboard/finance']) {
      await page.goto(path);
      // The admin guard sends everyone else to their own tasks (and from there the unverified onwards).
      await expect(page).not.toHaveURL(new RegExp(path));
      await expect(page.getByRole('heading', { name: /^(Payouts|Finance)$/ })).toHaveCount(0);
    }
    await page.goto('/dashboard/my-tasks');
    await expect(page.getByRole('link', { name: 'Payouts', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Finance', exact: true })).toHaveCount(0);
    // Nor does the API answer them.
    expect((await page.request.get('/api/admin/payouts')).status()).toBe(403);
    expect((await page.request.get('/api/admin/ledger')).status()).toBe(403);
  });
}

type MockPayout = {
  _id: string;
  currency: 'USD' | 'PKR';
  amount: number;
  status: 'requested' | 'processing' | 'paid' | 'failed' | 'rejected';
  method: { type: 'iban' | 'easypaisa' | 'payoneer' | 'wise'; accountTitle: string; accountEnding: string };
  reason: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  user: { _id: string; username: string; isVerified: boolean } | null;
};

const at = '2030-01-02T10:05:00.000Z';
const payout = (id: string, over: Partial<MockPayout>): MockPayout => ({
  _id: id,
  currency: 'USD',
  amount: 2500,
  status: 'requested',
  method: { type: 'payoneer', accountTitle: 'Test Account', accountEnding: 's•••@example.com' },
  reason: '',
  createdAt: at,
  updatedAt: at,
  paidAt: null,
  user: { _id: `user-${id}`, username: `user_${id}`, isVerified: true },
  ...over,
});

test('an admin approves payouts in bulk, one after another, a refused one reported beside it, and rejects one with a reason', async ({ page, allowConsoleErrors }) => {
  // The refused approval answers 409 by design.
  allowConsoleErrors(/409/);
  const queue = [
    payout('p1', { currency: 'PKR', amount: 500_000, method: { type: 'easypaisa', accountTitle: 'Ali Khan', accountEnding: '•••• 4567' }, user: { _id: 'u1', username: 'ali_khan', isVerified: true } }),
    payout('p2', { amount: 2500, user: { _id: 'u2', username: 'sara_writes', isVerified: true } }),
    payout('p3', { amount: 1250, method: { type: 'iban', accountTitle: 'Closed Account', accountEnding: '•••• 6702' }, user: null }),
  ];
  const calls: string[] = [];
  const decided = new Set<string>();
  const listed = () => queue.filter((p) => !decided.has(p._id));

  await page.route(/\/api\/admin\/payouts(\?.*)?$/, (route: Route) => route.fulfill({ json: { payouts: listed(), nextCursor: null } }));
  await page.route(/\/api\/admin\/payouts\/[^/]+\/(approve|reject)$/, async (route: Route) => {
    const [, id, action] = /\/payouts\/([^/]+)\/(approve|reject)$/.exec(new URL(route.request().url()).pathname)!;
    calls.push(`${action} ${id}${action === 'reject' ? ` ${(route.request().postDataJSON() as { reason: string }).reason}` : ''}`);
    // One after another: a little time per answer, so overlapping requests would show in the order.
    await new Promise((r) => setTimeout(r, 100));
    if (action === 'approve' && id === 'p2') return route.fulfill({ status: 409, json: { message: 'The payout provider is busy; try again shortly' } });
    decided.add(id);
    const row = queue.find((p) => p._id === id)!;
    return route.fulfill({ json: { message: 'done', payout: { ...row, status: action === 'approve' ? 'processing' : 'rejected' } } });
  });

  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard/payouts');
  const table = page.getByRole('table', { name: 'Payout requests' });
  await expect(table.getByRole('row').filter({ hasText: 'ali_khan' })).toContainText('Rs 5,000');
  await expect(table.getByRole('row').filter({ hasText: 'sara_writes' })).toContainText('$25.00');
  const orphan = table.getByRole('row').filter({ hasText: 'Deleted user' });
  await expect(orphan).toContainText('$12.50');
  await expect(orphan).toContainText('•••• 6702');
  await expectAccessible(page);

  // Select all, then leave the last one out: its own checkbox says whose it is.
  await page.getByLabel('Select all').check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByLabel('Select the payout of $12.50 to Deleted user').uncheck();
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(page.getByLabel('Select all')).not.toBeChecked();
  await page.getByLabel('Select the payout of $12.50 to Deleted user').check();

  await page.getByRole('button', { name: 'Approve selected' }).click();
  // Nothing is sent before the admin confirms what goes where.
  const confirm = page.getByRole('dialog', { name: 'Approve 3 payouts' });
  await expect(confirm).toContainText('3 payouts, Rs 5,000 and $37.50 in all');
  await expect(confirm.getByRole('listitem').filter({ hasText: 'Rs 5,000 to ali_khan' })).toContainText('Easypaisa, account •••• 4567');
  await expect(confirm.getByRole('listitem').filter({ hasText: 'Rs 5,000 to ali_khan' })).toContainText('Account title: Ali Khan');
  expect(calls).toEqual([]);
  await confirm.getByRole('button', { name: 'Approve and send 3 payouts' }).click();
  await expect(page.getByText('2 of 3 payouts approved. 1 could not be changed; see beside it or below.')).toBeVisible();
  expect(calls).toEqual(['approve p1', 'approve p2', 'approve p3']);
  // The list is read again: the approved ones left the queue; the refused one stays, its reason beside it.
  const refused = table.getByRole('row').filter({ hasText: 'sara_writes' });
  await expect(refused).toContainText('The payout provider is busy; try again shortly');
  await expect(table.getByRole('row').filter({ hasText: 'ali_khan' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: '$25.00 to sara_writes: The payout provider is busy' })).toBeVisible();

  // Reject it, with a reason (required).
  await refused.getByRole('button', { name: 'Reject the payout of $25.00 to sara_writes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject payout' });
  await expect(dialog.getByLabel('Reason for the rejection')).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject payout' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Reason for the rejection').fill('The account title does not match your name.');
  await dialog.getByRole('button', { name: 'Reject payout' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 of 1 payout rejected.')).toBeVisible();
  expect(calls.at(-1)).toBe('reject p2 The account title does not match your name.');
  await expect(page.getByText('No payouts here.')).toBeVisible();
});

// The server's refusal of an approval whose owner was un-verified since the request.
const ownerNotVerified = 'This payout cannot be approved: its owner is no longer verified. Verify the account again, or reject the payout with a reason.';

test('approving one payout asks first with its amount, account and title; an owner no longer verified is marked and refused with the reason', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/409/);
  const queue = [
    payout('v1', { currency: 'PKR', amount: 300_000, method: { type: 'iban', accountTitle: 'Zainab Bibi', accountEnding: '•••• 6702' }, user: { _id: 'u1', username: 'zainab_b', isVerified: true } }),
    payout('v2', { amount: 6000, user: { _id: 'u2', username: 'unverified_now', isVerified: false } }),
  ];
  const calls: string[] = [];
  await page.route(/\/api\/admin\/payouts(\?.*)?$/, (route: Route) => route.fulfill({ json: { payouts: queue, nextCursor: null } }));
  await page.route(/\/api\/admin\/payouts\/[^/]+\/approve$/, (route: Route) => {
    const id = new URL(route.request().url()).pathname.split('/').at(-2)!;
    calls.push(id);
    if (id === 'v2') return route.fulfill({ status: 409, json: { message: ownerNotVerified } });
    return route.fulfill({ json: { message: 'done', payout: { ...queue[0], status: 'processing' } } });
  });
  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard/payouts');
  const table = page.getByRole('table', { name: 'Payout requests' });
  const verified = table.getByRole('row').filter({ hasText: 'zainab_b' });
  const unverified = table.getByRole('row').filter({ hasText: 'unverified_now' });
  await expect(verified.getByText('Verified', { exact: true })).toBeVisible();
  await expect(unverified.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(unverified).toContainText('Cannot be approved while the account is not verified.');

  await verified.getByRole('button', { name: 'Approve the payout of Rs 3,000 to zainab_b' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve payout' });
  await expect(dialog).toContainText('Rs 3,000 to zainab_b');
  await expect(dialog).toContainText('Bank account (IBAN), account •••• 6702');
  await expect(dialog).toContainText('Account title: Zainab Bibi');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('approve-dialog-1280.png') });
  await page.screenshot({ path: test.info().outputPath('payout-queue-1280.png'), fullPage: true });
  // Cancel sends nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(calls).toEqual([]);
  await verified.getByRole('button', { name: 'Approve the payout of Rs 3,000 to zainab_b' }).click();
  await dialog.getByRole('button', { name: 'Send Rs 3,000' }).click();
  await expect(page.getByText('1 of 1 payout approved.')).toBeVisible();
  expect(calls).toEqual(['v1']);

  await unverified.getByRole('button', { name: 'Approve the payout of $60.00 to unverified_now' }).click();
  await page.getByRole('dialog', { name: 'Approve payout' }).getByRole('button', { name: 'Send $60.00' }).click();
  await expect(unverified).toContainText(ownerNotVerified);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('payout-queue-375.png'), fullPage: true });
  await unverified.getByRole('button', { name: 'Approve the payout of $60.00 to unverified_now' }).click();
  await expect(page.getByRole('dialog', { name: 'Approve payout' })).toContainText('Account title: Test Account');
  await animationsSettled(page);
  await page.screenshot({ path: test.info().outputPath('approve-dialog-375.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an admin rejects several payouts with one reason', async ({ page, allowConsoleErrors: _ }) => {
  const queue = [payout('r1', { user: { _id: 'u1', username: 'first_user', isVerified: true } }), payout('r2', { amount: 4000, user: { _id: 'u2', username: 'second_user', isVerified: true } })];
  const rejected: string[] = [];
  await page.route(/\/api\/admin\/payouts(\?.*)?$/, (route: Route) => route.fulfill({ json: { payouts: queue.filter((p) => !rejected.some((r) => r.startsWith(p._id))), nextCursor: null } }));
  await page.route(/\/api\/admin\/payouts\/[^/]+\/reject$/, (route: Route) => {
    const id = new URL(route.request().url()).pathname.split('/').at(-2)!;
    rejected.push(`${id}: ${(route.request().postDataJSON() as { reason: string }).reason}`);
    return route.fulfill({ json: { message: 'done', payout: { ...queue.find((p) => p._id === id)!, status: 'rejected' } } });
  });

  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard/payouts');
  await page.getByLabel('Select all').check();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 2 payouts' });
  await dialog.getByLabel('Reason for the rejection').fill('Duplicate requests.');
  await dialog.getByRole('button', { name: 'Reject 2 payouts' }).click();
  await expect(page.getByText('2 of 2 payouts rejected.')).toBeVisible();
  expect(rejected).toEqual(['r1: Duplicate requests.', 'r2: Duplicate requests.']);
  await expect(page.getByText('No payouts here.')).toBeVisible();
});

test('the payout queue loads more by cursor and fits a phone screen', async ({ page, allowConsoleErrors: _ }) => {
  const cursors: (string | null)[] = [];
  await page.route(/\/api\/admin\/payouts(\?.*)?$/, (route: Route) => {
    const cursor = new URL(route.request().url()).searchParams.get('cursor');
    cursors.push(cursor);
    if (!cursor) return route.fulfill({ json: { payouts: [payout('a', { user: { _id: 'u', username: 'a_rather_long_username_for_a_phone_screen', isVerified: true } })], nextCursor: 'page-2' } });
    return route.fulfill({ json: { payouts: [payout('b', { currency: 'PKR', amount: 123_456_700, user: { _id: 'v', username: 'second_page_user', isVerified: true } })], nextCursor: null } });
  });
  await signInAs(page, 'demo_admin');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/dashboard/payouts');
  await expect(page.getByRole('link', { name: 'a_rather_long_username_for_a_phone_screen' })).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('Rs 1,234,567', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(cursors).toEqual([null, 'page-2']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
