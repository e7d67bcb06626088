import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test } from '../fixtures.js';
import { createTaskViaApi, currentUserId, pngBytes, reassignTaskViaApi, signInAs, submitWorkViaApi } from '../tasks-helpers.js';

// Where the screenshots of the admin's page go (SHOTS_DIR to put them elsewhere).
const shots = process.env.SHOTS_DIR ?? '.tmp';

test('a reassigned task starts fresh for the new worker; the admin reads the earlier work, read-only', async ({ page, allowConsoleErrors: _ }) => {
  test.setTimeout(90_000);
  const [admin, workerA, workerB] = [page, page, page];
  await signInAs(page, 'demo_worker');
  const workerAId = await currentUserId(page);
  await signInAs(page, 'imran_siddiqui');
  const workerBId = await currentUserId(page);

  // Seeded through the API: the admin's task for A, A's work (two images), then B takes over.
  await signInAs(page, 'demo_admin');
  const task = await createTaskViaApi(admin, { title: `Reassigned ${Date.now()}`, assignee: workerAId });
  await signInAs(page, 'demo_worker');
  const earlierWork = 'First pass by the earlier worker:\nrows 1-200 entered, the rest still open.';
  await submitWorkViaApi(workerA, {
    taskId: task._id,
    desc: earlierWork,
    files: [
      { name: 'rows-1-200.png', mimeType: 'image/png', buffer: pngBytes(21) },
      { name: 'notes-from-a-worker-with-a-rather-long-file-name.png', mimeType: 'image/png', buffer: pngBytes(22) },
    ],
  });
  await signInAs(page, 'demo_admin');
  await reassignTaskViaApi(admin, task._id, workerBId);

  // B's page shows none of A's work: an empty form to submit, and no earlier submissions.
  await signInAs(page, 'imran_siddiqui');
  await workerB.goto(`/dashboard/tasks/${task._id}`);
  await expect(workerB.getByRole('heading', { name: task.title })).toBeVisible();
  await expect(workerB.getByRole('heading', { name: 'Submit Your Work' })).toBeVisible();
  await expect(workerB.getByLabel('Description')).toHaveValue('');
  await expect(workerB.getByRole('button', { name: 'Update Submission' })).toHaveCount(0);
  await expect(workerB.getByText('rows 1-200 entered', { exact: false })).toHaveCount(0);
  await expect(workerB.getByRole('heading', { name: 'Earlier submissions' })).toHaveCount(0);

  // B submits fresh.
  await workerB.getByLabel('Description').fill('Fresh start by the new worker.');
  await workerB.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(workerB.getByText('Task submitted successfully')).toBeVisible();
  await expect(workerB.getByRole('button', { name: 'Update Submission' })).toBeVisible();

  // The admin reviews B's work, and reads A's under Earlier submissions, with nothing to act on.
  await signInAs(page, 'demo_admin');
  await admin.goto(`/dashboard/tasks/${task._id}`);
  await expect(admin.getByText('Fresh start by the new worker.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(1);
  await expect(admin.getByRole('heading', { name: 'Earlier submissions', level: 2 })).toBeVisible();
  const earlier = admin.getByRole('list', { name: 'Earlier submissions' });
  await expect(earlier.getByRole('listitem').filter({ has: admin.getByRole('article') })).toHaveCount(1);
  const entry = earlier.getByRole('article', { name: 'demo_worker' });
  await expect(entry.getByRole('heading', { name: 'demo_worker', level: 3 })).toBeVisible();
  await expect(entry.getByText('rows 1-200 entered, the rest still open.')).toBeVisible();
  await expect(entry.getByRole('definition').filter({ hasText: 'In Progress' })).toBeVisible();
  await expect(entry.getByRole('definition').filter({ hasText: /^\d{1,2} \w{3,4} \d{4}$/ })).toBeVisible();
  const files = entry.getByRole('list', { name: 'Files submitted by demo_worker' });
  await expect(files.getByRole('img', { name: 'rows-1-200.png' })).toBeVisible();
  await expect(files.getByRole('link', { name: 'Download rows-1-200.png' })).toBeVisible();
  // Read-only: no buttons, fields or selects in the earlier work; its links reached by Tab.
  await expect(entry.getByRole('button')).toHaveCount(0);
  await expect(entry.getByRole('textbox')).toHaveCount(0);
  await expect(entry.getByRole('combobox')).toHaveCount(0);
  await files.getByRole('link', { name: 'Open rows-1-200.png' }).focus();
  await admin.keyboard.press('Tab');
  await expect(files.getByRole('link', { name: 'Download rows-1-200.png' })).toBeFocused();

  const axe = await new AxeBuilder({ page: admin }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  mkdirSync(shots, { recursive: true });
  // From the top, without the focus ring of the keyboard check (the dashboard's sidebar is sticky).
  await admin.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await admin.screenshot({ path: `${shots}/earlier-1280.png`, fullPage: true });
  await admin.setViewportSize({ width: 375, height: 812 });
  await expect(entry).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.screenshot({ path: `${shots}/earlier-375.png`, fullPage: true });
});
