import { expect, test } from '../fixtures.js';
import { registerWorker } from '../register.js';
import { createTaskViaApi, signInAs } from '../tasks-helpers.js';

test('a worker verified a minute ago opens their new task at the first click, and the stored user follows the server', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // The worker's browser: signed in, its stored user saying unverified, as the registration left it.
  const worker = await registerWorker(page, 'fresh');
  await page.goto('/verification');
  await expect(page.getByRole('heading', { name: 'Under Verification' })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({ _id: worker.id, isVerified: false });

  // An admin, in another browser, verifies them and assigns them a task.
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'demo_admin');
  expect((await admin.request.put(`/api/user/${worker.id}`, { data: { isVerified: true } })).ok()).toBe(true);
  const title = `First task ${Date.now()}`;
  const task = await createTaskViaApi(admin, { title, assignee: worker.id });
  await adminContext.close();

  // The "New task assigned" e-mail's link, opened in the worker's browser: the task, not /verification.
  await page.goto(`/dashboard/tasks/${task._id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/dashboard/tasks/${task._id}`);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toMatchObject({ _id: worker.id, isVerified: true });
});
