import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { switchAccount } from '../sign-in.js';

/** The seller's "Your earnings" box on an order page: price, platform fee and net, in dollars; nobody else sees it. */

type Gig = { _id: string; title: string; seller: { username: string } };
type Earnings = { price: number; fee: number; net: number; feePercent: number };

const usd = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/** Pays, as the page's account, for one of the seller's gigs with the built-in test card; answers the order's id. */
async function buyFrom(page: Page, seller: string): Promise<string> {
  const { gigs } = (await (await page.request.get('/api/gigs?limit=100')).json()) as { gigs: Gig[] };
  const gig = gigs.find((g) => g.seller.username === seller)!;
  const checkout = await page.request.post(`/api/orders/create-payment-intent/${gig._id}`);
  expect(checkout.ok()).toBe(true);
  const { paymentIntent } = (await checkout.json()) as { paymentIntent: string };
  const card = { payment_intent: paymentIntent, number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  expect((await page.request.post('/api/payments/local/confirm', { data: card })).ok()).toBe(true);
  expect((await page.request.put('/api/orders', { data: { payment_intent: paymentIntent } })).ok()).toBe(true);
  const order = await page.request.get(`/api/orders/by-payment/${paymentIntent}`);
  expect(order.ok()).toBe(true);
  return ((await order.json()) as { _id: string })._id;
}

test('the seller sees what an order earns them; the buyer does not', async ({ page, allowConsoleErrors: _ }) => {
  await switchAccount(page, 'demo_buyer');
  const orderId = await buyFrom(page, 'ayesha_designs');
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your earnings' })).toHaveCount(0);

  await switchAccount(page, 'ayesha_designs');
  const detail = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { sellerEarnings: Earnings | null };
  const earnings = detail.sellerEarnings!;
  expect(earnings.price).toBe(earnings.fee + earnings.net);
  await page.goto(`/orders/${orderId}`);
  const box = page.getByRole('region', { name: 'Your earnings' });
  await expect(box).toContainText(`Price${usd(earnings.price)}`);
  await expect(box).toContainText(`Platform fee (${earnings.feePercent}%)-${usd(earnings.fee)}`);
  await expect(box).toContainText(`You earn${usd(earnings.net)}`);
  const result = await new AxeBuilder({ page }).include('section[aria-labelledby="seller-earnings-title"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
});
