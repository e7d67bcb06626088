import { expect, test } from '../fixtures.js';
import { currentUserId, signInAs } from '../tasks-helpers.js';

/** A task's reward in rupees: set by the admin on the task form, shown to the worker on their lists and the task page. */

test('an admin creates a task with a reward of Rs 5,000 and the worker sees it', async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_admin');
  await page.goto('/dashboard/create-task');
  const title = `Rewarded task ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Translate the attached page into Urdu.');
  await page.getByLabel('Assignee').fill('demo_wor');
  await page.getByRole('list', { name: 'Matching users' }).getByRole('button', { name: /demo_worker/ }).click();

  // Whole rupees only, 0 to 1,000,000: refused beside the field before asking the server.
  const reward = page.getByLabel('Reward (Rs)');
  await expect(reward).toHaveValue('0');
  await reward.fill('1000001');
  await reward.blur();
  await expect(page.getByText('Reward must be a whole number of rupees from 0 to 1,000,000')).toBeVisible();
  await reward.fill('5000');
  await expect(page.getByText('Reward must be a whole number of rupees from 0 to 1,000,000')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/tasks$/);
  // The admin's table shows the reward.
  await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: title })).toContainText('Rs 5,000');

  await signInAs(page, 'demo_worker');
  await page.goto('/dashboard/my-tasks');
  const row = page.getByRole('table', { name: 'My tasks' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Rs 5,000');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const rewardTerm = page.getByRole('term').filter({ hasText: 'Reward' });
  await expect(rewardTerm).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Rs 5,000' })).toBeVisible();
});

test("an admin edits a task's reward, and cannot on a Complete task", async ({ page, allowConsoleErrors: _ }) => {
  await signInAs(page, 'demo_worker');
  const workerId = await currentUserId(page);
  await signInAs(page, 'demo_admin');
  const created = await page.evaluate(async (assignee) => {
    const res = await fetch('/api/task', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Reward edit ${Date.now()}`, desc: 'Check the reward can change.', assignee, reward: 1200, files: [] }),
    });
    return { status: res.status, task: (await res.json()).task as { _id: string; reward: number } };
  }, workerId);
  expect(created.status).toBe(201);
  expect(created.task.reward).toBe(1200);

  await page.goto(`/dashboard/update-task/${created.task._id}`);
  const reward = page.getByLabel('Reward (Rs)');
  await expect(reward).toHaveValue('1200');
  await expect(reward).toBeEnabled();
  await reward.fill('2500');
  await page.getByRole('button', { name: 'Update Task' }).click();
  await expect(page.getByText('Task updated successfully')).toBeVisible();
  const stored = await page.evaluate(async (id) => (await (await fetch(`/api/task/${id}`)).json()).reward as number, created.task._id);
  expect(stored).toBe(2500);

  // Complete: the reward was paid and the field is disabled.
  const complete = await page.evaluate(async (id) => {
    const res = await fetch(`/api/task/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'Complete' }) });
    return res.status;
  }, created.task._id);
  expect(complete).toBe(200);
  await page.goto(`/dashboard/update-task/${created.task._id}`);
  await expect(page.getByLabel('Reward (Rs)')).toBeDisabled();
  await expect(page.getByText('The reward cannot change once the task is Complete')).toBeVisible();
});
