import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { en, ur, type NotificationList } from '@market/shared';
import { demoAccount } from '../accounts.js';
import { animationsSettled } from '../animations.js';
import { expect, test } from '../fixtures.js';
import { signInViaApi, switchAccount } from '../sign-in.js';
import { latinWordsLeft, listFindings } from '../urdu-scan.js';

// Every page in Urdu (the `lang=ur` cookie): <html lang="ur" dir="rtl"> and no English word left
// in the interface. What users wrote (gig titles, usernames, messages...) is marked data-user-content
// in the components and left out; the allowed Latin words are in urdu-scan.ts.

/**
 * The Urdu cookie for the app's address, before the next page loads. After a sign-in: signing in
 * sets the cookie to the account's own language (English for the demo accounts).
 */
async function inUrdu(page: Page) {
  await page.context().addCookies([{ name: 'lang', value: 'ur', url: test.info().project.use.baseURL ?? process.env.E2E_BASE_URL! }]);
}

/** A gig of a seller other than the demo buyer, read from the list. */
async function aGig(page: Page): Promise<string> {
  const res = await page.request.get('/api/gigs?limit=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { gigs: { _id: string }[] }).gigs[0]._id;
}

/** The address of the first link under `from` whose address starts with `prefix`. */
async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  await page.goto(from);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link, `a link to ${prefix}... on ${from}`).toBeAttached();
  return (await link.getAttribute('href'))!;
}

/** The page has loaded its data: no request pending, a heading shown, no spinner, animations over. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await animationsSettled(page);
}

async function expectUrdu(page: Page, what: string) {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const findings = await latinWordsLeft(page);
  expect(findings.length, `${what}: English words left in the interface:\n${listFindings(findings)}`).toBe(0);
}

async function expectAccessible(page: Page) {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type UrduPage = {
  name: string;
  user: string | null;
  /** The address, or how to find it (a link on another page). */
  path: string | ((page: Page) => Promise<string>);
  /** Also at 375 px, with axe at both widths. */
  narrow?: boolean;
  axe?: boolean;
};

const pages: UrduPage[] = [
  { name: 'home', user: null, path: '/', narrow: true, axe: true },
  { name: 'home, signed in', user: 'demo_buyer', path: '/' },
  { name: 'gig list', user: null, path: '/gigs' },
  { name: 'gig page', user: null, path: async (page) => `/gigs/${await aGig(page)}`, narrow: true, axe: true },
  { name: 'seller page', user: null, path: (page) => firstLink(page, '/gigs', '/users/') },
  { name: 'about', user: null, path: '/about' },
  { name: 'contact', user: null, path: '/contact' },
  { name: 'registration: the choice', user: null, path: '/join', axe: true, narrow: true },
  { name: 'registration: hire', user: null, path: '/join?as=buyer', axe: true },
  { name: 'registration: earn', user: null, path: '/join?as=earner', axe: true },
  { name: 'checkout', user: 'demo_buyer', path: async (page) => `/pay/${await aGig(page)}`, narrow: true, axe: true },
  { name: 'orders', user: 'demo_buyer', path: '/orders' },
  { name: 'selling orders', user: 'ayesha_designs', path: '/orders?role=seller' },
  { name: 'an order page', user: 'demo_buyer', path: (page) => firstLink(page, '/orders', '/orders/') },
  { name: 'messages', user: 'demo_buyer', path: '/messages', narrow: true },
  { name: 'a conversation', user: 'demo_buyer', path: (page) => firstLink(page, '/messages', '/messages/') },
  { name: 'saved gigs', user: 'demo_buyer', path: '/saved' },
  { name: 'settings', user: 'demo_buyer', path: '/settings' },
  { name: 'earnings (seller)', user: 'ayesha_designs', path: '/earnings' },
  { name: 'earnings (worker)', user: 'demo_worker', path: '/earnings' },
  { name: 'my gigs', user: 'ayesha_designs', path: '/myGigs' },
  { name: 'verification', user: 'demo_unverified', path: '/verification' },
  { name: 'my tasks', user: 'demo_worker', path: '/dashboard/my-tasks' },
  { name: 'a task page (worker)', user: 'demo_worker', path: (page) => firstLink(page, '/dashboard/my-tasks', '/dashboard/tasks/') },
  { name: 'profile', user: 'demo_worker', path: '/dashboard/profile' },
  { name: 'admin: dashboard', user: 'demo_admin', path: '/dashboard' },
  { name: 'admin: users', user: 'demo_admin', path: '/dashboard/users' },
  { name: 'admin: user review', user: 'demo_admin', path: (page) => firstLink(page, '/dashboard/users', '/dashboard/user/') },
  { name: 'admin: tasks', user: 'demo_admin', path: '/dashboard/tasks' },
  { name: 'admin: a task page', user: 'demo_admin', path: (page) => firstLink(page, '/dashboard/tasks', '/dashboard/tasks/') },
  { name: 'admin: create a task', user: 'demo_admin', path: '/dashboard/create-task' },
  { name: 'admin: edit a task', user: 'demo_admin', path: async (page) => (await firstLink(page, '/dashboard/tasks', '/dashboard/tasks/')).replace('/tasks/', '/update-task/') },
  { name: 'admin: jobs', user: 'demo_admin', path: '/dashboard/jobs' },
  { name: 'admin: orders and disputes', user: 'demo_admin', path: '/dashboard/disputes' },
  { name: 'admin: payouts', user: 'demo_admin', path: '/dashboard/payouts' },
  { name: 'admin: finance', user: 'demo_admin', path: '/dashboard/finance' },
];

for (const width of [1280, 375]) {
  test.describe(`Urdu at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const entry of pages.filter((p) => width === 1280 || p.narrow)) {
      test(`${entry.name}: lang="ur" dir="rtl", no English word in the interface${entry.axe ? ', axe' : ''}`, async ({ page, allowConsoleErrors: _ }) => {
        await signInViaApi(page, entry.user);
        await inUrdu(page);
        const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
        await page.goto(path);
        await expectUrdu(page, `${entry.name} (${path})`);
        if (entry.axe) await expectAccessible(page);
      });
    }
  });
}

test('notices made while a reader read English are listed in Urdu once they switch to Urdu', async ({ page, allowConsoleErrors: _ }) => {
  const workerId = await signInViaApi(page, 'demo_worker');
  // An English notice: the admin assigns the (English) worker a task.
  const adminLogin = await page.request.post('/api/auth/login', { data: demoAccount('demo_admin') });
  expect(adminLogin.ok()).toBe(true);
  const task = await page.request.post('/api/task', { data: { title: 'Urdu notice check', desc: 'Read the brief and deliver screenshots.', assignee: workerId, files: [] } });
  expect(task.status(), await task.text()).toBe(201);
  await signInViaApi(page, 'demo_worker');
  // Made by the job that follows the task's event: there once the worker's list has it.
  await expect
    .poll(async () => ((await (await page.request.get('/api/notifications?limit=5')).json()) as NotificationList).notifications.map((n) => n.body))
    .toContain(en.noticeTexts.taskAssignedBody('Urdu notice check'));
  // The worker switches to Urdu as the switch does: the profile and the cookie.
  expect((await page.request.put(`/api/user/${workerId}`, { data: { language: 'ur' } })).ok()).toBe(true);
  await inUrdu(page);
  try {
    await page.goto('/notifications');
    await expect(page.getByText(ur.noticeTexts.taskAssignedBody('Urdu notice check')).first()).toBeVisible();
    await expect(page.getByText(ur.noticeTexts.taskAssignedTitle).first()).toBeVisible();
    // Notices other specs made for the demo worker are left out: some carry what an admin wrote (a
    // reason for a rejection), which stays as written, and a template that chooses its words from a
    // flag (a payout method added or removed) is translated in one of its forms only.
    const listed = ((await (await page.request.get('/api/notifications?limit=50')).json()) as NotificationList).notifications;
    const others = new Set(listed.filter((n) => !n.body.includes('Urdu notice check')).flatMap((n) => [n.title, n.body]));
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const findings = (await latinWordsLeft(page)).filter((f) => !others.has(f.text));
    expect(findings.length, `notifications: English words left in the interface:\n${listFindings(findings)}`).toBe(0);
  } finally {
    // The demo worker reads English in the other specs.
    expect((await page.request.put(`/api/user/${workerId}`, { data: { language: 'en' } })).ok()).toBe(true);
  }
});

/**
 * A Latin value inside Urdu text keeps its own direction: isolated (a <bdi> or dir="auto"/"ltr"),
 * its computed direction ltr, and its first character drawn left of its last.
 */
async function expectLeftToRight(page: Page, text: string | RegExp, what: string) {
  const el = page.getByText(text, { exact: true }).first();
  await expect(el, what).toBeVisible();
  const layout = await el.evaluate((node) => {
    const isolated = !!node.closest('bdi, [dir="auto"], [dir="ltr"]');
    const direction = getComputedStyle(node).direction;
    // The text may be several nodes ("$" and "40"): the first character of the first, the last of the last.
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let t = walker.nextNode(); t; t = walker.nextNode()) if (t.textContent) texts.push(t as Text);
    const rectOf = (t: Text, i: number) => {
      const range = document.createRange();
      range.setStart(t, i);
      range.setEnd(t, i + 1);
      return range.getBoundingClientRect();
    };
    const last = texts[texts.length - 1];
    return { isolated, direction, firstLeft: rectOf(texts[0], 0).left, lastLeft: rectOf(last, last.length - 1).left };
  });
  expect(layout.isolated, `${what}: isolated`).toBe(true);
  expect(layout.direction, `${what}: direction`).toBe('ltr');
  expect(layout.firstLeft, `${what}: its first character left of its last`).toBeLessThan(layout.lastLeft);
}

/** Urdu sentences with an amount in them ("کارروائی میں ادائیگیاں: $60.00") whose "$" is drawn right of its digits. */
async function amountsDrawnBackwards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent ?? '';
      const m = /[\u0600-\u06FF]/.test(t) ? /\$\d[\d,.]*\d/.exec(t) : null;
      if (!m || !n.parentElement?.checkVisibility()) continue;
      const left = (i: number) => {
        const range = document.createRange();
        range.setStart(n!, i);
        range.setEnd(n!, i + 1);
        return range.getBoundingClientRect().left;
      };
      if (left(m.index) > left(m.index + m[0].length - 1)) wrong.push(t);
    }
    return wrong;
  });
}

test('bidi: an IBAN and a dollar amount on Urdu pages read left to right', async ({ page, allowConsoleErrors: _ }) => {
  // The demo worker's payout method is a bank account: its IBAN on the earnings page.
  await signInViaApi(page, 'demo_worker');
  await inUrdu(page);
  await page.goto('/earnings');
  await settled(page);
  await expectLeftToRight(page, 'PK36SCBL0000001123456702', 'the IBAN of a payout method');
  // A gig card's price ("$40") on the gig list.
  await page.goto('/gigs');
  await settled(page);
  await expectLeftToRight(page, /^\$\d+$/, 'a gig price');
  // Amounts inside Urdu sentences (the finance page's expected figures): "$" left of the digits.
  await switchAccount(page, 'demo_admin');
  await inUrdu(page);
  await page.goto('/dashboard/finance');
  await settled(page);
  expect(await amountsDrawnBackwards(page)).toEqual([]);
});
