import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { createTaskViaApi, currentUserId, pngBytes, signInAs, submitWorkViaApi } from '../tasks-helpers.js';

/** A task for demo_worker with their submitted work (one image), created through the API; leaves the admin signed in. */
async function taskWithWork(page: Page, title: string, desc: string) {
  await signInAs(page, 'demo_worker');
  const workerId = await currentUserId(page);
  await signInAs(page, 'demo_admin');
  const task = await createTaskViaApi(page, { title, assignee: workerId });
  await signInAs(page, 'demo_worker');
  await submitWorkViaApi(page, { taskId: task._id, desc, files: [{ name: 'work.png', mimeType: 'image/png', buffer: pngBytes(21) }] });
  await signInAs(page, 'demo_admin');
  return task;
}

test('send back asks for feedback; the worker sees the status their next submission sets, then their approved work', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(90_000);
  const title = `Review ${Date.now()}`;
  const task = await taskWithWork(page, title, 'Here is the table, typed from the scans.');

  // The admin's page reads the current submission once: from the list of all the task's submissions.
  const submissionReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/submitedTask/') || path === `/api/task/${task._id}/submissions`) submissionReads.push(path);
  });
  await page.goto(`/dashboard/tasks/${task._id}`);
  await expect(page.getByText('Here is the table, typed from the scans.')).toBeVisible();
  expect(submissionReads).toEqual([`/api/task/${task._id}/submissions`]);

  // Sending back without a word says why nothing was sent.
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') updates.push(request.url());
  });
  const feedback = page.getByLabel('Feedback for the worker');
  await page.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Write what the worker should change before sending the work back.')).toBeVisible();
  await expect(feedback).toBeFocused();
  await expect(feedback).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Status')).toHaveValue('In Progress');
  expect(updates).toEqual([]);
  await feedback.fill('Two rows are missing at the end.');
  await expect(page.getByText('Write what the worker should change before sending the work back.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('In Complete');

  // The worker's select is the status of their next submission, and says so; the badge is the task's now.
  await signInAs(page, 'demo_worker');
  await page.goto(`/dashboard/tasks/${task._id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(header.getByText('In Complete', { exact: true })).toBeVisible();
  const next = page.getByLabel('Status on your next submission');
  await expect(next).toHaveValue('In Progress');
  await expect(page.getByText('Saved when you submit your work, not before. Until then the task stays In Complete.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('task-detail-worker-1280.png'), fullPage: true });
  await page.getByLabel('Description').fill('Here is the whole table, the last two rows included.');
  await page.getByRole('button', { name: 'Update Submission' }).click();
  await expect(page.getByText('Task submitted successfully')).toBeVisible();
  // (The badge comes before the select's options of the same name.)
  await expect(header.getByText('In Progress', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Until then the task stays In Progress.')).toBeVisible();

  // Approved: no select left to disagree with the badge, and the worker still sees what they submitted.
  await signInAs(page, 'demo_admin');
  await page.goto(`/dashboard/tasks/${task._id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('This work is approved.')).toBeVisible();
  await signInAs(page, 'demo_worker');
  await page.goto(`/dashboard/tasks/${task._id}`);
  await expect(header.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('This task is complete: your work was approved.')).toBeVisible();
  await expect(page.getByLabel('Status on your next submission')).toHaveCount(0);
  const work = page.getByRole('region', { name: 'Your approved work' });
  await expect(work).toContainText('Here is the whole table, the last two rows included.');
  await expect(work.getByRole('list', { name: 'Your submitted images' }).getByRole('img', { name: 'work.png' })).toBeVisible();
});

test('a task without a deadline says so beside the spec\'s "null"', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_worker');
  const workerId = await currentUserId(page);
  await signInAs(page, 'demo_admin');
  const title = `No deadline ${Date.now()}`;
  const task = await createTaskViaApi(page, { title, assignee: workerId });
  await page.goto(`/dashboard/tasks/${task._id}`);
  await expect(page.getByRole('definition').filter({ hasText: 'No deadline' })).toHaveText('null (No deadline)');
  await page.goto('/dashboard/tasks');
  await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: title })).toContainText('null (No deadline)');
});
