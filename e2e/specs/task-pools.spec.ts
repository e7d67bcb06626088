import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { registerWorker } from '../register.js';
import { signInAs } from '../tasks-helpers.js';
import { adminApi } from '../two-ways-in-helpers.js';
import { switchAccount } from '../sign-in.js';

// One run of the task pools from both sides: the admin loads a CSV and publishes through the
// wizard; a new verified worker passes the pool's exam (one check answer wrong) and answers items
// with "Submit and next"; the admin rejects one with a reason; the worker reads it and sees the pay.

const stamp = Date.now() % 1_000_000;
const examTitle = `Animals exam ${stamp}`;
const poolTitle = `Animal photos ${stamp}`;
const options = ['cat', 'dog', 'bird'];
const outputs = [{ name: 'label', label: 'What is shown', type: 'choice', options, required: true }];

/**
 * Answers the item on the page once it is not the one answered before (`previous`): the option its
 * input names ("Pick dog"), or another when told to be wrong. Waits for the server's answer.
 */
async function answerShown(page: Page, { wrong = false, next = true, previous = '' } = {}) {
  // The item's input (every input of these CSVs starts with "Pick"), not the pool's facts.
  const item = page.getByRole('definition').filter({ hasText: /^Pick / });
  await expect(item).toBeVisible();
  if (previous) await expect(item).not.toHaveText(previous);
  const shown = (await item.innerText()).trim();
  const named = options.find((o) => shown.includes(o)) ?? 'cat';
  const choice = wrong ? options.find((o) => o !== named)! : named;
  await page.getByRole('radio', { name: choice, exact: true }).check();
  const sent = page.waitForResponse((r) => r.url().includes('/answer') && r.request().method() === 'POST');
  await page.getByRole('button', { name: next ? 'Submit and next' : 'Submit', exact: true }).click();
  expect((await sent).status()).toBe(200);
  return shown;
}

test('an admin imports a CSV and publishes, a worker passes the exam and answers with Submit and next, a rejection reaches the worker with its reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The exam (check items only), made through the API: the wizard is used for the pool itself.
  await signInAs(page, 'demo_admin');
  const exam = await page.request.post('/api/task-pools', { data: { title: examTitle, desc: 'Three photos to show you know the animals.', reward: 5, skills: ['Data Entry'], outputs } });
  expect(exam.status()).toBe(201);
  const examId = (await exam.json()).pool._id as string;
  const examCsv = 'question,gold:label\nPick cat,cat\nPick dog,dog\nPick bird,bird\n';
  expect((await page.request.post(`/api/task-pools/${examId}/items`, { data: examCsv, headers: { 'content-type': 'text/csv' } })).status()).toBe(201);
  expect((await page.request.post(`/api/task-pools/${examId}/publish`)).status()).toBe(200);

  // The wizard: instructions, answer fields, settings (with the exam), the CSV with its preview, publish.
  await page.goto('/dashboard/pools/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(poolTitle);
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Choose the animal each photo shows.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('label');
  await page.getByRole('textbox', { name: 'Label', exact: true }).fill('What is shown');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('choice');
  await page.getByRole('textbox', { name: 'Options' }).fill(options.join('\n'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Reward per accepted answer (Rs)').fill('25');
  await page.getByRole('checkbox', { name: 'Data Entry' }).check();
  await page.getByRole('checkbox', { name: 'Require a qualification exam' }).check();
  await page.getByLabel('Exam pool').selectOption({ label: examTitle });
  await page.getByLabel('Passing score (%)').fill('60');
  await page.getByRole('button', { name: 'Save draft and continue' }).click();

  const csv = 'photo\nPick cat 1\nPick dog 2\nPick bird 3\n';
  await page.getByLabel('CSV file').setInputFiles({ name: 'photos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('3 items ready to import')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pick dog 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.locator('#main').getByText('3 items imported')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  // 3 items x 1 answer x Rs 25.
  await expect(page.getByText(/Rs\s?75/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/pools\/[0-9a-f-]{36}$/);
  const poolId = page.url().split('/').pop()!;
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();

  // A new worker, verified by the admin.
  const worker = await registerWorker(page, 'pools');
  await (await adminApi(request)).verifyFlag(worker.id);
  await switchAccount(page, worker.username, worker.password);

  // Find work shows the pool behind its exam; the exam comes first.
  await page.goto('/work');
  const card = page.getByRole('listitem').filter({ hasText: poolTitle });
  await expect(card.getByText('Pass the exam first:')).toBeVisible();
  await card.getByRole('link', { name: examTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/work/${examId}$`));
  // Two right, one wrong: 66 %, above the 60 % asked.
  const first = await answerShown(page);
  const second = await answerShown(page, { wrong: true, previous: first });
  await answerShown(page, { previous: second });
  await expect(page.getByText('You finished this exam with a score of 66%')).toBeVisible();

  // The pool itself, item after item without leaving the page.
  await page.goto(`/work/${poolId}`);
  const answered: string[] = [];
  for (let i = 0; i < 3; i++) answered.push(await answerShown(page, { previous: answered.at(-1) }));
  await expect(page.getByRole('heading', { name: 'Nothing left for you here' })).toBeVisible();
  expect(new Set(answered).size).toBe(3);

  // The admin rejects the dog photo's answer with a reason and accepts the rest.
  await switchAccount(page, 'demo_admin');
  await page.goto(`/dashboard/pools/${poolId}`);
  const row = page.getByRole('row').filter({ hasText: 'Pick dog 2' });
  await row.getByRole('button', { name: /^Reject the answer of/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason for the rejection').fill('The photo is blurred; look closer next time.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Accept selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Accept/ }).click();
  await expect(page.getByText('No answers here.')).toBeVisible();

  // The worker reads the reason and sees the two accepted answers paid.
  await switchAccount(page, worker.username, worker.password);
  await page.goto('/work/history');
  await expect(page.getByText('The photo is blurred; look closer next time.')).toBeVisible();
  await page.goto('/earnings');
  await page.getByRole('group', { name: 'History currency' }).getByRole('button', { name: 'PKR' }).click();
  // Two pool answers at Rs 25 and the two right exam answers at Rs 5; the rejected answer is not paid.
  await expect(page.getByText('+Rs 25', { exact: true })).toHaveCount(2);
  await expect(page.getByText('+Rs 5', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Task reward' }).first()).toHaveAttribute('href', '/work/history');
});
