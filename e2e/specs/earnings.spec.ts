import type { Page } from '@playwright/test';
import { animationsSettled } from '../animations.js';
import { expect, test } from '../fixtures.js';
import { buy, gigsOf } from '../orders-helpers.js';
import { registerWorker } from '../register.js';
import { signInViaApi, switchAccount } from '../sign-in.js';

/**
 * Money reaching people, end to end on the real server (earnings clear in 1.8 s, a new payout method
 * pauses payouts 1.8 s, the payout simulator answers in half a second: see global-setup.ts): a
 * seller's completed order clears and is withdrawn to Payoneer, paid after an admin approves; a new
 * worker is verified, gets the bonus and a task's reward, and withdraws to Easypaisa.
 */

const seller = 'bilal_dev';

/** POSTs JSON as the page's account and expects a success. */
async function post(page: Page, url: string, data?: object) {
  const res = await page.request.post(url, data ? { data } : {});
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

async function openEarnings(page: Page) {
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

/** Reloads /earnings until `check` holds: the server's timers move money while the page is open. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await openEarnings(page);
    await check();
  }).toPass({ timeout: 20_000 });
}

/** Withdraws `amount` (major units, as typed) in the card's currency to the method named `method`. */
async function withdraw(page: Page, currency: 'USD' | 'PKR', method: string, amount: string, question: string, screenshots = false) {
  const card = page.getByRole('region', { name: currency === 'USD' ? /^US dollars/ : /^Pakistani rupees/ });
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw ${currency}` });
  // The one-a-day rule is told before the form, not after Confirm.
  await expect(dialog.getByText('One payout per currency every 24 hours; a rejected one does not count.')).toBeVisible();
  await dialog.getByLabel('Payout method').selectOption({ label: method });
  await dialog.getByLabel(`Amount (${currency})`).fill(amount);
  if (screenshots) {
    await animationsSettled(page);
    await page.screenshot({ path: test.info().outputPath('withdraw-form-1280.png') });
  }
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(question)).toBeVisible();
  if (screenshots) {
    await expect(dialog.getByText(/^After this payout, the next one in this currency can be requested from /)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await animationsSettled(page);
    await page.screenshot({ path: test.info().outputPath('withdraw-confirm-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText(/^Payout requested\./)).toBeVisible();
  await expect(dialog).toBeHidden();
}

const payoutRow = (page: Page, amount: string) => page.getByRole('region', { name: 'Payouts' }).getByRole('row').filter({ hasText: amount });

test("a seller's order completes, its earnings clear, the seller withdraws to Payoneer and the approved payout is paid", async ({ page }) => {
  test.setTimeout(90_000);
  // The buyer pays, sends the brief; the seller delivers; the buyer accepts.
  await signInViaApi(page, 'demo_buyer');
  await page.goto('/');
  const [gig] = await gigsOf(page, seller);
  const orderId = await buy(page, gig._id);
  const sellerId = gig.userId;
  await post(page, `/api/orders/${orderId}/requirements`, { desc: 'A landing page, please.', files: [] });
  await switchAccount(page, seller);
  await page.goto('/');
  await post(page, `/api/orders/${orderId}/deliveries`, { desc: 'Done: the page is attached.', files: [] });
  await switchAccount(page, 'demo_buyer');
  await page.goto(`/orders/${orderId}`);
  await post(page, `/api/orders/${orderId}/accept`);

  // Only verified people withdraw: an admin has checked the seller's identity documents.
  await switchAccount(page, 'demo_admin');
  await page.goto('/');
  expect((await page.request.put(`/api/user/${sellerId}`, { data: { isVerified: true } })).ok()).toBe(true);

  // The seller's order page says what they earn; the history has the order's earnings, then their clearance.
  await switchAccount(page, seller);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Your earnings' })).toBeVisible();
  await reloadUntil(page, async () => {
    const history = page.getByRole('region', { name: 'History' });
    const ofOrder = history.getByRole('link', { name: 'Earnings cleared' }).first();
    await expect(ofOrder).toHaveAttribute('href', `/orders/${orderId}`, { timeout: 500 });
  });

  // A new Payoneer account: payouts pause for a moment after the change, then Withdraw is allowed.
  const email = `bilal-${Date.now()}@example.com`;
  const methods = page.getByRole('region', { name: 'Payout methods' });
  await methods.getByLabel('Type').selectOption({ label: 'Payoneer' });
  await methods.getByLabel('Account title').fill('Bilal Ahmed');
  await methods.getByLabel('Payoneer e-mail').fill(email);
  await methods.getByRole('button', { name: 'Add payout method' }).click();
  await expect(page.getByText(/^Payout method added\./)).toBeVisible();
  await reloadUntil(page, () => expect(page.getByRole('region', { name: /^US dollars/ }).getByRole('button', { name: 'Withdraw' })).toBeEnabled({ timeout: 500 }));
  await withdraw(page, 'USD', `Payoneer (${email})`, '20', `Withdraw $20.00 to Payoneer (${email})?`);
  await expect(payoutRow(page, '$20.00')).toContainText('Requested');

  // An admin approves it in the queue; the simulator pays it.
  await switchAccount(page, 'demo_admin');
  await page.goto('/dashboard/payouts');
  const queue = page.getByRole('table', { name: 'Payout requests' });
  await queue.getByRole('button', { name: `Approve the payout of $20.00 to ${seller}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve payout' });
  await expect(confirm).toContainText(`$20.00 to ${seller}`);
  await expect(confirm).toContainText('Payoneer, account b•••@example.com');
  await expect(confirm).toContainText('Account title: Bilal Ahmed');
  await confirm.getByRole('button', { name: 'Send $20.00' }).click();
  await expect(queue.getByRole('button', { name: `Approve the payout of $20.00 to ${seller}` })).toHaveCount(0);

  // Paid: the row says where the money went, by the account's ending.
  await switchAccount(page, seller);
  await reloadUntil(page, () => expect(payoutRow(page, '$20.00')).toContainText('Paid to Payoneer b•••@example.com', { timeout: 500 }));
});

/** "2 Dec 2026, 03:05" in Karachi's time (UTC+5 all year), as the page writes a time for a reader there. */
function karachiTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 5 * 3_600_000);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

test.describe('in Karachi', () => {
  test.use({ timezoneId: 'Asia/Karachi' });

test('a new worker is verified, gets the bonus and a task reward, and withdraws to Easypaisa', async ({ page }) => {
  test.setTimeout(90_000);
  const worker = await registerWorker(page, 'earner');
  await switchAccount(page, 'demo_admin');
  await page.goto('/');
  expect((await page.request.put(`/api/user/${worker.id}`, { data: { isVerified: true } })).ok()).toBe(true);
  const { task } = (await post(page, '/api/task', { title: 'Label 50 receipts', desc: 'Type the totals of 50 receipts.', assignee: worker.id, reward: 5000 })) as { task: { _id: string } };

  // The worker, verified now, submits the work and finds the bonus on their earnings.
  await switchAccount(page, worker.username, worker.password);
  await page.goto('/');
  await post(page, '/api/submitedTask', { id: task._id, desc: 'All 50 totals typed.', files: [], status: 'In Progress' });
  await openEarnings(page);
  const rupees = page.getByRole('region', { name: /^Pakistani rupees/ });
  await expect(rupees).toContainText('Rs 1,000');

  await switchAccount(page, 'demo_admin');
  await page.goto('/');
  expect((await page.request.put(`/api/task/${task._id}`, { data: { status: 'Complete' } })).ok()).toBe(true);

  await switchAccount(page, worker.username, worker.password);
  await openEarnings(page);
  await expect(rupees).toContainText('Rs 6,000');
  await page.getByRole('group', { name: 'History currency' }).getByRole('button', { name: 'PKR' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('link', { name: 'Task reward' })).toHaveAttribute('href', new RegExp(`${task._id}$`));
  await expect(history.getByText('Registration bonus')).toBeVisible();

  // The Easypaisa account given at registration is a payout method already: no pause.
  await withdraw(page, 'PKR', 'Easypaisa (03000002223)', '1500', 'Withdraw Rs 1,500 to Easypaisa (03000002223)?', true);
  await expect(payoutRow(page, 'Rs 1,500')).toContainText('Requested');
  await expect(rupees).toContainText('Rs 4,500');

  // The next payout's time, in the reader's zone, before any form; Withdraw waits for it.
  const { payouts } = (await (await page.request.get('/api/payouts')).json()) as { payouts: { createdAt: string }[] };
  const next = karachiTime(new Date(new Date(payouts[0].createdAt).getTime() + 24 * 3_600_000).toISOString());
  await openEarnings(page);
  await expect(rupees).toContainText(`Your next PKR payout can be requested from ${next}.`);
  await expect(rupees.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await expect(rupees).not.toContainText('UTC');

  // The history: one outgoing line for the payout with its status, no green '+Rs 1,500 In transit' beside it.
  await page.getByRole('group', { name: 'History currency' }).getByRole('button', { name: 'PKR' }).click();
  const line = history.getByRole('row').filter({ has: page.getByRole('link', { name: 'Payout requested' }) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('-Rs 1,500');
  await expect(line).toContainText('Requested');
  await expect(history.getByText('+Rs 1,500')).toHaveCount(0);
  await expect(history.getByText('In transit', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('earnings-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('earnings-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
});
