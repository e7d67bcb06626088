import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from '../animations.js';
import { expect, test } from '../fixtures.js';
import { buy, gigsOf, type ListedGig as Gig } from '../orders-helpers.js';
import { signInViaApi, switchAccount } from '../sign-in.js';
import { pngBytes } from '../tasks-helpers.js';

/**
 * The order after payment, through its pages: requirements, deliveries with files, a revision,
 * acceptance and the verified review; a cancellation by agreement; a dispute an admin resolves;
 * and the pages' accessibility and phone layout.
 */

const seller = 'ayesha_designs';
/** The order page of `id`, loaded: its next-step box is on screen. */
async function openOrder(page: Page, id: string) {
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('region', { name: 'Next step' })).toBeVisible();
}

const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });

async function expectAccessible(page: Page, selector?: string) {
  // (Spinners turn forever: only the animations that end are waited for.)
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const result = await (selector ? builder.include(selector) : builder).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** How far the page reaches past the window's right edge once laid out (0: it does not scroll sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth)))));

/** Sends the delivery form with a message and, when given, one file chosen through the file input. */
async function deliver(page: Page, message: string, file?: { name: string; mimeType: string; buffer: Buffer }) {
  const form = page.getByRole('region', { name: 'Deliver your work' });
  await form.getByLabel('Message to the buyer').fill(message);
  if (file) {
    await form.locator('input[type="file"]').setInputFiles(file);
    // Uploaded: it can be removed before sending, and its progress bar is gone.
    await expect(form.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
    await expect(form.getByRole('progressbar')).toHaveCount(0);
  }
  await form.getByRole('button', { name: 'Deliver work' }).click();
  await expect(page.getByText('Work delivered.')).toBeVisible();
  await expect(form).toBeHidden();
}

test('an order from requirements to a verified review: two deliveries with files, a revision, acceptance', async ({ page }) => {
  test.setTimeout(90_000);
  const buyerId = (await signInViaApi(page, 'demo_buyer'))!;
  // A gig of the seller the buyer has not reviewed yet (one review per buyer and gig).
  let gig: Gig | undefined;
  for (const candidate of await gigsOf(page, seller)) {
    const { reviews } = (await (await page.request.get(`/api/reviews/${candidate._id}?limit=100`)).json()) as { reviews: { userId: string }[] };
    if (!reviews.some((r) => r.userId === buyerId)) {
      gig = candidate;
      break;
    }
  }
  expect(gig, 'a gig of the seller the buyer has not reviewed').toBeDefined();
  const orderId = await buy(page, gig!._id);

  // The buyer sends the requirements.
  await openOrder(page, orderId);
  await expect(page.getByRole('heading', { level: 1, name: gig!.title })).toBeVisible();
  await expect(nextStep(page)).toContainText('Send the seller your requirements');
  await expect(nextStep(page).getByText('In progress', { exact: true })).toBeVisible();
  const requirements = page.getByRole('region', { name: 'Your requirements' });
  // An empty text is refused beside its field before anything is sent.
  await requirements.getByRole('button', { name: 'Send requirements' }).click();
  await expect(requirements.getByRole('alert')).toHaveText('Required');
  await requirements.getByLabel('Requirements').fill('A round logo in teal for "Lahore Bakes", with the name under it.');
  await requirements.getByRole('button', { name: 'Send requirements' }).click();
  await expect(page.getByText('Requirements sent.')).toBeVisible();
  await expect(requirements).toBeHidden();
  // Until the first delivery they may be changed.
  await expect(page.getByRole('button', { name: 'Change requirements' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText('Requirements sent');
  await expect(activity).toContainText('Lahore Bakes');

  // The seller reads them and delivers a picture.
  await switchAccount(page, seller);
  await openOrder(page, orderId);
  await expect(nextStep(page)).toContainText('Deliver by');
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Lahore Bakes');
  await deliver(page, 'First draft attached.', { name: 'logo-draft.png', mimeType: 'image/png', buffer: pngBytes(41) });
  await expect(nextStep(page).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(nextStep(page)).toContainText('completes by itself');

  // The buyer sees the file, served to them, and asks for a revision.
  await switchAccount(page, 'demo_buyer');
  await openOrder(page, orderId);
  await expect(nextStep(page)).toContainText('Review the delivery: accept it or ask for a revision.');
  const file = page.getByRole('region', { name: 'Activity' }).getByRole('link', { name: /logo-draft\.png/ });
  await expect(file).toBeVisible();
  const served = await page.request.get((await file.getAttribute('href'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/png');
  await expect(nextStep(page)).toContainText(/\d+ revisions? left/);
  await nextStep(page).getByRole('button', { name: 'Request a revision' }).click();
  const revision = page.getByRole('dialog', { name: 'Request a revision' });
  const changes = revision.getByLabel('What should the seller change?');
  await expect(changes).toBeFocused();
  await changes.fill('Please make the teal a little darker.');
  await revision.getByRole('button', { name: 'Send request' }).click();
  await expect(revision).toBeHidden();
  await expect(nextStep(page).getByText('Revision requested', { exact: true })).toBeVisible();

  // The seller delivers again, a PDF this time.
  await switchAccount(page, seller);
  await openOrder(page, orderId);
  await expect(nextStep(page)).toContainText('asked for a revision');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  await deliver(page, 'Darker teal, as asked.', { name: 'logo-final.pdf', mimeType: 'application/pdf', buffer: pdf });

  // The buyer accepts: the order is completed and the review is asked for.
  await switchAccount(page, 'demo_buyer');
  await openOrder(page, orderId);
  await expect(page.getByRole('region', { name: 'Activity' }).getByRole('link', { name: /logo-final\.pdf/ })).toBeVisible();
  await nextStep(page).getByRole('button', { name: 'Accept delivery' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept the delivery?' });
  await confirm.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(confirm).toBeHidden();
  await expect(nextStep(page).getByText('Completed', { exact: true })).toBeVisible();
  await expect(nextStep(page)).toContainText('This order is completed.');
  const invitation = page.getByRole('region', { name: 'How did it go?' });
  await expect(invitation).toBeVisible();

  // The review, from the invitation, shows as a verified purchase.
  await invitation.getByRole('link', { name: 'Review this gig' }).click();
  await expect(page).toHaveURL(new RegExp(`/gigs/${gig!._id}#reviews$`));
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByLabel('Your review').fill('Quick, friendly and the logo is perfect.');
  await reviews.getByLabel('Stars', { exact: true }).selectOption('5');
  await reviews.getByRole('button', { name: 'Send' }).click();
  const mine = reviews.getByRole('listitem').filter({ hasText: 'Quick, friendly and the logo is perfect.' });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Verified purchase');
});

test('an order cancelled by agreement: the buyer asks with a reason, the seller accepts, the buyer is refunded', async ({ page }) => {
  await signInViaApi(page, 'demo_buyer');
  const gig = (await gigsOf(page, seller))[0];
  const orderId = await buy(page, gig._id);

  await openOrder(page, orderId);
  await nextStep(page).getByRole('button', { name: 'Request cancellation' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to cancel this order' });
  await ask.getByLabel('Reason').fill('I ordered the wrong package, sorry.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();
  const request = page.getByRole('region', { name: 'You asked to cancel this order.' });
  await expect(request).toContainText('I ordered the wrong package, sorry.');
  await expect(request.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  // One request at a time: asking again is no longer offered.
  await expect(nextStep(page).getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);

  await switchAccount(page, seller);
  await openOrder(page, orderId);
  const answer = page.getByRole('region', { name: 'demo_buyer asked to cancel this order.' });
  await expect(answer).toContainText('I ordered the wrong package, sorry.');
  await expect(answer.getByRole('button', { name: 'Decline' })).toBeVisible();
  await answer.getByRole('button', { name: 'Accept cancellation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept the cancellation?' });
  await confirm.getByRole('button', { name: 'Accept cancellation' }).click();
  await expect(confirm).toBeHidden();
  await expect(nextStep(page).getByText('Cancelled', { exact: true })).toBeVisible();
  // The refund is made in the background; the page shows it once recorded.
  await expect(nextStep(page)).toContainText(/The buyer (is being|was) refunded in full/);
  await expect(nextStep(page)).toContainText('The buyer was refunded in full', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Cancellation accepted: order cancelled');

  // The buyer's list shows it among the cancelled orders.
  await switchAccount(page, 'demo_buyer');
  await page.goto('/orders?status=cancelled');
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/orders/${orderId}"]`) });
  await expect(row).toContainText('Cancelled');
});

test('an admin finds a dispute on /dashboard/disputes, reads it on the order page and resolves it with a note', async ({ page }) => {
  await signInViaApi(page, 'demo_buyer');
  const gig = (await gigsOf(page, seller))[0];
  const orderId = await buy(page, gig._id);
  const reason = `The seller stopped answering (${orderId.slice(0, 8)}).`;
  const opened = await page.request.post(`/api/orders/${orderId}/dispute`, { data: { reason } });
  expect(opened.status()).toBe(200);

  await switchAccount(page, 'demo_admin');
  await page.goto('/dashboard/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Buyer: demo_buyer');
  await expect(row).toContainText(`Seller: ${seller}`);
  await row.getByRole('link', { name: `Review the dispute on ${gig.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

  await expect(nextStep(page)).toContainText('resolve it with a note');
  await expect(page.getByRole('region', { name: 'Dispute in progress' })).toContainText(reason);
  const resolve = page.getByRole('region', { name: 'Resolve the dispute' });
  // Both an outcome and a note are needed.
  await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(resolve.getByRole('alert')).toHaveCount(2);
  await resolve.getByRole('radio', { name: 'Refund the buyer in full' }).check();
  await resolve.getByLabel('Note to both parties').fill('No delivery and no answer for a week: the buyer is refunded.');
  await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(page.getByText('Dispute resolved.')).toBeVisible();
  await expect(resolve).toBeHidden();
  const notice = page.getByRole('region', { name: 'Resolved: buyer refunded' });
  await expect(notice).toContainText('No delivery and no answer for a week');

  // It leaves the list of open disputes.
  await page.goto('/dashboard/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(0);
});

test('/orders, an order page with its dialog and /dashboard/disputes pass axe and fit a 375 px phone', async ({ page }) => {
  test.setTimeout(60_000);
  await signInViaApi(page, 'demo_buyer');
  const gig = (await gigsOf(page, seller))[0];
  const orderId = await buy(page, gig._id);
  const disputed = await buy(page, gig._id);
  expect((await page.request.post(`/api/orders/${disputed}/dispute`, { data: { reason: 'Checking the disputes page.' } })).ok()).toBe(true);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/orders');
    await expect(page.getByRole('row').filter({ has: page.locator(`a[href="/orders/${orderId}"]`) })).toBeVisible();
    await expectAccessible(page);
    expect(await sideways(page), `/orders at ${width}`).toBe(0);

    await openOrder(page, orderId);
    await expect(page.getByRole('region', { name: 'Your requirements' })).toBeVisible();
    await expectAccessible(page);
    expect(await sideways(page), `order page at ${width}`).toBe(0);
    await nextStep(page).getByRole('button', { name: 'Request cancellation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask to cancel this order' });
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await switchAccount(page, 'demo_admin');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/disputes');
    await expect(page.getByRole('row').filter({ hasText: 'Checking the disputes page.' })).toBeVisible();
    await expectAccessible(page);
    expect(await sideways(page), `/dashboard/disputes at ${width}`).toBe(0);
  }
});

test('an admin who bought the order gets the receipt, and cannot resolve its dispute: another admin must', async ({ page }) => {
  await signInViaApi(page, 'demo_admin');
  const gig = (await gigsOf(page, seller))[0];
  const orderId = await buy(page, gig._id);
  const { price } = (await (await page.request.get(`/api/gigs/single/${gig._id}`)).json()) as { price: number };

  // The buyer's receipt, in the app: what, the price, the processor's reference, and the order.
  await page.goto('/notifications');
  const receipt = page.getByRole('link').filter({ hasText: 'Payment receipt' }).filter({ hasText: gig.title }).first();
  await expect(receipt).toBeVisible({ timeout: 15_000 });
  await expect(receipt).toContainText(`You paid $${price}.00`);
  await expect(receipt).toContainText(/Payment reference: \S+\./);
  await expect(receipt).toHaveAttribute('href', `/orders/${orderId}`);

  await switchAccount(page, seller);
  await page.goto('/');
  expect((await page.request.post(`/api/orders/${orderId}/dispute`, { data: { reason: 'The buyer sent no brief.' } })).status()).toBe(200);

  await switchAccount(page, 'demo_admin');
  await openOrder(page, orderId);
  await expect(page.getByRole('region', { name: 'Resolve the dispute' })).toHaveCount(0);
  await expect(nextStep(page)).not.toContainText('resolve it with a note');
  const refused = await page.request.post(`/api/orders/${orderId}/resolve`, { data: { outcome: 'refund', note: 'Refund me' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('You are the buyer or the seller of this order, so you cannot resolve its dispute. Another admin must decide it.');
});
