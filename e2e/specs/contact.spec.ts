import { expect, test } from '../fixtures.js';

test('contact form: validation, Submitting..., success text, Sent, cleared form', async ({ page, allowConsoleErrors: _ }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: /Send|Submit/ });
  await send.click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel('Full Name').fill('Ayesha Khan');
  await page.getByLabel('Email Address').fill('ayesha@example.com');
  await page.getByLabel('Phone Number').fill('+92 300 1234567');
  await page.getByLabel('Message').fill('I want to hire a designer for my shop.');
  // Hold the answer back a moment so the in-flight state can be seen.
  await page.route('**/api/conversation', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await send.click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByText('We recieved your details successfully will reach you soon!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sent' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});
