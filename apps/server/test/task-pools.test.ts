import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts, taskPoolTexts as t, ur, type Claim, type Pool, type ReviewAnswerList, type WorkerPool } from '@market/shared';
import { jobs, ledgerTransactions, notifications, taskAnswers, taskItems, taskPools } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { itemsCsv, makePool, manyWorkers, poolCall, poolInput } from './helpers/task-pools.js';
import { until } from './helpers/until.js';

type Session = Awaited<ReturnType<typeof signedIn>>;

let t0: TestContext;
let admin: Session;
let worker: Session;
let other: Session;
let designer: Session;
let unverified: Session;

beforeAll(async () => {
  t0 = await createTestApp();
  admin = await signedIn(t0.app, t0.db, 'admin');
  worker = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry'] });
  other = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry', 'Graphic Design'] });
  designer = await signedIn(t0.app, t0.db, 'verified', { skills: ['Graphic Design'] });
  unverified = await signedIn(t0.app, t0.db, 'user', { skills: ['Data Entry'] });
});
afterAll(() => t0.close());

let address: string | null = null;
/** The app on a port of its own (once), for requests over a real connection. */
const listening = async () => (address ??= await t0.app.listen({ port: 0, host: '127.0.0.1' }));

const call = (caller: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string, headers?: Record<string, string>) =>
  poolCall(t0.app, caller, method, url, payload, headers);
const csvPost = (poolId: string, csv: string, query = '') => call(admin, 'POST', `/api/task-pools/${poolId}/items${query}`, csv, { 'content-type': 'text/csv' });
const claim = async (who: Session, poolId: string) => {
  const res = await call(who, 'POST', `/api/task-pools/${poolId}/claim`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Claim;
};
const answer = (who: Session, itemId: string, outputs: Record<string, string>) => call(who, 'POST', `/api/task-items/${itemId}/answer`, { outputs });
const answerRow = async (id: string) => (await t0.db.select().from(taskAnswers).where(eq(taskAnswers.id, id)))[0];
const itemRow = async (id: string) => (await t0.db.select().from(taskItems).where(eq(taskItems.id, id)))[0];
const draft = async (over = {}) => {
  const res = await call(admin, 'POST', '/api/task-pools', poolInput(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().pool as Pool;
};
/** Answers a claim right when it is a control item (its gold), else with `regular`. */
const answerKnowing = async (who: Session, c: Claim, regular: string, control: 'right' | 'wrong') => {
  const item = await itemRow(c.item._id);
  const value = item.isControl ? (control === 'right' ? item.gold!.label : item.gold!.label === 'cat' ? 'dog' : 'cat') : regular;
  const res = await answer(who, c.item._id, { label: value });
  expect(res.statusCode, res.body).toBe(200);
  return { isControl: item.isControl, res };
};

describe('creating a pool', () => {
  it('makes a draft with the defaults: 201 { message, pool }', async () => {
    const res = await call(admin, 'POST', '/api/task-pools', poolInput());
    expect(res.statusCode, res.body).toBe(201);
    const { message, pool } = res.json();
    expect(message).toBe(t.created);
    expect(pool).toMatchObject({ status: 'draft', overlap: 1, claimMinutes: 30, reviewHours: 72, controlRate: 0, perWorkerLimit: null, isExam: false });
    expect(pool.progress).toMatchObject({ items: 0, itemsDone: 0, costPlanned: { amount: 0, currency: 'PKR' } });
  });

  it.each([
    [{ reward: 0 }, 'reward', t.rewardInvalid],
    [{ reward: 50_001 }, 'reward', t.rewardInvalid],
    [{ reward: 2.5 }, 'reward', t.rewardInvalid],
    [{ overlap: 6 }, 'overlap', t.overlapInvalid],
    [{ claimMinutes: 241 }, 'claimMinutes', t.claimMinutesInvalid],
    [{ reviewHours: 0 }, 'reviewHours', t.reviewHoursInvalid],
    [{ controlRate: 51 }, 'controlRate', t.controlRateInvalid],
    [{ skills: [] }, 'skills', t.skillsRequired],
    [{ outputs: [] }, 'outputs', t.outputsRequired],
    [{ outputs: [{ name: 'x', label: 'X', type: 'choice', options: ['one'] }] }, 'outputs.0.options', t.choiceOptionsRequired],
    [{ outputs: [{ name: '1x', label: 'X', type: 'text' }] }, 'outputs.0.name', t.outputNameInvalid],
    [{ outputs: [{ name: 'a', label: 'A', type: 'text' }, { name: 'A', label: 'B', type: 'text' }] }, 'outputs', t.outputNameRepeated],
  ])('refuses %j with its message at its field (400)', async (over, field, message) => {
    const res = await call(admin, 'POST', '/api/task-pools', poolInput(over as object));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses a qualification that is not an exam pool', async () => {
    const regular = await makePool(t0.app, admin, {}, itemsCsv(2), false);
    const res = await call(admin, 'POST', '/api/task-pools', poolInput({ qualification: { poolId: regular._id, minScore: 80, retryHours: 1 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(t.qualificationNotExam);
  });

  it('lets a draft change anything, an open pool only its title, desc, reviewHours and perWorkerLimit', async () => {
    const pool = await draft();
    const changed = await call(admin, 'PUT', `/api/task-pools/${pool._id}`, { overlap: 3, reward: 40 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().pool).toMatchObject({ overlap: 3, reward: 40 });
    await csvPost(pool._id, itemsCsv(4));
    expect((await call(admin, 'POST', `/api/task-pools/${pool._id}/publish`)).statusCode).toBe(200);
    const refused = await call(admin, 'PUT', `/api/task-pools/${pool._id}`, { reward: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(t.openFieldsOnly);
    const allowed = await call(admin, 'PUT', `/api/task-pools/${pool._id}`, { title: 'Renamed', perWorkerLimit: 3, reviewHours: 1.5 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().pool).toMatchObject({ title: 'Renamed', perWorkerLimit: 3, reviewHours: 1.5, reward: 40 });
    // Planned cost: 4 items x overlap 3 x Rs 40, in paisa.
    expect(allowed.json().pool.progress.costPlanned).toEqual({ amount: 4 * 3 * 40 * 100, currency: 'PKR' });
  });
});

describe('importing items', () => {
  it('answers every bad line and imports nothing', async () => {
    const pool = await draft();
    const csv = 'photo,gold:label\nhttps://e.com/1.jpg,\nhttps://e.com/2.jpg,cow\n,\nhttps://e.com/4.jpg,dog,extra\n"unclosed,\n';
    const res = await csvPost(pool._id, csv);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.message).toBe(t.importFailed);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { line: 3, message: t.goldNotOption('label', 'cow') },
        { line: 4, message: t.inputsRequired },
        { line: 5, message: t.csvColumnsMismatch(2, 3) },
      ]),
    );
    expect(body.errorCount).toBeGreaterThanOrEqual(4);
    const [{ n }] = await t0.db.select({ n: sql<number>`count(*)::int` }).from(taskItems).where(eq(taskItems.poolId, pool._id));
    expect(n).toBe(0);
    expect((await call(admin, 'GET', `/api/task-pools/${pool._id}`)).json().progress.items).toBe(0);
  });

  it('reads a CSV sent over a real connection as a stream, and refuses a value PostgreSQL cannot store at its line', async () => {
    const pool = await draft({ title: 'Over the wire' });
    const address = await listening();
    const post = (body: string) =>
      fetch(`${address}/api/task-pools/${pool._id}/items`, { method: 'POST', body, headers: { 'content-type': 'text/csv', cookie: admin.cookie, origin: address } });
    const bad = await post('photo\nfine.jpg\nnul\u0000here.jpg\n');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual([{ line: 3, message: requestTexts.badCharacters }]);
    const good = await post(itemsCsv(3));
    expect(good.status, await good.clone().text()).toBe(201);
    expect(((await good.json()) as { imported: number }).imported).toBe(3);
  });

  it('refuses a gold column for a field the pool does not have (line 1)', async () => {
    const pool = await draft();
    const res = await csvPost(pool._id, 'photo,gold:colour\na,red\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ line: 1, message: t.goldUnknown('colour') }]);
  });

  it('previews without writing (dryRun), then imports CSV and JSON items, control rows counted apart', async () => {
    const pool = await draft();
    const dry = await csvPost(pool._id, itemsCsv(3, 2), '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, imported: 5, controlItems: 2, columns: ['photo', 'gold:label'] });
    expect(dry.json().preview[0]).toEqual({ photo: 'https://example.com/p1.jpg', 'gold:label': '' });
    expect((await call(admin, 'GET', `/api/task-pools/${pool._id}`)).json().progress.items).toBe(0);

    const real = await csvPost(pool._id, itemsCsv(3, 2));
    expect(real.statusCode, real.body).toBe(201);
    expect(real.json().message).toBe(t.imported(5));
    const json = await call(admin, 'POST', `/api/task-pools/${pool._id}/items`, [{ photo: 'x.jpg' }, { photo: 'y.jpg', 'gold:label': 'DOG' }]);
    expect(json.statusCode, json.body).toBe(201);
    const got = (await call(admin, 'GET', `/api/task-pools/${pool._id}`)).json() as Pool;
    expect(got.progress).toMatchObject({ items: 4, controlItems: 3 });
    // A gold choice is stored in the option's own spelling.
    const [control] = await t0.db.select().from(taskItems).where(and(eq(taskItems.poolId, pool._id), eq(taskItems.line, 7)));
    expect(control.gold).toEqual({ label: 'dog' });
  });

  it('refuses a body that is neither CSV nor a JSON array (415), and items for a closed pool (409)', async () => {
    const pool = await draft();
    expect((await call(admin, 'POST', `/api/task-pools/${pool._id}/items`, 'a', { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await call(admin, 'POST', `/api/task-pools/${pool._id}/close`)).statusCode).toBe(200);
    expect((await csvPost(pool._id, itemsCsv(1))).statusCode).toBe(409);
  });

  it('will not publish a pool without items (409)', async () => {
    const pool = await draft();
    const res = await call(admin, 'POST', `/api/task-pools/${pool._id}/publish`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.noItems);
  });
});

describe('workers taking items', () => {
  let pool: Pool;
  beforeAll(async () => {
    pool = await makePool(t0.app, admin, { title: 'Take items', overlap: 2, claimMinutes: 5 }, itemsCsv(3));
  });

  it('lists the open pool to workers with its skill only, and tells them it opened', async () => {
    const mine = (await call(worker, 'GET', '/api/task-pools/available')).json().pools as WorkerPool[];
    const listed = mine.find((p) => p._id === pool._id);
    expect(listed).toMatchObject({ reward: 20, itemsLeft: 3, claimMinutes: 5, isExam: false });
    expect(JSON.stringify(listed)).not.toContain('gold');
    const theirs = (await call(designer, 'GET', '/api/task-pools/available')).json().pools as WorkerPool[];
    expect(theirs.some((p) => p._id === pool._id)).toBe(false);
    const refused = await call(designer, 'POST', `/api/task-pools/${pool._id}/claim`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.noSkill);
    await settled(t0.app);
    const told = await t0.db.select().from(notifications).where(and(eq(notifications.userId, worker.user.id), eq(notifications.type, 'task.pool_opened')));
    expect(told.some((n) => n.link === `/work/${pool._id}`)).toBe(true);
    const notTold = await t0.db.select().from(notifications).where(and(eq(notifications.userId, designer.user.id), eq(notifications.type, 'task.pool_opened')));
    expect(notTold).toHaveLength(0);
  });

  it('keeps unverified users out (403)', async () => {
    expect((await call(unverified, 'POST', `/api/task-pools/${pool._id}/claim`)).statusCode).toBe(403);
    expect((await call(unverified, 'GET', '/api/task-pools/available')).statusCode).toBe(403);
  });

  it('gives one claim per worker and pool: claiming again answers the same one', async () => {
    const first = await claim(worker, pool._id);
    expect(first.item.inputs).toEqual({ photo: 'https://example.com/p1.jpg' });
    expect(first.outputs[0].name).toBe('label');
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    const again = await claim(worker, pool._id);
    expect(again.answerId).toBe(first.answerId);
  });

  it('checks the answer against the fields (400) and takes a valid one: pending, the next claim is another item', async () => {
    const held = await claim(worker, pool._id);
    const empty = await answer(worker, held.item._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.label).toBe(t.answerRequired('What is shown'));
    const wrong = await answer(worker, held.item._id, { label: 'fish' });
    expect(wrong.json().fields.label).toBe(t.answerNotOption('What is shown'));
    const unknown = await answer(worker, held.item._id, { label: 'cat', colour: 'red' });
    expect(unknown.json().fields.colour).toBe(t.answerUnknownField('colour'));
    const ok = await answer(worker, held.item._id, { label: 'CAT' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().answer).toMatchObject({ status: 'pending', pool: { _id: pool._id } });
    expect((await answerRow(held.answerId)).outputs).toEqual({ label: 'cat' });
    const next = await claim(worker, pool._id);
    expect(next.item._id).not.toBe(held.item._id);
    // Answering the same item again: not the holder any more.
    expect((await answer(worker, held.item._id, { label: 'dog' })).statusCode).toBe(404);
  });

  it("never lets a worker answer another worker's item, and never gives more holders than the overlap", async () => {
    const mine = await claim(worker, pool._id);
    expect((await answer(other, mine.item._id, { label: 'cat' })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/task-items/${mine.item._id}/release`)).statusCode).toBe(404);
    // Overlap 2: every item has at most 2 holders or answers that are not rejected.
    const counts = rowsOf<{ n: number }>(await t0.db.execute(sql`select count(*)::int as n from task_answers where pool_id = ${pool._id} and status in ('claimed', 'pending', 'accepted') group by item_id`));
    expect(Math.max(...counts.map((r) => r.n))).toBeLessThanOrEqual(2);
  });

  it('gives a released item back to the pool', async () => {
    const held = await claim(other, pool._id);
    const before = (await itemRow(held.item._id)).slotsLeft;
    const res = await call(other, 'POST', `/api/task-items/${held.item._id}/release`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await answerRow(held.answerId)).status).toBe('released');
    expect((await itemRow(held.item._id)).slotsLeft).toBe(before + 1);
  });

  it('returns an expired claim to the pool by the recurring check, and says so to a late answer', async () => {
    const held = await claim(other, pool._id);
    const slots = (await itemRow(held.item._id)).slotsLeft;
    // The claim's time runs out (its expiry is moved to the past), and the check is due now.
    await t0.db.update(taskAnswers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(taskAnswers.id, held.answerId));
    await t0.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.key, 'task-pools.claims-check'));
    await t0.db.execute(sql`select pg_notify('market_jobs', '')`);
    await until(async () => (await answerRow(held.answerId)).status === 'expired');
    expect((await itemRow(held.item._id)).slotsLeft).toBe(slots + 1);
    const late = await answer(other, held.item._id, { label: 'cat' });
    expect(late.statusCode).toBe(404);
    const history = (await call(other, 'GET', '/api/task-answers/mine')).json();
    expect(history.answers.find((a: { _id: string }) => a._id === held.answerId).status).toBe('expired');
  });

  it('refuses an answer after expiresAt even before the job ran (409 claimExpired)', async () => {
    const held = await claim(other, pool._id);
    await t0.db.update(taskAnswers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(taskAnswers.id, held.answerId));
    const res = await answer(other, held.item._id, { label: 'cat' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.claimExpired);
    expect((await answerRow(held.answerId)).status).toBe('expired');
  });

  it('stops claims on a paused pool and resumes them when published again', async () => {
    expect((await call(admin, 'POST', `/api/task-pools/${pool._id}/pause`)).statusCode).toBe(200);
    const refused = await call(designer, 'POST', `/api/task-pools/${pool._id}/claim`);
    expect(refused.statusCode).toBe(409);
    expect((await call(admin, 'POST', `/api/task-pools/${pool._id}/publish`)).json().pool.status).toBe('open');
  });

  it('says when no item is left for the worker (409)', async () => {
    const small = await makePool(t0.app, admin, { title: 'One item' }, itemsCsv(1));
    const held = await claim(worker, small._id);
    expect((await answer(worker, held.item._id, { label: 'dog' })).statusCode).toBe(200);
    const none = await call(worker, 'POST', `/api/task-pools/${small._id}/claim`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(t.noItemsLeft);
    // Overlap 1 and answered: nobody else gets it either.
    expect((await call(other, 'POST', `/api/task-pools/${small._id}/claim`)).statusCode).toBe(409);
  });

  it('stops a worker at the per-worker limit', async () => {
    const limited = await makePool(t0.app, admin, { title: 'Limited', perWorkerLimit: 1 }, itemsCsv(3));
    const held = await claim(worker, limited._id);
    await answer(worker, held.item._id, { label: 'cat' });
    const res = await call(worker, 'POST', `/api/task-pools/${limited._id}/claim`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.limitReached);
    const available = (await call(worker, 'GET', '/api/task-pools/available')).json().pools as WorkerPool[];
    expect(available.some((p) => p._id === limited._id)).toBe(false);
  });
});

describe('control items and accuracy', () => {
  it('tells an Urdu reader why a control answer was wrong in Urdu', async () => {
    const w = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry'], language: 'ur' });
    const exam = await makePool(t0.app, admin, { title: 'Urdu reasons' }, itemsCsv(0, 1, 'dog'));
    const c = await claim(w, exam._id);
    const res = await answer(w, c.item._id, { label: 'cat' });
    expect(res.json().answer.reason).toBe(ur.taskPoolTexts.controlWrong);
    expect((await call(w, 'GET', '/api/task-answers/mine')).json().answers[0].reason).toBe(ur.taskPoolTexts.controlWrong);
  });

  it('checks a control answer at once, pays it when right, and blocks a worker below minAccuracy after 5 controls', async () => {
    const w = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry'] });
    const pool = await makePool(t0.app, admin, { title: 'Checked work', controlRate: 50, minAccuracy: 80 }, itemsCsv(30, 12));
    let controls = 0;
    let firstPending: string | null = null;
    while (controls < 5) {
      const c = await claim(w, pool._id);
      const { isControl, res } = await answerKnowing(w, c, 'bird', controls === 0 ? 'right' : 'wrong');
      if (isControl) {
        controls++;
        const row = await answerRow(c.answerId);
        expect(row.status).toBe(controls === 1 ? 'accepted' : 'rejected');
        if (controls > 1) expect(res.json().answer.reason).toBe(t.controlWrong);
      } else firstPending ??= c.answerId;
    }
    // The claim never says which items are controls.
    // 1 right of 5 = 20 %: blocked from this pool, the reason shown on it.
    const standing = (await call(w, 'GET', `/api/task-pools/${pool._id}/work`)).json() as WorkerPool;
    expect(standing.me.accuracy).toBe(20);
    expect(standing.me.blocked?.reason).toBe(t.autoBlockReason(20, 80));
    const refused = await call(w, 'POST', `/api/task-pools/${pool._id}/claim`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.blockedFromPool(t.autoBlockReason(20, 80)));
    if (firstPending) expect((await answerRow(firstPending)).flagged).toBe(true);
    // The right control answer was paid once.
    await settled(t0.app);
    const paid = await t0.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.userId, w.user.id), eq(ledgerTransactions.refType, 'task_answer')));
    expect(paid).toHaveLength(1);
    const told = await t0.db.select().from(notifications).where(and(eq(notifications.userId, w.user.id), eq(notifications.type, 'task.pool_blocked')));
    expect(told).toHaveLength(1);
    // Admins see the worker's accuracy and block; an unblock lets them claim again.
    const workers = (await call(admin, 'GET', `/api/task-pools/${pool._id}/workers`)).json().workers;
    expect(workers.find((x: { _id: string }) => x._id === w.user.id)).toMatchObject({ accuracy: 20, blocked: { all: false } });
    expect((await call(admin, 'DELETE', `/api/task-pools/${pool._id}/blocks/${w.user.id}`)).statusCode).toBe(200);
    expect((await call(w, 'POST', `/api/task-pools/${pool._id}/claim`)).statusCode).toBe(200);
  });

  it('never hands a gold answer to a worker, and admins see it on review', async () => {
    const w = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry'] });
    const outputs = [{ name: 'label', label: 'Word', type: 'text' as const, required: true }];
    const exam = await makePool(t0.app, admin, { title: 'Gold hidden', outputs }, itemsCsv(0, 2, 'zebra-secret'));
    const c = await claim(w, exam._id);
    expect(JSON.stringify(c)).not.toContain('zebra');
    expect(JSON.stringify((await call(w, 'GET', `/api/task-pools/${exam._id}/work`)).json())).not.toContain('zebra');
    await answer(w, c.item._id, { label: 'Zebra-Secret' });
    expect(JSON.stringify((await call(w, 'GET', '/api/task-answers/mine')).json())).not.toContain('zebra-secret');
    const review = (await call(admin, 'GET', `/api/task-pools/${exam._id}/answers?status=accepted`)).json() as ReviewAnswerList;
    expect(review.answers[0].item).toMatchObject({ isControl: true, gold: { label: 'zebra-secret' } });
    expect(review.answers[0].correct).toBe(true);
  });

  it('blocks by admins per pool and for all pools, with the reason the worker sees', async () => {
    const w = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry'] });
    const pool = await makePool(t0.app, admin, { title: 'Admin blocks' }, itemsCsv(3));
    expect((await call(admin, 'POST', `/api/task-pools/all/blocks`, { userId: w.user.id, reason: 'Copied answers' })).statusCode).toBe(200);
    const res = await call(w, 'POST', `/api/task-pools/${pool._id}/claim`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(t.blockedFromPool('Copied answers'));
    expect((await call(admin, 'POST', `/api/task-pools/all/blocks`, { userId: w.user.id, reason: '' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', `/api/task-pools/${pool._id}/blocks`, { userId: unverified.user.id, reason: 'x' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/task-pools/all/blocks/${w.user.id}`)).statusCode).toBe(200);
    expect((await call(w, 'POST', `/api/task-pools/${pool._id}/claim`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/task-pools/all/blocks/${w.user.id}`)).statusCode).toBe(404);
  });
});

describe('qualification exams', () => {
  it('shows the exam first, scores it, lets a failed worker retry after retryHours, then opens the pool', async () => {
    const w = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry'] });
    const exam = await makePool(t0.app, admin, { title: 'Labelling exam' }, itemsCsv(0, 2, 'dog'));
    expect(exam.isExam).toBe(true);
    // A retry wait of about a second (hours in decimals).
    const real = await makePool(t0.app, admin, { title: 'Needs the exam', qualification: { poolId: exam._id, minScore: 100, retryHours: 0.0003 } }, itemsCsv(3));
    const listed = ((await call(w, 'GET', '/api/task-pools/available')).json().pools as WorkerPool[]).filter((p) => [exam._id, real._id].includes(p._id));
    expect(listed.find((p) => p._id === real._id)?.me.qualification).toMatchObject({ poolId: exam._id, title: 'Labelling exam', state: 'required' });
    expect(listed.find((p) => p._id === exam._id)?.itemsLeft).toBe(2);
    const locked = await call(w, 'POST', `/api/task-pools/${real._id}/claim`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(t.qualificationRequired);

    // Fail: one of two right = 50 %.
    await answerKnowing(w, await claim(w, exam._id), '', 'right');
    await answerKnowing(w, await claim(w, exam._id), '', 'wrong');
    const failed = (await call(w, 'GET', `/api/task-pools/${real._id}/work`)).json() as WorkerPool;
    expect(failed.me.qualification).toMatchObject({ state: 'failed' });
    expect((await call(w, 'GET', `/api/task-pools/${exam._id}/work`)).json().me.exam).toMatchObject({ score: 50, finished: true });

    // After the wait the exam is taken again, from its first item.
    await until(async () => (await call(w, 'POST', `/api/task-pools/${exam._id}/claim`)).statusCode === 200);
    const retry = await claim(w, exam._id);
    await answerKnowing(w, retry, '', 'right');
    await answerKnowing(w, await claim(w, exam._id), '', 'right');
    const passed = (await call(w, 'GET', `/api/task-pools/${real._id}/work`)).json() as WorkerPool;
    expect(passed.me.qualification?.state).toBe('passed');
    expect((await call(w, 'POST', `/api/task-pools/${real._id}/claim`)).statusCode).toBe(200);
  });
});

describe('a finished exam', () => {
  it('leaves nothing to take until another try is allowed, and says the score', async () => {
    const w = await signedIn(t0.app, t0.db, 'verified', { skills: ['Data Entry'] });
    const exam = await makePool(t0.app, admin, { title: 'Finished exam' }, itemsCsv(0, 1, 'cat'));
    await makePool(t0.app, admin, { title: 'Behind the finished exam', qualification: { poolId: exam._id, minScore: 50, retryHours: 24 } }, itemsCsv(1));
    await answerKnowing(w, await claim(w, exam._id), '', 'right');
    const res = await call(w, 'POST', `/api/task-pools/${exam._id}/claim`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.examFinished(100));
    expect((await call(w, 'GET', `/api/task-pools/${exam._id}/work`)).json()).toMatchObject({ itemsLeft: 0, me: { exam: { score: 100, finished: true } } });
    const available = (await call(w, 'GET', '/api/task-pools/available')).json().pools as WorkerPool[];
    expect(available.some((p) => p._id === exam._id)).toBe(false);
  });
});

describe('review and money', () => {
  let pool: Pool;
  beforeAll(async () => {
    pool = await makePool(t0.app, admin, { title: 'Reviewed pool', reward: 35, overlap: 2 }, itemsCsv(6));
  });

  const answered = async (who: Session, label = 'cat') => {
    const c = await claim(who, pool._id);
    const res = await answer(who, c.item._id, { label });
    expect(res.statusCode, res.body).toBe(200);
    return c;
  };
  const rewardsOf = (answerId: string) => t0.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, `task-answer-reward:${answerId}`));

  it('accepts an answer exactly once, also when two admins accept it at the same moment', async () => {
    const c = await answered(worker);
    const results = await Promise.all([call(admin, 'POST', `/api/task-answers/${c.answerId}/accept`), call(admin, 'POST', `/api/task-answers/${c.answerId}/accept`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rewardsOf(c.answerId)).toHaveLength(1);
    const entries = (await call(worker, 'GET', '/api/earnings/entries?currency=PKR')).json().entries;
    expect(entries.find((e: { ref: { id: string } }) => e.ref.id === c.answerId)).toMatchObject({ kind: 'task_reward', amount: 3500, ref: { type: 'task_answer' } });
    expect((await itemRow(c.item._id)).accepted).toBe(1);
  });

  it('rejects with a required reason the worker sees and is told; the item takes another worker', async () => {
    const c = await answered(other, 'dog');
    expect((await call(admin, 'POST', `/api/task-answers/${c.answerId}/reject`, { reason: '' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', `/api/task-answers/${c.answerId}/reject`, { reason: 'x'.repeat(1025) })).statusCode).toBe(400);
    const slots = (await itemRow(c.item._id)).slotsLeft;
    const res = await call(admin, 'POST', `/api/task-answers/${c.answerId}/reject`, { reason: 'The photo shows a cat' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await itemRow(c.item._id)).slotsLeft).toBe(slots + 1);
    const mine = (await call(other, 'GET', '/api/task-answers/mine')).json().answers;
    expect(mine.find((a: { _id: string }) => a._id === c.answerId)).toMatchObject({ status: 'rejected', reason: 'The photo shows a cat', reward: null });
    expect(await rewardsOf(c.answerId)).toHaveLength(0);
    await settled(t0.app);
    const [told] = await t0.db.select().from(notifications).where(and(eq(notifications.userId, other.user.id), eq(notifications.type, 'task.answer_rejected')));
    expect(told.body).toContain('The photo shows a cat');
    // Reviewed already: 409.
    expect((await call(admin, 'POST', `/api/task-answers/${c.answerId}/accept`)).statusCode).toBe(409);
  });

  it('reviews many at once and shows the majority and agreement per item', async () => {
    const a = await answered(other, 'bird');
    const b = await answered(worker, 'bird');
    const res = await call(admin, 'POST', '/api/task-answers/review', { ids: [a.answerId, b.answerId], decision: 'accept' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reviewed).toBe(2);
    expect((await call(admin, 'POST', '/api/task-answers/review', { ids: [a.answerId], decision: 'reject' })).statusCode).toBe(400);
    const list = (await call(admin, 'GET', `/api/task-pools/${pool._id}/answers?status=accepted`)).json() as ReviewAnswerList;
    const withTwo = list.answers.find((x) => x._id === a.answerId)!;
    expect(withTwo.item.majority).toEqual({ label: 'bird' });
    if (a.item._id === b.item._id) expect(withTwo.item.agreement).toBe(100);
    const progress = (await call(admin, 'GET', `/api/task-pools/${pool._id}`)).json().progress;
    expect(progress.accepted).toBeGreaterThanOrEqual(3);
    expect(progress.costSpent.amount).toBe(progress.accepted * 3500);
  });

  it('accepts answers nobody reviewed in reviewHours by its durable job (decimal hours)', async () => {
    const quick = await makePool(t0.app, admin, { title: 'Quick review', reviewHours: 0.0003 }, itemsCsv(2));
    const c = await claim(worker, quick._id);
    await answer(worker, c.item._id, { label: 'cat' });
    await until(async () => (await answerRow(c.answerId)).status === 'accepted');
    expect(await rewardsOf(c.answerId)).toHaveLength(1);
    expect((await answerRow(c.answerId)).reviewedBy).toBeNull();
  });

  it('writes the results CSV: one line per item with the majority and each answer', async () => {
    const res = await call(admin, 'GET', `/api/task-pools/${pool._id}/results.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('"line","photo","control","majority:label","agreement","answer_1","answer_2"');
    expect(lines).toHaveLength(7);
    expect(lines.some((l) => l.includes('"bird"'))).toBe(true);
  });

  it('keeps the ledger balanced', async () => {
    await settled(t0.app);
    const [{ total }] = rowsOf<{ total: string }>(await t0.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`));
    expect(Number(total)).toBe(0);
  });
});

describe('access', () => {
  it('answers 403 to non-admins on admin routes and 401 to visitors', async () => {
    const pool = await makePool(t0.app, admin, { title: 'Access' }, itemsCsv(1));
    for (const [method, url] of [
      ['GET', '/api/task-pools'],
      ['GET', `/api/task-pools/${pool._id}`],
      ['GET', `/api/task-pools/${pool._id}/answers`],
      ['GET', `/api/task-pools/${pool._id}/results.csv`],
      ['GET', `/api/task-pools/${pool._id}/workers`],
      ['POST', `/api/task-pools/${pool._id}/pause`],
    ] as const) {
      expect((await call(worker, method, url)).statusCode, url).toBe(403);
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'GET', '/api/task-pools/latest')).statusCode).toBe(200);
  });

  it('shows a draft to nobody but admins', async () => {
    const pool = await draft({ title: 'Hidden draft' });
    expect((await call(worker, 'GET', `/api/task-pools/${pool._id}/work`)).statusCode).toBe(404);
    expect((await call(worker, 'POST', `/api/task-pools/${pool._id}/claim`)).statusCode).toBe(409);
    const latest = (await call(null, 'GET', '/api/task-pools/latest')).json().pools;
    expect(latest.some((p: { _id: string }) => p._id === pool._id)).toBe(false);
  });
});

describe('concurrency', () => {
  it('gives 200 workers claiming at once 200 different holds, never past the overlap, without a 500', async () => {
    const pool = await makePool(t0.app, admin, { title: 'Rush', overlap: 2 }, itemsCsv(150));
    const crowd = await manyWorkers(t0.db, 200);
    const results = await Promise.all(crowd.map((w) => poolCall(t0.app, w, 'POST', `/api/task-pools/${pool._id}/claim`)));
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t0.db.select({ itemId: taskAnswers.itemId, workerId: taskAnswers.workerId }).from(taskAnswers).where(eq(taskAnswers.poolId, pool._id));
    expect(new Set(rows.map((r) => r.workerId)).size).toBe(200);
    const perItem = new Map<string, number>();
    for (const r of rows) perItem.set(r.itemId, (perItem.get(r.itemId) ?? 0) + 1);
    expect(Math.max(...perItem.values())).toBeLessThanOrEqual(2);
    const [{ left }] = await t0.db.select({ left: sql<number>`sum(slots_left)::int` }).from(taskItems).where(eq(taskItems.poolId, pool._id));
    expect(left).toBe(300 - 200);
  });

  it('makes one claim when one worker claims twice at once', async () => {
    const pool = await makePool(t0.app, admin, { title: 'Double tap' }, itemsCsv(5));
    const [a, b] = await Promise.all([call(worker, 'POST', `/api/task-pools/${pool._id}/claim`), call(worker, 'POST', `/api/task-pools/${pool._id}/claim`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().answerId).toBe(b.json().answerId);
  });
});

describe('the header list', () => {
  it('lists the newest open pools with titles and rewards only', async () => {
    const res = await call(null, 'GET', '/api/task-pools/latest');
    const pools = res.json().pools;
    expect(pools.length).toBeGreaterThan(0);
    expect(pools.length).toBeLessThanOrEqual(9);
    expect(Object.keys(pools[0]).sort()).toEqual(['_id', 'reward', 'title']);
    const open = await t0.db.select({ id: taskPools.id }).from(taskPools).where(eq(taskPools.status, 'open'));
    expect(open.map((p) => p.id)).toEqual(expect.arrayContaining(pools.map((p: { _id: string }) => p._id)));
  });
});
