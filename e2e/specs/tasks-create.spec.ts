import { expect, test } from '../fixtures.js';
import { pdfBytes, pngBytes, signInAs } from '../tasks-helpers.js';

test('an admin creates a task for a verified worker, with a PDF and an image', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard/create-task');
  await expect(page.getByRole('heading', { name: 'Create Task' })).toBeVisible();

  // Errors appear once a field is left.
  await page.getByLabel('Title').focus();
  await page.getByLabel('Description').focus();
  await expect(page.getByText('Title is required')).toBeVisible();

  const title = `Created in the browser ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Proofread the attached brief and mark every change.');

  // The search starts after more than 2 characters and lists only verified users.
  const search = page.getByLabel('Assignee');
  await search.fill('de');
  await expect(page.getByRole('list', { name: 'Matching users' })).toHaveCount(0);
  await search.fill('demo_unverified');
  await expect(page.getByText('No results found')).toBeVisible();
  await search.fill('demo_wor');
  // The whole row is the target: a press on its lower edge chooses it too (the input's blur shows
  // its error and used to move the list from under the pointer before the release).
  const row = page.getByRole('list', { name: 'Matching users' }).getByRole('button', { name: /demo_worker/ });
  const box = (await row.boundingBox())!;
  await row.click({ position: { x: box.width / 2, y: box.height - 3 } });
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(page.getByText('demo_worker', { exact: true })).toBeVisible();

  await page.getByLabel('Deadline').fill('2030-06-01T12:00');
  await page.getByLabel('Files').setInputFiles([
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
    { name: 'example.png', mimeType: 'image/png', buffer: pngBytes(9) },
  ]);
  await expect(page.getByRole('button', { name: 'Remove brief.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove example.png' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task Created Successfully')).toBeVisible();
  // The admin lands on the task list, the new task first (decision 0120), not on their own tasks.
  await expect(page).toHaveURL(/\/dashboard\/tasks$/);
  await expect(page.getByText('No task is assigned to you.')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1)).toContainText(title);

  await page.getByRole('table', { name: 'Tasks' }).getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'See Task' }).click();
  const files = page.getByRole('list', { name: 'Attached files' });
  await expect(files.getByRole('link', { name: 'Download brief.pdf' })).toBeVisible();
  await expect(files.getByRole('img', { name: 'example.png' })).toBeVisible();
});
