import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors and uncaught exceptions seen so far; each test ends asserting there were none. */
  consoleErrors: string[];
  allowConsoleErrors: (pattern: RegExp) => void;
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      // A failed resource names itself only in the location: kept, so a failure says which request it was.
      if (msg.type() === 'error') errors.push(msg.location().url ? `${msg.text()} (${msg.location().url})` : msg.text());
    });
    page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
    await use(errors);
  },
  allowConsoleErrors: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    expect(consoleErrors.filter((e) => !allowed.some((p) => p.test(e)))).toEqual([]);
  },
});

export { expect };

/** Signs in through the header's login modal. */
export async function signInWithModal(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}
