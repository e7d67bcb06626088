import { walletCheckoutWebTexts, rupeesTexts, toPaisa, formatMoney, walletTestAccounts } from '@market/shared';
import { expect, test } from '../fixtures.js';
import { gigsOf } from '../orders-helpers.js';
import { expectAccessible, registerBuyer, shot } from '../two-ways-in-helpers.js';

const copy = walletCheckoutWebTexts;

test('a buyer pays a gig by Easypaisa in rupees: the amount before paying, approval on the phone, the order in rupees', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(60_000);
  await registerBuyer(page, 'wallet');
  const [gig] = await gigsOf(page, 'ayesha_designs');
  const { pkrPerUsd } = (await (await page.request.get('/api/fx')).json()) as { pkrPerUsd: number };
  const price = ((await (await page.request.get(`/api/gigs/single/${gig._id}`)).json()) as { price: number }).price;
  const rupees = formatMoney(toPaisa(price * 100, pkrPerUsd), 'PKR');

  await page.goto(`/pay/${gig._id}`);
  // The method cards are labels around visually hidden radios: a person clicks the card.
  await page.locator('label').filter({ hasText: copy.methods.easypaisa }).click();
  await expect(page.getByRole('radio', { name: new RegExp(copy.methods.easypaisa) })).toBeChecked();
  await page.getByLabel(copy.account).fill('03001234567');
  // The rupees are shown before paying, at the platform's rate.
  await expect(page.getByText(new RegExp(`about ${rupees.replace(/[.$]/g, '\\$&')}`))).toBeVisible();
  await shot(page, 'wallet-checkout');
  await expectAccessible(page);
  await page.getByRole('button', { name: copy.pay(copy.methods.easypaisa) }).click();
  await expect(page.getByRole('heading', { name: copy.waitingTitle })).toBeVisible();
  // The simulator's holder approves within WALLET_SIMULATOR_SECONDS: the page moves on by itself.
  await expect(page).toHaveURL(/\/success\?payment_intent=wp_/, { timeout: 20_000 });

  const orders = (await (await page.request.get('/api/orders?limit=5')).json()) as { orders: { gigId: string; currency: string; amount: number; rate: number; paymentMethod: string }[] };
  expect(orders.orders[0]).toMatchObject({ gigId: gig._id, currency: 'PKR', amount: toPaisa(price * 100, pkrPerUsd), rate: pkrPerUsd, paymentMethod: 'easypaisa' });
  // The orders list shows what was charged, to the paisa ("Rs 11,200.00").
  const paisa = toPaisa(price * 100, pkrPerUsd);
  const exact = `Rs ${Math.floor(paisa / 100).toLocaleString('en-US')}.${String(paisa % 100).padStart(2, '0')}`;
  await page.goto('/orders');
  await expect(page.getByText(exact).first()).toBeVisible();
});

test('a declined wallet payment says so and offers to try again or pay by card; no order is paid', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await registerBuyer(page, 'declined');
  const [gig] = await gigsOf(page, 'ayesha_designs');
  await page.goto(`/pay/${gig._id}`);
  await page.locator('label').filter({ hasText: copy.methods.jazzcash }).click();
  await expect(page.getByRole('radio', { name: new RegExp(copy.methods.jazzcash) })).toBeChecked();
  await page.getByLabel(copy.account).fill(walletTestAccounts.declines);
  await page.getByRole('button', { name: copy.pay(copy.methods.jazzcash) }).click();
  await expect(page.getByText(rupeesTexts.walletDeclined)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: copy.tryAgain })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.payByCard })).toBeVisible();
  await shot(page, 'wallet-declined');
  const orders = (await (await page.request.get('/api/orders?limit=5')).json()) as { orders: unknown[] };
  expect(orders.orders).toEqual([]);
});
