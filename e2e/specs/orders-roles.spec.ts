import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

type Gig = { _id: string; userId: string; title: string };

/** Buys, through the API with the request's own session, the first gig that is not the buyer's own. */
async function buyThroughApi(request: APIRequestContext, username: string): Promise<Gig> {
  const login = await request.post('/api/auth/login', { data: demoAccount(username) });
  expect(login.ok()).toBe(true);
  const me = ((await login.json()) as { _id: string })._id;
  const gigs = ((await (await request.get('/api/gigs?limit=10')).json()) as { gigs: Gig[] }).gigs;
  const gig = gigs.find((g) => g.userId !== me)!;
  const checkout = await request.post(`/api/orders/create-payment-intent/${gig._id}`);
  expect(checkout.ok()).toBe(true);
  const { paymentIntent } = (await checkout.json()) as { paymentIntent: string };
  const card = { payment_intent: paymentIntent, number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  expect((await request.post('/api/payments/local/confirm', { data: card })).ok()).toBe(true);
  expect((await request.put('/api/orders', { data: { payment_intent: paymentIntent } })).ok()).toBe(true);
  return gig;
}

const filter = (page: Page) => page.getByRole('navigation', { name: 'Show orders' });
/** The 'Seller' / 'Buyer' label under the other party of every listed order. */
const partyRoles = (page: Page) => page.getByRole('row').getByText(/^(Buyer|Seller)$/);

test("a seller's orders: All, Buying and Selling, the choice kept in the address", async ({ page, request }) => {
  const seller = demoAccount('ayesha_designs');
  const bought = await buyThroughApi(request, seller.username);

  await page.goto('/');
  await signInWithModal(page, seller.username, seller.password);
  await page.goto('/orders');
  await expect(filter(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  // Both sides by default, the new purchase first.
  await expect(page.getByRole('row').nth(1)).toContainText(bought.title);
  await expect(partyRoles(page).filter({ hasText: 'Buyer' }).first()).toBeVisible();
  await expect(partyRoles(page).filter({ hasText: 'Seller' }).first()).toBeVisible();

  await filter(page).getByRole('link', { name: 'Selling' }).click();
  await expect(page).toHaveURL(/\/orders\?role=seller$/);
  await expect(filter(page).getByRole('link', { name: 'Selling' })).toHaveAttribute('aria-current', 'page');
  // The filter shows the choice at once; the sold orders come with their own answer.
  await expect(partyRoles(page).first()).toBeVisible();
  await expect(page.getByRole('row').nth(1)).not.toContainText(bought.title);
  const sold = await partyRoles(page).allTextContents();
  expect(sold.length).toBeGreaterThan(0);
  expect(new Set(sold)).toEqual(new Set(['Buyer']));

  await filter(page).getByRole('link', { name: 'Buying' }).click();
  await expect(page).toHaveURL(/\/orders\?role=buyer$/);
  await expect(page.getByRole('row').nth(1)).toContainText(bought.title);
  expect(new Set(await partyRoles(page).allTextContents())).toEqual(new Set(['Seller']));

  // The address alone chooses (the menu's 'Selling orders' links to /orders?role=seller).
  await page.goto('/orders?role=seller');
  await expect(filter(page).getByRole('link', { name: 'Selling' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(new Set(await partyRoles(page).allTextContents())).toEqual(new Set(['Buyer']));
  await filter(page).getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('row').nth(1)).toContainText(bought.title);
});
