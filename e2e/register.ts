import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { pngBytes } from './tasks-helpers.js';

let serial = Date.now() % 1_000_000;

/**
 * A new worker registered through the API as the form registers them (identity documents and legal
 * name sent, waiting for review, not a seller) and signed in on the page, as the login modal would.
 * Answers their username, password and id. `legalName: null` registers as the spec's API allows, without one.
 */
export async function registerWorker(page: Page, prefix = 'worker', { legalName = 'Sana Iqbal' }: { legalName?: string | null } = {}): Promise<{ username: string; password: string; id: string }> {
  serial += 1;
  const digits = String(serial).padStart(7, '0').slice(-7);
  const username = `${prefix}_${serial}`;
  const form = new FormData();
  const fields: [string, string][] = [
    ['username', username],
    ['email', `${username}@example.com`],
    ['password', 'worker-pass-1'],
    ['birthdate', '1995-05-06'],
    ['phone', '+92 300 0002223'],
    ['address', 'Karachi'],
    ['cnic', `61101-${digits}-${serial % 10}`],
    ['skills', 'Data Entry'],
    ['payoneer', 'no'],
    ['wise', 'yes'],
    ['bankIban', 'PK36SCBL0000001123456702'],
    ['easypaisaAccount', '03000002223'],
  ];
  // As the registration form sends it: the full name on the ID card (payouts are checked against it).
  if (legalName !== null) fields.push(['legalName', legalName]);
  for (const [name, value] of fields) form.append(name, value);
  for (const [i, name] of ['idCardFront', 'idCardBack', 'liveSelfie'].entries()) form.append(name, new Blob([pngBytes(i + 7)], { type: 'image/png' }), `${name}.png`);
  const created = await page.request.post('/api/auth/register', { multipart: form });
  expect(created.status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { username, password: 'worker-pass-1' } });
  expect(login.ok()).toBe(true);
  const user = (await login.json()) as { _id: string };
  await page.addInitScript((stored) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('currentUser', stored);
  }, JSON.stringify(user));
  return { username, password: 'worker-pass-1', id: user._id };
}
