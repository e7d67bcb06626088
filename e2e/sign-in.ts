import type { Page } from '@playwright/test';
import { demoAccount } from './accounts.js';
import { expect } from './fixtures.js';

/**
 * Signs the page's browser in as a demo account through the API (the session cookie) and tells
 * the app who is signed in on every page it loads, as the login modal does; null leaves a visitor.
 * An account made by the spec itself (not a demo account) passes its password.
 * Gives the signed-in user's id (null for a visitor).
 */
export async function signInViaApi(page: Page, username: string | null, password?: string): Promise<string | null> {
  // about:blank (see switchAccount) has no storage of its own: the scripts skip it.
  if (!username) {
    await page.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.removeItem('currentUser');
    });
    return null;
  }
  const res = await page.request.post('/api/auth/login', { data: password ? { username, password } : demoAccount(username) });
  expect(res.ok(), `login of ${username}`).toBe(true);
  const user = (await res.json()) as { _id: string };
  await page.addInitScript((stored) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('currentUser', stored);
  }, JSON.stringify(user));
  return user._id;
}

/** Leaves the app (so no request of the last account's page runs signed out), then signs in as `username`. */
export async function switchAccount(page: Page, username: string | null, password?: string): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInViaApi(page, username, password);
}
