import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.js';
import { buy, gigsOf } from '../orders-helpers.js';
import { switchAccount } from '../sign-in.js';

/** The seller's "Your earnings" box on an order page: price, platform fee and net, in dollars; nobody else sees it. */

type Earnings = { price: number; fee: number; net: number; feePercent: number };

const usd = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

test('the seller sees what an order earns them; the buyer does not', async ({ page, allowConsoleErrors: _ }) => {
  await switchAccount(page, 'demo_buyer');
  const [gig] = await gigsOf(page, 'ayesha_designs');
  const orderId = await buy(page, gig._id);
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
