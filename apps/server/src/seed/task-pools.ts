import { v7 as uuidv7 } from 'uuid';
import { inArray, sql } from 'drizzle-orm';
import type { PoolOutput } from '@market/shared';
import type { Transaction } from '../db/client.js';
import { taskAnswers, taskItems, taskPools, taskPoolWorkers, users } from '../db/schema/index.js';
import { postPoolAnswerReward } from '../modules/ledger/index.js';
import { scheduleJobs } from '../platform/jobs.js';
import { createRandom } from './random.js';

const HOUR = 3_600_000;

const categories = ['Clothing', 'Electronics', 'Home and kitchen', 'Food and grocery'];
const products: Record<string, string[]> = {
  Clothing: ['Cotton kurta, blue, size M', 'Lawn three-piece suit, printed', 'Leather sandals, brown, size 42', 'Wool shawl, grey', 'Denim jacket, black, size L'],
  Electronics: ['USB-C charger, 20 W', 'Wireless earbuds with case', 'LED desk lamp, dimmable', 'Power bank, 10,000 mAh', 'Smart watch strap, silicone'],
  'Home and kitchen': ['Steel pressure cooker, 5 litre', 'Cotton bedsheet set, double', 'Ceramic dinner plates, set of 6', 'Non-stick frying pan, 28 cm', 'Prayer mat, velvet'],
  'Food and grocery': ['Basmati rice, 5 kg bag', 'Green tea, 100 bags', 'Pink Himalayan salt, 800 g', 'Dates, Ajwa, 500 g box', 'Chilli garlic sauce, 300 ml'],
};
const labelOutput: PoolOutput[] = [
  { name: 'category', label: 'Which category does the product belong to?', type: 'choice', options: categories, required: true },
  { name: 'note', label: 'Anything unclear about the listing? (optional)', type: 'text', required: false },
];

type Ids = { adminId: string; workerId: string };

type Answer = typeof taskAnswers.$inferInsert;

/**
 * The demo's task pools (decision 0156): an open pool of 200 product listings to label (10 %
 * control items) that requires a short exam, the exam itself (the demo worker passed it), and a
 * closed pool of customer messages answered twice each and reviewed. The demo worker has answers
 * in every status; accepted ones are paid through the ledger, so the books reconcile.
 */
export async function seedTaskPools(tx: Transaction, now: Date, { adminId, workerId }: Ids): Promise<void> {
  const random = createRandom(46);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [imran] = await tx.select({ id: users.id }).from(users).where(inArray(users.username, ['imran_siddiqui']));
  const others = imran ? [imran.id] : [];

  const [exam, open, closed] = await tx
    .insert(taskPools)
    .values([
      {
        title: 'Product labelling exam',
        desc: 'Five listings to show you can tell the categories apart. Score 80 % or more to unlock the labelling pool.',
        reward: 10,
        skills: ['Data Entry'],
        outputs: labelOutput,
        claimMinutes: 10,
        reviewHours: 24,
        status: 'open',
        controlCount: 5,
        createdBy: adminId,
        publishedAt: at(10 * 24),
        createdAt: at(10 * 24),
      },
      {
        title: 'Label 200 product listings',
        desc: 'Read each product listing and choose its category. Use the note only when the listing is unclear. Check items are mixed in.',
        reward: 15,
        skills: ['Data Entry'],
        outputs: labelOutput,
        overlap: 1,
        claimMinutes: 15,
        reviewHours: 72,
        controlRate: 10,
        minAccuracy: 70,
        status: 'open',
        itemCount: 180,
        controlCount: 20,
        createdBy: adminId,
        publishedAt: at(9 * 24),
        createdAt: at(9 * 24),
      },
      {
        title: 'Sort customer messages',
        desc: 'Say whether each customer message is a complaint, a question or praise.',
        reward: 8,
        skills: ['Data Entry', 'Customer Chat Support'],
        outputs: [{ name: 'kind', label: 'What kind of message is it?', type: 'choice', options: ['Complaint', 'Question', 'Praise'], required: true }],
        overlap: 2,
        claimMinutes: 10,
        reviewHours: 48,
        status: 'closed',
        itemCount: 12,
        createdBy: adminId,
        publishedAt: at(30 * 24),
        createdAt: at(30 * 24),
      },
    ])
    .returning({ id: taskPools.id, title: taskPools.title });
  await tx.update(taskPools).set({ qualification: { poolId: exam.id, minScore: 80, retryHours: 24 } }).where(inArray(taskPools.id, [open.id]));

  // The exam: five control items, all answered right by the demo worker.
  const examItems = await tx
    .insert(taskItems)
    .values(categories.concat('Clothing').slice(0, 5).map((c, i) => ({ poolId: exam.id, line: i + 1, inputs: { product: products[c][4] }, gold: { category: c }, isControl: true, slotsLeft: 0 })))
    .returning({ id: taskItems.id, gold: taskItems.gold });

  // The open pool: 180 listings and 20 check items mixed through the lines.
  const openValues = Array.from({ length: 200 }, (_, i) => {
    const category = random.pick(categories);
    const control = i % 10 === 4;
    return { poolId: open.id, line: i + 1, inputs: { product: random.pick(products[category]), sku: `SKU-${String(1001 + i)}` }, gold: control ? { category } : null, isControl: control, slotsLeft: control ? 0 : 1 };
  });
  const openItems = await tx.insert(taskItems).values(openValues).returning({ id: taskItems.id, isControl: taskItems.isControl, gold: taskItems.gold, inputs: taskItems.inputs });

  const messages = [
    ['My parcel came two weeks late and the box was torn.', 'Complaint'],
    ['Do you deliver to Quetta?', 'Question'],
    ['The tailoring was perfect, thank you!', 'Praise'],
    ['Can I pay with JazzCash?', 'Question'],
    ['Wrong size sent twice now.', 'Complaint'],
    ['Great service, will order again.', 'Praise'],
    ['How long does a refund take?', 'Question'],
    ['The charger stopped working after a day.', 'Complaint'],
    ['Lovely packaging and a handwritten note!', 'Praise'],
    ['Is the rice aged or new crop?', 'Question'],
    ['Nobody answered my call yesterday.', 'Complaint'],
    ['Your team sorted my issue in minutes.', 'Praise'],
  ] as const;
  const closedItems = await tx
    .insert(taskItems)
    .values(messages.map(([text], i) => ({ poolId: closed.id, line: i + 1, inputs: { message: text }, slotsLeft: 0 })))
    .returning({ id: taskItems.id });

  const answers: Answer[] = [];
  const answer = (a: Omit<Answer, 'expiresAt'> & { answeredAt?: Date | null }) => answers.push({ ...a, expiresAt: new Date(((a.createdAt as Date) ?? now).getTime() + 15 * 60_000) });

  // The exam, passed (five of five).
  examItems.forEach((item, i) => {
    const when = at(8 * 24 - i * 0.05);
    answer({ poolId: exam.id, itemId: item.id, workerId, isControl: true, status: 'accepted', outputs: item.gold!, correct: true, reward: 10, answeredAt: when, reviewedAt: when, createdAt: when });
  });

  // The open pool: the demo worker's answers in every status.
  const regular = openItems.filter((i) => !i.isControl);
  const controls = openItems.filter((i) => i.isControl);
  const plan: { status: 'accepted' | 'pending' | 'rejected' | 'expired' | 'released'; hoursAgo: number; reason?: string }[] = [
    { status: 'accepted', hoursAgo: 100 },
    { status: 'accepted', hoursAgo: 99 },
    { status: 'accepted', hoursAgo: 98 },
    { status: 'rejected', hoursAgo: 97, reason: 'A steel pressure cooker belongs to Home and kitchen, not Electronics.' },
    { status: 'expired', hoursAgo: 50 },
    { status: 'released', hoursAgo: 49 },
    { status: 'pending', hoursAgo: 5 },
    { status: 'pending', hoursAgo: 4 },
  ];
  const slotsTaken: string[] = [];
  const demoPending: string[] = [];
  plan.forEach((p, i) => {
    const item = regular[i];
    const when = at(p.hoursAgo);
    const answered = p.status === 'accepted' || p.status === 'pending' || p.status === 'rejected';
    const id = uuidv7();
    if (p.status === 'accepted' || p.status === 'pending') slotsTaken.push(item.id);
    if (p.status === 'pending') demoPending.push(id);
    answer({
      id,
      poolId: open.id,
      itemId: item.id,
      workerId,
      status: p.status,
      outputs: answered ? { category: p.status === 'rejected' ? 'Electronics' : categories[i % categories.length] } : {},
      reason: p.reason ?? null,
      reward: p.status === 'accepted' ? 15 : null,
      answeredAt: answered ? when : null,
      reviewedAt: p.status === 'accepted' || p.status === 'rejected' ? new Date(when.getTime() + 2 * HOUR) : null,
      reviewedBy: p.status === 'accepted' || p.status === 'rejected' ? adminId : null,
      createdAt: new Date(when.getTime() - 5 * 60_000),
    });
  });
  // Two check items: one right (paid), one wrong.
  controls.slice(0, 2).forEach((item, i) => {
    const when = at(96 - i);
    const right = i === 0;
    const expected = item.gold!.category;
    const given = right ? expected : categories.find((c) => c !== expected)!;
    answer({ poolId: open.id, itemId: item.id, workerId, isControl: true, status: right ? 'accepted' : 'rejected', outputs: { category: given }, correct: right, reason: right ? null : 'The answer did not match the expected one', reward: right ? 15 : null, answeredAt: when, reviewedAt: when, createdAt: when });
  });

  // The closed pool: every message answered by two workers and reviewed; one answer rejected.
  const second = others[0] ?? null;
  closedItems.forEach((item, i) => {
    const truth = messages[i][1];
    const when = at(25 * 24 - i);
    answer({ poolId: closed.id, itemId: item.id, workerId, status: 'accepted', outputs: { kind: truth }, reward: 8, answeredAt: when, reviewedAt: when, reviewedBy: adminId, createdAt: when });
    if (!second) return;
    const wrong = i === 1;
    answer({
      poolId: closed.id,
      itemId: item.id,
      workerId: second,
      status: wrong ? 'rejected' : 'accepted',
      outputs: { kind: wrong ? 'Complaint' : truth },
      reason: wrong ? 'Asking about delivery is a question.' : null,
      reward: wrong ? null : 8,
      answeredAt: new Date(when.getTime() + HOUR),
      reviewedAt: new Date(when.getTime() + 2 * HOUR),
      reviewedBy: adminId,
      createdAt: new Date(when.getTime() + HOUR),
    });
  });

  const made = await tx.insert(taskAnswers).values(answers).returning({ id: taskAnswers.id, poolId: taskAnswers.poolId, itemId: taskAnswers.itemId, workerId: taskAnswers.workerId, status: taskAnswers.status, reward: taskAnswers.reward, reviewedAt: taskAnswers.reviewedAt, answeredAt: taskAnswers.answeredAt, isControl: taskAnswers.isControl, correct: taskAnswers.correct });

  // Items keep their counts as the app keeps them: a taken slot, an accepted answer.
  if (slotsTaken.length) await tx.update(taskItems).set({ slotsLeft: 0 }).where(inArray(taskItems.id, slotsTaken));
  await tx.execute(sql`update task_items i set accepted = c.n from (select item_id, count(*)::int as n from task_answers where status = 'accepted' and not is_control group by item_id) c where i.id = c.item_id`);

  // The workers' figures in each pool, from their answers.
  await tx.execute(sql`insert into task_pool_workers (pool_id, worker_id, answered, accepted, rejected, control_total, control_correct, earned, updated_at)
    select pool_id, worker_id,
      count(*) filter (where status in ('pending', 'accepted', 'rejected')),
      count(*) filter (where status = 'accepted'),
      count(*) filter (where status = 'rejected'),
      count(*) filter (where is_control and status in ('accepted', 'rejected')),
      count(*) filter (where is_control and correct),
      coalesce(sum(reward) filter (where status = 'accepted'), 0),
      max(coalesce(answered_at, created_at))
    from task_answers group by pool_id, worker_id`);
  await tx.update(taskPoolWorkers).set({ bestScore: 100, finishedAt: at(8 * 24 - 0.25) }).where(sql`${taskPoolWorkers.poolId} = ${exam.id} and ${taskPoolWorkers.workerId} = ${workerId}`);

  // Accepted answers were paid when they were accepted; pending ones wait for their review timer.
  for (const a of made.filter((x) => x.status === 'accepted')) await postPoolAnswerReward(tx, { answerId: a.id, workerId: a.workerId, reward: a.reward! }, a.reviewedAt ?? now);
  await scheduleJobs(
    tx,
    demoPending.map((id) => {
      const row = made.find((m) => m.id === id)!;
      const due = new Date(row.answeredAt!.getTime() + 72 * HOUR);
      return { type: 'task-pools.auto-accept', key: `task-answer-accept:${id}`, runAt: due, payload: { answerId: id } };
    }),
  );
}
