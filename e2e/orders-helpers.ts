import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

export type ListedGig = { _id: string; title: string; userId: string; seller: { username: string } };

/** The gigs of a seller, read through the API with the page's session (the first page of 100 holds every demo gig). */
export async function gigsOf(page: Page, username: string): Promise<ListedGig[]> {
  const res = await page.request.get('/api/gigs?limit=100');
  expect(res.ok()).toBe(true);
  const gigs = ((await res.json()) as { gigs: ListedGig[] }).gigs.filter((g) => g.seller.username === username);
  expect(gigs.length, `gigs of ${username}`).toBeGreaterThan(0);
  return gigs;
}

/** Pays for a gig as the page's account, with the built-in test card, and answers the new order's id. */
export async function buy(page: Page, gigId: string): Promise<string> {
  const checkout = await page.request.post(`/api/orders/create-payment-intent/${gigId}`);
  expect(checkout.ok()).toBe(true);
  const { paymentIntent } = (await checkout.json()) as { paymentIntent: string };
  const card = { payment_intent: paymentIntent, number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  expect((await page.request.post('/api/payments/local/confirm', { data: card })).ok()).toBe(true);
  expect((await page.request.put('/api/orders', { data: { payment_intent: paymentIntent } })).ok()).toBe(true);
  const order = await page.request.get(`/api/orders/by-payment/${paymentIntent}`);
  expect(order.ok()).toBe(true);
  return ((await order.json()) as { _id: string })._id;
}
