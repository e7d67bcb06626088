import { expect, test } from '../fixtures.js';

// The docs page runs under its own Content-Security-Policy (plugins/openapi.ts): everything it
// loads must come from our origin, or the browser refuses it and logs the violation as an error.
test('the API reference renders under its strict CSP with nothing refused', async ({ page, allowConsoleErrors: _ }) => {
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { name: /Marketplace API/ })).toBeVisible();
  const login = page.locator('.opblock-summary', { hasText: '/api/auth/login' });
  await expect(login).toBeVisible();
  await login.click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await page.screenshot({ path: '.tmp/docs-1280.png' });
});
