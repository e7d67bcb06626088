import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { demoAccount } from './accounts.js';
import { animationsSettled } from './animations.js';
import { expect } from './fixtures.js';
import { pngBytes } from './tasks-helpers.js';

let serial = Date.now() % 1_000_000;
const next = () => (serial += 1);

/** Where the screenshots of this screens go (git-ignored), to be looked at. */
const shotsDir = fileURLToPath(new URL('../.tmp/shots/', import.meta.url));
export async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await animationsSettled(page);
  await page.screenshot({ path: `${shotsDir}${name}-${width}.png`, fullPage: true });
}

/** WCAG 2 A/AA rules of axe on what the page shows now; each violation listed with its elements. */
export async function expectAccessible(page: Page) {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A username, e-mail and password nobody has used in this run. */
export function newBuyerDetails(prefix = 'buyer') {
  const n = next();
  return { username: `${prefix}_${n}`, email: `${prefix}.${n}@example.com`, password: 'buyer-pass-1' };
}

/**
 * A buyer joined through the API (the four fields, no documents) and signed in on the page, as the
 * join form leaves them. Answers their details and id.
 */
export async function registerBuyer(page: Page, prefix = 'buyer') {
  const person = newBuyerDetails(prefix);
  const res = await page.request.post('/api/auth/register', { data: { kind: 'buyer', ...person, country: 'Germany', acceptedTerms: true } });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { _id: string };
  await page.addInitScript((stored) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('currentUser', stored);
  }, JSON.stringify({ ...user, isAdmin: false, isVerified: false }));
  return { ...person, id: user._id };
}

/** The signed-in page's account sends CNIC documents through the API (it becomes `pending`). */
export async function sendDocumentsViaApi(page: Page, legalName = 'Sana Iqbal') {
  const n = next();
  const digits = String(n).padStart(7, '0').slice(-7);
  const form = new FormData();
  const fields: [string, string][] = [
    ['legalName', legalName],
    ['idType', 'cnic'],
    ['cnic', `42101-${digits}-${n % 10}`],
    ['birthdate', '1993-03-04'],
    ['phone', '+92 300 0003334'],
    ['address', 'Karachi'],
    ['skills', 'Data Entry'],
    ['payoneer', 'no'],
    ['wise', 'no'],
    ['bankIban', 'PK36SCBL0000001123456702'],
    ['easypaisaAccount', '03000003334'],
  ];
  for (const [name, value] of fields) form.append(name, value);
  for (const [i, name] of ['idCardFront', 'idCardBack', 'liveSelfie'].entries()) form.append(name, new Blob([pngBytes(n * 3 + i)], { type: 'image/png' }), `${name}.png`);
  const res = await page.request.post('/api/user/verification', { multipart: form });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs an API client (a session apart from the browser's) in as the demo admin. */
export async function adminApi(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: demoAccount('demo_admin') })).ok()).toBe(true);
  return {
    decide: async (userId: string, body: { decision: string; document?: string; reason?: string }) => {
      const res = await request.post(`/api/user/${userId}/verification`, { data: body });
      expect(res.status(), await res.text()).toBe(200);
    },
    verifyFlag: async (userId: string) => {
      const res = await request.put(`/api/user/${userId}`, { data: { isVerified: true } });
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

/** Takes the live selfie with Chromium's fake camera. */
export async function takeSelfie(page: Page) {
  await page.getByRole('button', { name: 'Open camera' }).click();
  await expect(page.getByRole('button', { name: 'Take Selfie' })).toBeEnabled();
  await page.getByRole('button', { name: 'Take Selfie' }).click();
  await expect(page.getByRole('img', { name: 'Your selfie' })).toBeVisible();
}

/** A 1x1 PNG as a file to choose in an <input type=file>. */
export const imageFile = (name: string, seed: number) => ({ name, mimeType: 'image/png', buffer: pngBytes(seed) });
