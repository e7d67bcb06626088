import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { buy, gigsOf, type ListedGig } from '../orders-helpers.js';
import { signInViaApi } from '../sign-in.js';

/**
 * A new order as its two parties read it: one next step each, and the one due date, each in their
 * own time zone (the buyer in Karachi, the seller in London), three days on for a 3-day gig.
 */

const seller = 'ayesha_designs';

/** "4 Dec 2026, 21:50" as the app writes a moment, in `timeZone`. */
function moment(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month.slice(0, 3)} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** A page in its own browser context, in `timeZone`, signed in as `username`. */
async function pageIn(browser: Browser, timeZone: string, username: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: timeZone, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInViaApi(page, username);
  return page;
}

const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });

test('a new order: the buyer is asked for requirements, the seller to deliver, by the same date in each one\'s time zone', async ({ page, browser }) => {
  await signInViaApi(page, 'demo_buyer');
  // A gig of several days: "in 3 days", not "tomorrow".
  const gig = ((await gigsOf(page, seller)) as Array<ListedGig & { deliveryTime: number }>).find((g) => g.deliveryTime > 1)!;
  const orderId = await buy(page, gig._id);
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { dueAt: string; deliveryDays: number };
  expect(order.deliveryDays).toBeGreaterThan(1);
  const inDays = `in ${order.deliveryDays} days`;

  const buyerPage = await pageIn(browser, 'Asia/Karachi', 'demo_buyer');
  const sellerPage = await pageIn(browser, 'Europe/London', seller);
  try {
    await buyerPage.goto(`/orders/${orderId}`);
    const buyerStep = nextStep(buyerPage).getByTestId('next-step-text');
    await expect(buyerStep).toHaveText(`Send the seller your requirements: the delivery is due ${moment(order.dueAt, 'Asia/Karachi')} (${inDays}).`);
    await expect(nextStep(buyerPage)).not.toContainText('working on your order');
    // The dates panel reads the same date.
    await expect(buyerPage.getByRole('region', { name: 'Dates' })).toContainText(`${moment(order.dueAt, 'Asia/Karachi')} (${inDays})`);

    await sellerPage.goto(`/orders/${orderId}`);
    await expect(nextStep(sellerPage).getByTestId('next-step-text')).toHaveText(`Deliver by ${moment(order.dueAt, 'Europe/London')} (${inDays}).`);
    await expect(sellerPage.getByRole('region', { name: 'Dates' })).toContainText(`${moment(order.dueAt, 'Europe/London')} (${inDays})`);

    // Requirements sent: the buyer's one step is now to wait for the delivery, due the same moment.
    const requirements = buyerPage.getByRole('region', { name: 'Your requirements' });
    await requirements.getByLabel('Requirements').fill('Ten posts in our colours, please.');
    await requirements.getByRole('button', { name: 'Send requirements' }).click();
    await expect(buyerStep).toHaveText(`The seller is working on your order. Delivery is due ${moment(order.dueAt, 'Asia/Karachi')} (${inDays}).`);
  } finally {
    await buyerPage.context().close();
    await sellerPage.context().close();
  }
});
