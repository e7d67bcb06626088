import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures.js';
import { createTaskViaApi, currentUserId, pdfBytes, pngBytes, signInAs } from '../tasks-helpers.js';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

test('round trip: assigned task -> worker downloads, submits -> admin sends back -> worker resubmits -> admin approves', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(120_000);
  const [worker, admin] = [page, page];
  await signInAs(page, 'demo_worker');
  const workerId = await currentUserId(page);
  await signInAs(page, 'demo_admin');
  const title = `Round trip ${Date.now()}`;
  const task = await createTaskViaApi(admin, {
    title,
    assignee: workerId,
    deadline: inDays(3),
    files: [
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
      { name: 'sample.png', mimeType: 'image/png', buffer: pngBytes(1) },
    ],
  });

  // The worker finds it in My tasks and opens it.
  await signInAs(page, 'demo_worker');
  await worker.goto('/dashboard/my-tasks');
  const myTasks = worker.getByRole('table', { name: 'My tasks' });
  await expect(myTasks.getByRole('row').filter({ hasText: title })).toContainText('To Do');
  await myTasks.getByRole('button', { name: `Actions for ${title}` }).click();
  await worker.getByRole('menuitem', { name: 'See Task' }).click();
  await expect(worker).toHaveURL(new RegExp(`/dashboard/tasks/${task._id}$`));
  await expect(worker.getByRole('heading', { name: title })).toBeVisible();
  await expect(worker.getByText('2 days left', { exact: true })).toBeVisible();

  // Both attachments are listed; the PDF downloads with its name and bytes.
  const files = worker.getByRole('list', { name: 'Attached files' });
  await expect(files.getByRole('img', { name: 'sample.png' })).toBeVisible();
  const [download] = await Promise.all([worker.waitForEvent('download'), files.getByRole('link', { name: 'Download brief.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('brief.pdf');
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await download.delete();

  // In Progress, two images, Submit.
  await worker.getByLabel('Status on your next submission').selectOption('In Progress');
  await worker.getByLabel('Description').fill('First version of the work, two screenshots.');
  await worker.getByLabel('Images', { exact: true }).setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: pngBytes(2) },
    { name: 'two.png', mimeType: 'image/png', buffer: pngBytes(3) },
  ]);
  await expect(worker.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
  await worker.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(worker.getByText('Task submitted successfully')).toBeVisible();
  await expect(worker.getByRole('button', { name: 'Update Submission' })).toBeVisible();

  // The admin sees the work and sends it back with feedback.
  await signInAs(page, 'demo_admin');
  await admin.goto(`/dashboard/tasks/${task._id}`);
  await expect(admin.getByLabel('Status')).toHaveValue('In Progress');
  await expect(admin.getByRole('list', { name: 'Submitted images' }).getByRole('listitem')).toHaveCount(2);
  await expect(admin.getByText('First version of the work, two screenshots.')).toBeVisible();
  await admin.getByLabel('Feedback for the worker').fill('The second screenshot is cut off; please redo it.');
  await admin.getByRole('button', { name: 'Send back' }).click();
  await expect(admin.getByText('Status updated successfully')).toBeVisible();
  await expect(admin.getByLabel('Status')).toHaveValue('In Complete');

  // The worker reads the feedback and submits again.
  await signInAs(page, 'demo_worker');
  await worker.goto(`/dashboard/tasks/${task._id}`);
  await expect(worker.getByRole('region', { name: 'Feedback' })).toContainText('The second screenshot is cut off; please redo it.');
  await expect(worker.getByLabel('Description')).toHaveValue('First version of the work, two screenshots.');
  await worker.getByRole('button', { name: 'Remove two.png' }).click();
  await worker.getByLabel('Images', { exact: true }).setInputFiles([{ name: 'two-fixed.png', mimeType: 'image/png', buffer: pngBytes(4) }]);
  await worker.getByLabel('Description').fill('Second version: the screenshot is complete now.');
  await worker.getByRole('button', { name: 'Update Submission' }).click();
  await expect(worker.getByText('Task submitted successfully')).toBeVisible();

  // The admin approves.
  await signInAs(page, 'demo_admin');
  await admin.goto(`/dashboard/tasks/${task._id}`);
  await expect(admin.getByText('Second version: the screenshot is complete now.')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Submitted images' }).getByRole('img', { name: 'two-fixed.png' })).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Status updated successfully')).toBeVisible();
  await expect(admin.getByText('This work is approved.')).toBeVisible();

  // Filter Complete shows it.
  await admin.goto('/dashboard/tasks');
  await admin.getByLabel('Status').selectOption({ label: 'Complete' });
  await expect(admin).toHaveURL(/status=Complete/);
  const row = admin.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Complete');
  await admin.getByLabel('Status').selectOption({ label: 'InComplete' });
  await expect(admin).toHaveURL(/status=In\+Complete|status=In%20Complete/);
  await expect(admin.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // The worker's work is closed now.
  await signInAs(page, 'demo_worker');
  await worker.goto(`/dashboard/tasks/${task._id}`);
  await expect(worker.getByText('This task is complete: your work was approved.')).toBeVisible();
});

test('task list on a phone: a card per task with title and deadline, pages in the URL', async ({ page, allowConsoleErrors: _ }) => {
  const admin = page;
  await signInAs(page, 'demo_admin');
  // More tasks than one page holds (the seed has five); admins are verified, so one may take a task.
  const title = `Phone ${Date.now()}`;
  await createTaskViaApi(admin, { title, assignee: await currentUserId(admin), deadline: inDays(3) });
  await page.setViewportSize({ width: 375, height: 812 });
  await admin.goto('/dashboard/tasks');
  const table = admin.getByRole('table', { name: 'Tasks' });
  // No header row on a phone: each task is a card that names its values.
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('columnheader', { name: 'Task Title' })).toBeHidden();
  const card = table.getByRole('row').filter({ hasText: title });
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  await expect(card.getByText('Deadline', { exact: true })).toBeVisible();
  await expect(card.getByText('2 days left', { exact: true })).toBeVisible();
  await expect(card.getByText('Status', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Actions for ${title}` })).toBeInViewport();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.screenshot({ path: test.info().outputPath('tasks-list-admin-375.png'), fullPage: true });

  await admin.getByRole('button', { name: 'Next' }).click();
  await expect(admin).toHaveURL(/page=2/);
  await admin.getByLabel('Rows per page').selectOption('10');
  await expect(admin).toHaveURL(/page=1/);
  await expect(admin).toHaveURL(/per_page=10/);
});

test('an admin deletes a task after confirming', async ({ page, allowConsoleErrors: _ }) => {
  const admin = page;
  await signInAs(page, 'demo_worker');
  const workerId = await currentUserId(page);
  await signInAs(page, 'demo_admin');
  const title = `Delete me ${Date.now()}`;
  await createTaskViaApi(admin, { title, assignee: workerId });
  await admin.goto('/dashboard/tasks');
  const table = admin.getByRole('table', { name: 'Tasks' });
  await table.getByRole('button', { name: `Actions for ${title}` }).click();
  await admin.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this task?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(1);

  await table.getByRole('button', { name: `Actions for ${title}` }).click();
  await admin.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Task deleted successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('an admin edits a task and is back on the list 4 seconds later', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/404/);
  const admin = page;
  await signInAs(page, 'demo_worker');
  const workerId = await currentUserId(page);
  await signInAs(page, 'demo_admin');
  const task = await createTaskViaApi(admin, { title: `Edit me ${Date.now()}`, assignee: workerId });
  await admin.clock.install();
  await admin.goto(`/dashboard/update-task/${task._id}`);
  await expect(admin.getByLabel('Title')).toHaveValue(task.title);
  await expect(admin.getByText('demo_worker', { exact: true })).toBeVisible();
  await admin.getByLabel('Title').fill(`${task.title} (edited)`);
  await admin.getByRole('button', { name: 'Update Task' }).click();
  await expect(admin.getByText('Task updated successfully')).toBeVisible();
  await expect(admin).toHaveURL(/update-task/);
  await admin.clock.runFor(4100);
  await expect(admin).toHaveURL(/\/dashboard\/tasks$/);
  await expect(admin.getByRole('table', { name: 'Tasks' })).toContainText(`${task.title} (edited)`);
  await admin.goto('/dashboard/update-task/0190a0a0-0000-7000-8000-000000000000');
  await expect(admin.getByText('Error fetching task data')).toBeVisible();
});

test('dashboard entry: admins land on Create Task, workers on My tasks and may not create', async ({ page, allowConsoleErrors: _ }) => {
  const [admin, worker] = [page, page];
  await signInAs(page, 'demo_admin');
  await admin.goto('/dashboard');
  await expect(admin.getByRole('heading', { name: 'Create Task' })).toBeVisible();
  await expect(admin.getByRole('banner')).toHaveCount(0);
  await expect(admin.getByRole('link', { name: /Chat with support/ })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Dashboard' });
  for (const name of ['Profile', 'Create Task', 'Users', 'Tasks', 'My Tasks']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

  await signInAs(page, 'demo_worker');
  await worker.goto('/dashboard');
  await expect(worker).toHaveURL(/\/dashboard\/my-tasks$/);
  const workerNav = worker.getByRole('navigation', { name: 'Dashboard' });
  await expect(workerNav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(worker.getByRole('table', { name: 'My tasks' }).getByRole('row')).not.toHaveCount(0);
  await worker.goto('/dashboard/create-task');
  await expect(worker.getByText('You do not have permission to create tasks.')).toBeVisible();

  // Task detail: only images are accepted as work. (Other specs give demo_worker tasks too: all on one page.)
  await worker.goto('/dashboard/my-tasks?per_page=100');
  await worker.getByRole('table', { name: 'My tasks' }).getByRole('button', { name: /Actions for Data Entry Task/ }).click();
  await worker.getByRole('menuitem', { name: 'See Task' }).click();
  await worker.getByLabel('Images', { exact: true }).setInputFiles([{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(worker.getByText('Please select image files')).toBeVisible();
  await expect(worker.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);

});
