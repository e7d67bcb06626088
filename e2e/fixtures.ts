import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors and uncaught exceptions seen so far; each test ends asserting there were none. */
  consoleErrors: string[];
  allowConsoleErrors: (pattern: RegExp) => void;
};

export const test = base.extend<Fixtures>({
  // Server-rendered pages hydrate in turns after they have loaded (decision 0155), and until then their
  // forms and links work without the app (a search reloads the page). A test meets the app: after a
  // page's load, it waits for the page to say it is hydrated (<html data-hydrated>).
  page: async ({ page }, use) => {
    const hydrated = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'));
    for (const method of ['goto', 'reload'] as const) {
      const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      page[method] = (async (...args: unknown[]) => {
        const response = await load(...args);
        await hydrated();
        return response;
      }) as Page[typeof method];
    }
    await use(page);
  },
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
