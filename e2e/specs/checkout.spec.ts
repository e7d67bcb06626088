import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

type OrdersAnswer = { orders: { gigId: string | null; title: string; price: number; username: string; role: string }[] };

/** The demo buyer's paid orders, read through the API with the page's session. */
async function paidOrders(request: APIRequestContext): Promise<OrdersAnswer['orders']> {
  const res = await request.get('/api/orders?limit=100');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as OrdersAnswer).orders;
}

/**
 * Signs the API client (a session of its own, apart from the browser's) in as the demo buyer and
 * picks a gig they can buy: one they bought before.
 */
async function gigToBuy(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: demoAccount('demo_buyer') })).ok()).toBe(true);
  const first = (await paidOrders(request)).find((o) => o.gigId && o.role === 'buyer')!;
  return { gigId: first.gigId!, title: first.title, price: first.price, seller: first.username };
}

async function fillCard(page: Page, number: string, cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill(`12${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code').fill(cvc);
}

test('a visitor signs in at checkout, a declined card shows its message, the test card pays, the order is shown and listed', async ({ page, request, allowConsoleErrors }) => {
  allowConsoleErrors(/402/);
  const { gigId, title, price, seller } = await gigToBuy(request);
  const buyer = demoAccount('demo_buyer');

  // A visitor presses Continue on the gig page, is asked to sign in and stays on checkout.
  await page.goto(`/gigs/${gigId}`);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${gigId}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(buyer.username);
  await dialog.getByLabel('Password').fill(buyer.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pay/${gigId}$`));

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(title);
  await expect(page.getByText('This is a TEST payment')).toBeVisible();
  // The CVC rule as the processor applies it: 3 or 4 digits (a 4-digit one pays below).
  await expect(page.getByText('This is a TEST payment')).toContainText('any 3- or 4-digit CVC');
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  const before = (await paidOrders(request)).length;

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('form', { name: 'Payment' }).getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(new RegExp(`/pay/${gigId}$`));
  expect(await paidOrders(request)).toHaveLength(before);

  await fillCard(page, '4242 4242 4242 4242', '1234');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/success\?payment_intent=pi_local_/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment succeeded!' })).toBeVisible();
  // The success page shows what was just bought, and the ways on.
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByRole('link', { name: title })).toHaveAttribute('href', `/gigs/${gigId}`);
  await expect(order).toContainText(`by ${seller}`);
  await expect(order).toContainText(`$${price}`);
  await expect(order.locator('time')).toHaveText(/^Ordered on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(order.locator('img').first()).toHaveAttribute('src', /^\/api\/files\//);
  await expect(page.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('link', { name: 'Keep browsing' })).toHaveAttribute('href', '/gigs');

  // Five seconds later the orders page lists the new order first.
  await page.waitForURL(/\/orders$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(title);
  await expect(firstRow.getByRole('button', { name: /^Message / })).toBeVisible();
  expect(await paidOrders(request)).toHaveLength(before + 1);
});

test('a buyer with nothing bought sees No Orders!, and a failing list shows No Order Data', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/500/);
  const worker = demoAccount('demo_worker');
  await page.goto('/');
  await signInWithModal(page, worker.username, worker.password);
  await page.goto('/orders');
  await expect(page.getByText('No Orders!')).toBeVisible();
  await page.route('**/api/orders', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong","code":"INTERNAL_ERROR"}' }));
  await page.reload();
  await expect(page.getByText('No Order Data')).toBeVisible({ timeout: 15_000 });
});

test('the message action opens the conversation with the other party, creating it when there is none', async ({ page, request }) => {
  const buyer = demoAccount('demo_buyer');
  expect((await request.post('/api/auth/login', { data: buyer })).ok()).toBe(true);
  const res = await request.get('/api/orders');
  const first = ((await res.json()) as { orders: { sellerId: string; buyerId: string; username: string }[] }).orders[0];
  const id = `${first.sellerId}${first.buyerId}`;

  await page.goto('/');
  await signInWithModal(page, buyer.username, buyer.password);
  await page.goto('/orders');
  await page.getByRole('row').nth(1).getByRole('button', { name: `Message ${first.username}` }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect(page.getByRole('heading', { name: first.username })).toBeVisible();
  // The conversation exists now, between exactly these two.
  const conversation = await request.get(`/api/conversations/single/${id}`);
  expect(conversation.status()).toBe(200);
  expect(await conversation.json()).toMatchObject({ id, sellerId: first.sellerId, buyerId: first.buyerId });
});

test('checkout of a gig that does not exist says so, with the way back to the gigs and home', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/40[04]/);
  const buyer = demoAccount('demo_buyer');
  await page.goto('/');
  await signInWithModal(page, buyer.username, buyer.password);
  // An id no gig has, and one that is not an id at all.
  for (const id of ['01900000-0000-7000-8000-000000000000', 'not-a-gig']) {
    await page.goto(`/pay/${id}`);
    await expect(page.getByRole('heading', { name: 'This gig was not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await page.getByRole('main').getByRole('link', { name: 'Browse gigs' }).click();
    await expect(page).toHaveURL(/\/gigs$/);
  }
});
