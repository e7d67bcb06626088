import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demoAccount } from '../accounts.js';
import { expect, signInWithModal, test } from '../fixtures.js';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A person signed in on a page of their own browser context (own cookies and storage). */
async function personPage(browser: Browser, username: string) {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  const { password } = demoAccount(username);
  await signInWithModal(page, username, password);
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { _id: string })._id);
  return { page, id, errors };
}

/** Calls the API from inside the page, with its session, as the app itself would. */
async function api(page: Page, path: string, body: object): Promise<{ status: number; json: { id: string } }> {
  return page.evaluate(
    async ([path, body]) => {
      const res = await fetch(path as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, json: await res.json() };
    },
    [path, body] as const,
  );
}

const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

test('buyer and seller hold a live conversation: messages, read state and badges update without reload', async ({ browser }) => {
  test.setTimeout(60_000);
  const seller = await personPage(browser, 'hamza_motion');
  const buyer = await personPage(browser, 'demo_buyer');

  // The seller has no conversations yet.
  await seller.page.goto('/messages');
  await expect(seller.page.getByText('No Messages!')).toBeVisible();
  await expect(messagesLink(seller.page)).toHaveAccessibleName('Messages');

  // The buyer opens the conversation (the gig and order pages call the same API) and writes.
  // The demo buyer starts with unread demo conversations; the badge shows how many.
  const buyerUnreadBefore = await buyer.page.evaluate(async () => ((await (await fetch('/api/conversations/unread-count')).json()) as { count: number }).count);
  expect(buyerUnreadBefore).toBeGreaterThan(0);
  await expect(messagesLink(buyer.page)).toHaveAccessibleName(`Messages, ${buyerUnreadBefore} unread`);
  // From one of the seller's gigs: 'Contact me' opens (creates) the conversation.
  const gigId = await buyer.page.evaluate(
    async (sellerId) => ((await (await fetch(`/api/gigs?userId=${sellerId}&limit=1`)).json()) as { gigs: { _id: string }[] }).gigs[0]._id,
    seller.id,
  );
  // A real link (followed without script, or into a new tab), whose address opens the conversation in place of itself.
  const id = seller.id + buyer.id;
  await buyer.page.goto(`/messages?to=${seller.id}`);
  await expect(buyer.page).toHaveURL(new RegExp(`/messages/${id}$`));
  await buyer.page.goto(`/gigs/${gigId}`);
  await expect(buyer.page.getByRole('link', { name: 'Contact me' })).toHaveAttribute('href', `/messages?to=${seller.id}`);
  await buyer.page.getByRole('link', { name: 'Contact me' }).click();
  await expect(buyer.page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect(buyer.page.getByText('Start Making a Conversation!')).toBeVisible();
  await expect(buyer.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  await buyer.page.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.page.getByRole('alert').filter({ hasText: 'Required' })).toBeVisible();
  await buyer.page.getByLabel('Reply').fill('Hello Hamza, can you animate my logo?');
  await buyer.page.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.page.locator('li[data-mine]').getByText('Hello Hamza, can you animate my logo?')).toBeVisible();
  await expect(buyer.page.getByLabel('Reply')).toHaveValue('');

  // It arrives live on the seller's list: unread row, 'Mark as Read', header badge.
  const row = seller.page.getByRole('row').filter({ hasText: 'demo_buyer' });
  await expect(row).toContainText('Hello Hamza, can you animate my logo?');
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(messagesLink(seller.page)).toHaveAccessibleName('Messages, 1 unread');
  await row.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(row).not.toHaveAttribute('data-unread', 'true');
  await expect(messagesLink(seller.page)).toHaveAccessibleName('Messages');

  // The seller answers from the thread; hostile text stays text and keeps its line breaks.
  await row.getByRole('link', { name: 'Hello Hamza, can you animate my logo?' }).click();
  await expect(seller.page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect(seller.page.getByRole('heading', { name: 'demo_buyer' })).toBeVisible();
  const answer = 'Sure!\n<b>Two</b> days, <script>alert(1)</script>';
  await seller.page.getByLabel('Reply').fill(answer);
  await seller.page.getByLabel('Reply').press('Enter');
  await expect(seller.page.locator('li[data-mine] p')).toHaveText(answer);

  // The buyer, with the thread open, sees the answer arrive as text; reading it keeps their badge where it was.
  const received = buyer.page.locator('li:not([data-mine]) p');
  await expect(received).toHaveText(answer);
  expect(await received.evaluate((p) => p.querySelector('b, script'))).toBeNull();
  expect(await received.evaluate((p) => getComputedStyle(p).whiteSpace)).toBe('pre-wrap');
  await expect(messagesLink(buyer.page)).toHaveAccessibleName(`Messages, ${buyerUnreadBefore} unread`);

  // On their list, the buyer sees the next message come in unread, and marks it read.
  await buyer.page.goto('/messages');
  const buyerRow = buyer.page.getByRole('row').filter({ hasText: 'hamza_motion' });
  await expect(buyerRow).not.toHaveAttribute('data-unread', 'true');
  await seller.page.getByLabel('Reply').fill('I can start today.');
  await seller.page.getByRole('button', { name: 'Send' }).click();
  await expect(buyerRow).toContainText('I can start today.');
  await expect(buyerRow).toHaveAttribute('data-unread', 'true');
  await expect(messagesLink(buyer.page)).toHaveAccessibleName(`Messages, ${buyerUnreadBefore + 1} unread`);
  // The newest conversation comes first.
  await expect(buyer.page.getByRole('row').nth(1)).toContainText('hamza_motion');
  await buyerRow.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(messagesLink(buyer.page)).toHaveAccessibleName(`Messages, ${buyerUnreadBefore} unread`);

  expect([...seller.errors, ...buyer.errors]).toEqual([]);
});

test('a dropped event stream reconnects and catches up on what was sent meanwhile', async ({ browser }) => {
  const seller = await personPage(browser, 'ayesha_designs');
  const buyer = await personPage(browser, 'zainab_store');
  const { id } = (await api(buyer.page, '/api/conversations', { to: seller.id })).json;

  // The first stream says ready and then drops; reconnecting fails until the "network" is back.
  let calls = 0;
  let blocked = true;
  await seller.page.route('**/api/events', (route) => {
    calls++;
    if (calls === 1) return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'retry: 300\n\nevent: ready\ndata: {}\n\n' });
    return blocked ? route.abort('internetdisconnected') : route.continue();
  });
  await seller.page.goto(`/messages/${id}`);
  await expect(seller.page.getByRole('heading', { name: 'zainab_store' })).toBeVisible();
  await expect.poll(() => calls).toBeGreaterThan(2);

  expect((await api(buyer.page, '/api/messages', { conversationId: id, desc: 'Sent while you were away' })).status).toBe(201);
  blocked = false;
  await expect(seller.page.locator('li:not([data-mine]) p').filter({ hasText: 'Sent while you were away' })).toBeVisible({ timeout: 15_000 });
  // And the stream is live again afterwards.
  await api(buyer.page, '/api/messages', { conversationId: id, desc: 'And now live' });
  await expect(seller.page.locator('li:not([data-mine]) p').filter({ hasText: 'And now live' })).toBeVisible();

});

test('earlier messages load on scrolling up, keeping the reader in place', async ({ browser }) => {
  const buyer = await personPage(browser, 'emma_bakery');
  const id = await buyer.page.evaluate(async () => {
    const list = (await (await fetch('/api/conversations')).json()) as Array<{ id: string; username: string }>;
    const conversation = list.find((c) => c.username === 'mei_lens')!;
    for (let i = 1; i <= 60; i++) {
      const res = await fetch('/api/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ conversationId: conversation.id, desc: `Numbered note ${i}` }) });
      if (res.status !== 201) throw new Error(`send answered ${res.status}`);
    }
    return conversation.id;
  });
  await buyer.page.goto(`/messages/${id}`);
  const list = buyer.page.getByTestId('message-list');
  await expect(list.getByText('Numbered note 60', { exact: true })).toBeInViewport();
  // The latest 50 only: the seeded lines and the first notes are not loaded yet.
  await expect(list.getByText('Numbered note 10', { exact: true })).toHaveCount(0);
  await expect(list.getByText('Do you photograph cakes on a white background for online menus?')).toHaveCount(0);

  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(list.getByText('Numbered note 10', { exact: true })).toHaveCount(1);
  // The message that was at the top stays in view instead of jumping away.
  await expect(list.getByText('Numbered note 11', { exact: true })).toBeInViewport();
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(list.getByText('Do you photograph cakes on a white background for online menus?')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
});

test('a visitor on /messages is asked to sign in', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.getByText('Sign in to read and answer your conversations.')).toBeVisible();
  expect((await page.request.get('/api/events')).status()).toBe(401);
});

test("a long last message is previewed up to a word boundary, then '…'", async ({ browser }) => {
  const buyer = await personPage(browser, 'demo_buyer');
  await buyer.page.goto('/messages');
  const row = buyer.page.getByRole('row').filter({ hasText: 'fatima_growth' });
  const preview = row.getByRole('link').filter({ hasText: '…' });
  await expect(preview).toBeVisible();
  const shown = (await preview.textContent())!;
  // The whole message, as the thread holds it.
  const id = await preview.getAttribute('href');
  const full = await buyer.page.evaluate(async (path) => {
    const page = (await (await fetch(`/api${path}`)).json()) as { messages: { desc: string }[] };
    return page.messages.at(-1)!.desc;
  }, id!);
  const kept = shown.slice(0, -1);
  expect(full.length).toBeGreaterThan(kept.length);
  expect(full.startsWith(kept)).toBe(true);
  // Cut between words, never inside one.
  expect(full[kept.length]).toMatch(/\s/);
  expect(kept).not.toMatch(/\s$/);
});
