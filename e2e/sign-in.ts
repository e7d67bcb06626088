import type { Page } from '@playwright/test';
import { demoAccount } from './accounts.js';
import { expect } from './fixtures.js';

/**
 * Signs the page's browser in as a demo account through the API (the session cookie) and tells
 * the app who is signed in on every page it loads, as the login modal does; null leaves a visitor.
 */
export async function signInViaApi(page: Page, username: string | null): Promise<void> {
  // about:blank (see switchAccount) has no storage of its own: the scripts skip it.
  if (!username) {
    await page.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.removeItem('currentUser');
    });
    return;
  }
  const res = await page.request.post('/api/auth/login', { data: demoAccount(username) });
  expect(res.ok(), `login of ${username}`).toBe(true);
  const stored = JSON.stringify(await res.json());
  await page.addInitScript((user) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('currentUser', user);
  }, stored);
}

/** Leaves the app (so no request of the last account's page runs signed out), then signs in as `username`. */
export async function switchAccount(page: Page, username: string | null): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInViaApi(page, username);
}
