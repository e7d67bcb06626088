import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskTexts, type Task, type TaskList } from '@market/shared';
import { domainEvents, files, submissions, tasks } from '../src/db/schema/index.js';
import { createTestApp, settled, type TestContext } from './helpers/app.js';
import { createUser, signedIn } from './helpers/factories.js';
import { samplePdf, uploadFile } from './helpers/uploads.js';

type Session = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let admin: Session;
let otherAdmin: Session;
let worker: Session;
let stranger: Session;
let unverified: Session;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.db, 'admin');
  otherAdmin = await signedIn(t.app, t.db, 'admin');
  worker = await signedIn(t.app, t.db, 'verified');
  stranger = await signedIn(t.app, t.db, 'verified');
  unverified = await signedIn(t.app, t.db, 'user');
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3366cc' } }).png().toBuffer();
});
afterAll(() => t.close());

// ---------- helpers ----------

type Caller = Session | null;
const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: caller ? { cookie: caller.cookie } : {} });

const taskFile = (by: Session = admin) => uploadFile(t.app, by.cookie, 'task', { data: samplePdf, filename: 'brief.pdf', type: 'application/pdf' });
const workFile = (by: Session = worker) => uploadFile(t.app, by.cookie, 'submission', { data: png, filename: 'work.png', type: 'image/png' });

async function newTask(fields: Partial<{ assignee: string; files: string[]; title: string; deadline: string }> = {}): Promise<Task> {
  const res = await call(admin, 'POST', '/api/task', { title: 'Data entry', desc: 'Copy 200 rows', assignee: worker.user.id, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().task;
}

const taskRow = async (id: string) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0];
const fileRow = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0];
const idOf = (url: string) => url.split('/').pop()!;

// ---------- create ----------

describe('POST /api/task', () => {
  it('creates a task for a verified user with the admin’s files: 201 { message, task }', async () => {
    const pdf = await taskFile();
    const res = await call(admin, 'POST', '/api/task', {
      title: 'Blog Content Writing',
      desc: 'Two posts',
      assignee: worker.user.id,
      deadline: '2030-01-02T10:00:00.000Z',
      files: [pdf.url],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(taskTexts.created);
    expect(body.task).toMatchObject({
      title: 'Blog Content Writing',
      desc: 'Two posts',
      status: 'To Do',
      feedback: '',
      deadline: '2030-01-02T10:00:00.000Z',
      files: [pdf.url],
      assignee: { _id: worker.user.id, username: worker.user.username, email: worker.user.email, img: '/img/noavatar.svg' },
    });
    expect(body.task.attachments).toEqual([expect.objectContaining({ url: pdf.url, name: 'brief.pdf', type: 'application/pdf' })]);
    expect((await taskRow(body.task._id)).createdBy).toBe(admin.user.id);
    // The list reads its rows another way (as the driver makes them): the same task, byte for byte.
    const listed: TaskList = (await call(admin, 'GET', '/api/task?limit=100')).json();
    expect(listed.tasks.find((x) => x._id === body.task._id)).toEqual(body.task);
    // Without an assignee (their account gone) and a deadline, list and detail still agree, key order included.
    await t.db.update(tasks).set({ assigneeId: null, deadline: null }).where(eq(tasks.id, body.task._id));
    const detail = (await call(admin, 'GET', `/api/task/${body.task._id}`)).json();
    expect(detail).toMatchObject({ assignee: null, deadline: null });
    const again: TaskList = (await call(admin, 'GET', '/api/task?limit=100')).json();
    expect(JSON.stringify(again.tasks.find((x) => x._id === body.task._id))).toBe(JSON.stringify(detail));
  });

  it('refuses an unverified, unknown or missing assignee with 400 and a clear message', async () => {
    for (const assignee of [unverified.user.id, '0190a0a0-0000-7000-8000-000000000000']) {
      const res = await call(admin, 'POST', '/api/task', { title: 'X', desc: 'Y', assignee });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: taskTexts.assigneeNotVerified, fields: { assignee: taskTexts.assigneeNotVerified } });
    }
    expect((await call(admin, 'POST', '/api/task', { title: 'X', desc: 'Y' })).statusCode).toBe(400);
  });

  it('refuses blank titles, bad deadlines and unknown fields', async () => {
    const base = { title: 'T', desc: 'D', assignee: worker.user.id };
    expect((await call(admin, 'POST', '/api/task', { ...base, title: '  ' })).json().message).toBe(taskTexts.titleRequired);
    expect((await call(admin, 'POST', '/api/task', { ...base, deadline: 'tomorrow' })).statusCode).toBe(400);
    // A year PostgreSQL does not have (this one once answered 500), and one before 1900.
    for (const deadline of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z']) {
      const res = await call(admin, 'POST', '/api/task', { ...base, deadline });
      expect(res.statusCode, deadline).toBe(400);
      expect(res.json().fields.deadline, deadline).toBe(taskTexts.deadlineInvalid);
    }
    expect((await call(admin, 'POST', '/api/task', { ...base, status: 'Complete' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/task', { ...base, files: ['https://evil.example/x.pdf'] })).statusCode).toBe(400);
  });

  it('accepts only task uploads of this admin that no other task holds', async () => {
    const others = await taskFile(otherAdmin);
    const work = await workFile(admin);
    for (const url of [others.url, work.url]) {
      const res = await call(admin, 'POST', '/api/task', { title: 'T', desc: 'D', assignee: worker.user.id, files: [url] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(taskTexts.badFile);
    }
    const used = await taskFile();
    await newTask({ files: [used.url] });
    const again = await call(admin, 'POST', '/api/task', { title: 'T', desc: 'D', assignee: worker.user.id, files: [used.url] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(taskTexts.fileInUse);
  });

  it('is for admins only', async () => {
    const payload = { title: 'T', desc: 'D', assignee: worker.user.id };
    expect((await call(null, 'POST', '/api/task', payload)).statusCode).toBe(401);
    for (const caller of [worker, stranger, unverified]) expect((await call(caller, 'POST', '/api/task', payload)).statusCode).toBe(403);
  });
});

// ---------- lists ----------

describe('task lists', () => {
  let listed: Session;
  const made: Task[] = [];

  beforeAll(async () => {
    listed = await signedIn(t.app, t.db, 'verified');
    const statuses = ['To Do', 'In Progress', 'To Do', 'Complete', 'In Complete', 'To Do', 'In Progress'] as const;
    for (const [i, status] of statuses.entries()) {
      const task = await newTask({ assignee: listed.user.id, title: `List task ${i + 1}` });
      if (status !== 'To Do') await call(admin, 'PUT', `/api/task/${task._id}`, { status });
      made.push({ ...task, status });
    }
  });

  it('pages one assignee’s tasks newest first, with totalPages = ceil(count / limit)', async () => {
    const first: TaskList = (await call(listed, 'GET', `/api/task/assigned/${listed.user.id}?page=1&limit=5`)).json();
    expect(first.totalPages).toBe(2);
    expect(first.tasks.map((x) => x.title)).toEqual(['List task 7', 'List task 6', 'List task 5', 'List task 4', 'List task 3']);
    const second: TaskList = (await call(listed, 'GET', `/api/task/assigned/${listed.user.id}?page=2&limit=5`)).json();
    expect(second.tasks.map((x) => x.title)).toEqual(['List task 2', 'List task 1']);
    expect((await call(listed, 'GET', `/api/task/assigned/${listed.user.id}?page=3&limit=5`)).json()).toEqual({ tasks: [], totalPages: 2 });
    expect((await call(listed, 'GET', `/api/task/assigned/${listed.user.id}?limit=7`)).json().totalPages).toBe(1);
    expect((await call(listed, 'GET', `/api/task/assigned/${listed.user.id}?limit=3`)).json().totalPages).toBe(3);
    // Default page size is 5.
    expect((await call(listed, 'GET', `/api/task/assigned/${listed.user.id}`)).json().tasks).toHaveLength(5);
    expect(first.tasks[0].assignee).toEqual({ _id: listed.user.id, username: listed.user.username, email: listed.user.email, img: '/img/noavatar.svg' });
  });

  it('filters by status', async () => {
    const todo: TaskList = (await call(listed, 'GET', `/api/task/assigned/${listed.user.id}?status=To%20Do&limit=10`)).json();
    expect(todo.tasks.map((x) => x.title)).toEqual(['List task 6', 'List task 3', 'List task 1']);
    expect(todo.totalPages).toBe(1);
    const done: TaskList = (await call(admin, 'GET', `/api/task?status=Complete&limit=100`)).json();
    expect(done.tasks.length).toBeGreaterThan(0);
    expect(done.tasks.every((x) => x.status === 'Complete')).toBe(true);
    expect((await call(admin, 'GET', '/api/task?status=Done')).statusCode).toBe(400);
  });

  it('gives admins every task with the same page maths', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(tasks);
    const res: TaskList = (await call(admin, 'GET', '/api/task?page=1&limit=4')).json();
    expect(res.totalPages).toBe(Math.ceil(n / 4));
    expect(res.tasks).toHaveLength(4);
    const times = res.tasks.map((x) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const bad of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'sort=title']) expect((await call(admin, 'GET', `/api/task?${bad}`)).statusCode).toBe(400);
  });

  it('answers { tasks: [], totalPages: 0 } for someone with no tasks', async () => {
    const idle = await signedIn(t.app, t.db, 'verified');
    expect((await call(idle, 'GET', `/api/task/assigned/${idle.user.id}`)).json()).toEqual({ tasks: [], totalPages: 0 });
  });

  it('shows a worker’s list to that worker and admins only', async () => {
    const url = `/api/task/assigned/${listed.user.id}`;
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', url)).statusCode).toBe(403);
    expect((await call(unverified, 'GET', url)).statusCode).toBe(403);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    for (const caller of [worker, stranger, unverified]) expect((await call(caller, 'GET', '/api/task')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/task')).statusCode).toBe(401);
  });
});

// ---------- one task ----------

describe('GET /api/task/:id', () => {
  it('shows the task to its assignee and admins, and to nobody else', async () => {
    const task = await newTask();
    expect((await call(worker, 'GET', `/api/task/${task._id}`)).json()).toMatchObject({ _id: task._id, title: 'Data entry' });
    expect((await call(otherAdmin, 'GET', `/api/task/${task._id}`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/api/task/${task._id}`)).statusCode).toBe(404);
    expect((await call(unverified, 'GET', `/api/task/${task._id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/task/${task._id}`)).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/task/0190a0a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/task/not-an-id')).statusCode).toBe(400);
  });
});

// ---------- edit and status ----------

describe('PUT /api/task/:id', () => {
  it('lets an admin edit every field', async () => {
    const other = await signedIn(t.app, t.db, 'verified');
    const task = await newTask();
    const res = await call(admin, 'PUT', `/api/task/${task._id}`, {
      title: 'Edited',
      desc: 'New desc',
      assignee: other.user.id,
      deadline: '2031-05-06T07:08:09.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: taskTexts.updated });
    expect(await taskRow(task._id)).toMatchObject({ title: 'Edited', desc: 'New desc', assigneeId: other.user.id, deadline: new Date('2031-05-06T07:08:09.000Z') });
    expect((await call(admin, 'PUT', `/api/task/${task._id}`, { deadline: null })).statusCode).toBe(200);
    expect((await taskRow(task._id)).deadline).toBeNull();
    expect((await call(admin, 'PUT', `/api/task/${task._id}`, { assignee: unverified.user.id })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/api/task/${task._id}`, {})).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `/api/task/${task._id}`, { createdBy: admin.user.id })).statusCode).toBe(400);
  });

  it('sets any status with feedback for admins; a status change replaces the feedback', async () => {
    const task = await newTask();
    const res = await call(admin, 'PUT', `/api/task/${task._id}`, { status: 'In Complete', feedback: 'Fix page 3' });
    expect(res.json()).toEqual({ message: taskTexts.statusUpdated });
    expect(await taskRow(task._id)).toMatchObject({ status: 'In Complete', feedback: 'Fix page 3' });
    expect((await call(worker, 'GET', `/api/task/${task._id}`)).json().feedback).toBe('Fix page 3');
    await call(admin, 'PUT', `/api/task/${task._id}`, { status: 'Complete' });
    expect(await taskRow(task._id)).toMatchObject({ status: 'Complete', feedback: '' });
  });

  it('lets the assignee set only To Do or In Progress, and nothing else', async () => {
    const task = await newTask();
    const ok = await call(worker, 'PUT', `/api/task/${task._id}`, { status: 'In Progress' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: taskTexts.statusUpdated });
    expect((await taskRow(task._id)).status).toBe('In Progress');
    for (const status of ['Complete', 'In Complete']) {
      const res = await call(worker, 'PUT', `/api/task/${task._id}`, { status });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(taskTexts.workerStatusOnly);
    }
    const edit = await call(worker, 'PUT', `/api/task/${task._id}`, { title: 'Mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(taskTexts.workerFieldsOnly);
    expect((await call(worker, 'PUT', `/api/task/${task._id}`, { status: 'To Do', feedback: 'self praise' })).statusCode).toBe(403);
    expect(await taskRow(task._id)).toMatchObject({ status: 'In Progress', title: 'Data entry', feedback: '' });
    expect((await call(stranger, 'PUT', `/api/task/${task._id}`, { status: 'To Do' })).statusCode).toBe(404);
    expect((await call(unverified, 'PUT', `/api/task/${task._id}`, { status: 'To Do' })).statusCode).toBe(403);
    expect((await call(null, 'PUT', `/api/task/${task._id}`, { status: 'To Do' })).statusCode).toBe(401);
    await call(admin, 'PUT', `/api/task/${task._id}`, { status: 'Complete' });
    expect((await call(worker, 'PUT', `/api/task/${task._id}`, { status: 'In Progress' })).statusCode).toBe(409);
  });

  it('deletes the files an admin takes off a task, rows and bytes; keeps and adds the rest', async () => {
    const [keep, drop, add] = [await taskFile(), await taskFile(), await taskFile()];
    const task = await newTask({ files: [keep.url, drop.url] });
    const dropRow = await fileRow(drop._id);
    // Another admin may keep the files already attached and add their own.
    const extra = await taskFile(otherAdmin);
    const res = await call(otherAdmin, 'PUT', `/api/task/${task._id}`, { files: [keep.url, extra.url] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await taskRow(task._id)).fileIds).toEqual([keep._id, extra._id]);
    expect(await fileRow(drop._id)).toBeUndefined();
    await settled(t.app);
    expect(await t.storage.exists(dropRow.storageKey)).toBe(false);
    expect(await fileRow(keep._id)).toBeDefined();
    expect((await call(otherAdmin, 'PUT', `/api/task/${task._id}`, { files: [keep.url, add.url] })).statusCode).toBe(400);
  });
});

// ---------- submissions ----------

describe('submitted work', () => {
  it('creates, then updates, a submission, writing its status to the task', async () => {
    const task = await newTask();
    expect((await call(worker, 'GET', `/api/submitedTask/${task._id}`)).json()).toBeNull();

    const [a, b] = [await workFile(), await workFile()];
    const created = await call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'First try', files: [a.url, b.url], status: 'In Progress' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(taskTexts.submitted);
    const sub = created.json().submission;
    expect(sub).toMatchObject({ taskId: task._id, userId: worker.user.id, desc: 'First try', files: [a.url, b.url], status: 'In Progress' });
    expect(sub.attachments.map((f: { type: string }) => f.type)).toEqual(['image/png', 'image/png']);
    expect((await taskRow(task._id)).status).toBe('In Progress');
    expect((await call(admin, 'GET', `/api/submitedTask/${task._id}`)).json()._id).toBe(sub._id);

    const second = await call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'Again', files: [], status: 'To Do' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(taskTexts.alreadySubmitted);

    const c = await workFile();
    const bRow = await fileRow(b._id);
    const updated = await call(worker, 'PUT', `/api/submitedTask/${sub._id}`, { id: task._id, desc: 'Second try', files: [a.url, c.url], status: 'To Do' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().submission).toMatchObject({ desc: 'Second try', files: [a.url, c.url], status: 'To Do' });
    expect((await taskRow(task._id)).status).toBe('To Do');
    expect(await fileRow(b._id)).toBeUndefined();
    await settled(t.app);
    expect(await t.storage.exists(bRow.storageKey)).toBe(false);
  });

  it('refuses statuses a worker may not set, other people’s files and task files', async () => {
    const task = await newTask();
    const base = { id: task._id, desc: 'Work', files: [] as string[] };
    for (const status of ['Complete', 'In Complete']) {
      const res = await call(worker, 'POST', '/api/submitedTask', { ...base, status });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(taskTexts.workerStatusOnly);
    }
    const strangers = await workFile(stranger);
    const brief = await taskFile();
    for (const url of [strangers.url, brief.url]) {
      expect((await call(worker, 'POST', '/api/submitedTask', { ...base, status: 'In Progress', files: [url] })).json().message).toBe(taskTexts.badFile);
    }
    expect((await call(worker, 'POST', '/api/submitedTask', { ...base, status: 'In Progress', extra: 1 })).statusCode).toBe(400);
    expect(await t.db.select().from(submissions).where(eq(submissions.taskId, task._id))).toEqual([]);
    expect((await taskRow(task._id)).status).toBe('To Do');
  });

  it('lets only the assignee submit; others get 404 (admins 403)', async () => {
    const task = await newTask();
    const payload = { id: task._id, desc: 'Work', files: [], status: 'In Progress' };
    expect((await call(stranger, 'POST', '/api/submitedTask', payload)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/submitedTask', payload)).statusCode).toBe(403);
    expect((await call(unverified, 'POST', '/api/submitedTask', payload)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/submitedTask', payload)).statusCode).toBe(401);
    expect((await call(stranger, 'GET', `/api/submitedTask/${task._id}`)).statusCode).toBe(404);
    const sub = (await call(worker, 'POST', '/api/submitedTask', payload)).json().submission;
    const update = { desc: 'Taken over', files: [], status: 'To Do' };
    expect((await call(stranger, 'PUT', `/api/submitedTask/${sub._id}`, update)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `/api/submitedTask/${sub._id}`, update)).statusCode).toBe(403);
    expect((await call(unverified, 'PUT', `/api/submitedTask/${sub._id}`, update)).statusCode).toBe(403);
    expect((await call(worker, 'PUT', `/api/submitedTask/${sub._id}`, { ...update, id: (await newTask())._id })).statusCode).toBe(400);
    expect((await call(worker, 'PUT', '/api/submitedTask/0190a0a0-0000-7000-8000-000000000000', update)).statusCode).toBe(404);
  });

  it('closes the submission once an admin sets Complete (409 for POST and PUT)', async () => {
    const task = await newTask();
    const sub = (await call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'Done', files: [], status: 'In Progress' })).json().submission;
    await call(admin, 'PUT', `/api/task/${task._id}`, { status: 'Complete' });
    const put = await call(worker, 'PUT', `/api/submitedTask/${sub._id}`, { desc: 'More', files: [], status: 'In Progress' });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(taskTexts.closed);
    expect((await taskRow(task._id)).status).toBe('Complete');

    const fresh = await newTask();
    await call(admin, 'PUT', `/api/task/${fresh._id}`, { status: 'Complete' });
    expect((await call(worker, 'POST', '/api/submitedTask', { id: fresh._id, desc: 'Late', files: [], status: 'In Progress' })).statusCode).toBe(409);
  });
});

// ---------- file privacy ----------

describe('task and submission files', () => {
  it('are readable by the assignee and admins, and by nobody else (404)', async () => {
    const brief = await taskFile();
    const task = await newTask({ files: [brief.url] });
    const work = await workFile();
    await call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'Work', files: [work.url], status: 'In Progress' });
    for (const url of [brief.url, work.url]) {
      for (const reader of [worker, admin, otherAdmin]) {
        const res = await call(reader, 'GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      for (const reader of [stranger, unverified, null]) expect((await call(reader, 'GET', url)).statusCode).toBe(404);
    }
    // A worker's upload not yet attached anywhere is theirs alone.
    const loose = await workFile(stranger);
    expect((await call(stranger, 'GET', loose.url)).statusCode).toBe(200);
    expect((await call(worker, 'GET', loose.url)).statusCode).toBe(404);
  });

  it('follow the task when it is reassigned', async () => {
    const brief = await taskFile();
    const task = await newTask({ files: [brief.url] });
    const next = await signedIn(t.app, t.db, 'verified');
    await call(admin, 'PUT', `/api/task/${task._id}`, { assignee: next.user.id });
    expect((await call(next, 'GET', brief.url)).statusCode).toBe(200);
    expect((await call(worker, 'GET', brief.url)).statusCode).toBe(404);
  });
});

// ---------- reassignment ----------

describe('a reassigned task', () => {
  it('starts fresh for the new assignee, who cannot read or change the earlier worker’s submission or files', async () => {
    const task = await newTask();
    const work = await workFile();
    const old = (await call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'Half done', files: [work.url], status: 'In Progress' })).json().submission;
    const next = await signedIn(t.app, t.db, 'verified');
    expect((await call(admin, 'PUT', `/api/task/${task._id}`, { assignee: next.user.id })).statusCode).toBe(200);

    expect((await call(next, 'GET', `/api/submitedTask/${task._id}`)).json()).toBeNull();
    expect((await call(next, 'GET', work.url)).statusCode).toBe(404);
    // Dropping the earlier worker's file through their submission would delete it.
    const takeOver = await call(next, 'PUT', `/api/submitedTask/${old._id}`, { desc: 'Mine now', files: [], status: 'To Do' });
    expect(takeOver.statusCode).toBe(404);
    expect(takeOver.json().message).toBe(taskTexts.submissionNotFound);
    expect(await fileRow(work._id)).toBeDefined();
    expect((await t.db.select().from(submissions).where(eq(submissions.id, old._id)))[0]).toMatchObject({ userId: worker.user.id, desc: 'Half done' });

    const own = await call(next, 'POST', '/api/submitedTask', { id: task._id, desc: 'Fresh start', files: [], status: 'In Progress' });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().submission).toMatchObject({ userId: next.user.id, desc: 'Fresh start' });
    expect((await call(next, 'GET', `/api/submitedTask/${task._id}`)).json()._id).toBe(own.json().submission._id);

    // The earlier worker lost the task, and with it their submission's page.
    expect((await call(worker, 'GET', `/api/submitedTask/${task._id}`)).statusCode).toBe(404);
    expect((await call(worker, 'PUT', `/api/submitedTask/${old._id}`, { desc: 'Back', files: [], status: 'To Do' })).statusCode).toBe(404);
  });

  it('keeps the earlier worker’s submission and files for admins, read-only; the review is of the current assignee’s work', async () => {
    const task = await newTask();
    const work = await workFile();
    const old = (await call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'First worker', files: [work.url], status: 'In Progress' })).json().submission;
    const next = await signedIn(t.app, t.db, 'verified');
    await call(admin, 'PUT', `/api/task/${task._id}`, { assignee: next.user.id });

    expect((await call(admin, 'GET', `/api/submitedTask/${task._id}`)).json()).toBeNull();
    const own = (await call(next, 'POST', '/api/submitedTask', { id: task._id, desc: 'Second worker', files: [], status: 'In Progress' })).json().submission;
    expect((await call(admin, 'GET', `/api/submitedTask/${task._id}`)).json()._id).toBe(own._id);

    const all = await call(admin, 'GET', `/api/task/${task._id}/submissions`);
    expect(all.statusCode).toBe(200);
    expect(all.json().submissions.map((w: { _id: string; userId: string }) => [w._id, w.userId])).toEqual([
      [own._id, next.user.id],
      [old._id, worker.user.id],
    ]);
    expect(all.json().submissions[1].attachments).toEqual([expect.objectContaining({ url: work.url })]);
    // Each with who made it, for the admin's list of earlier work.
    expect(all.json().submissions[1].worker).toEqual({ _id: worker.user.id, username: worker.user.username, img: expect.any(String) });
    expect((await call(admin, 'GET', work.url)).statusCode).toBe(200);
    for (const caller of [next, worker]) expect((await call(caller, 'GET', `/api/task/${task._id}/submissions`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/task/0190a0a0-0000-7000-8000-000000000000/submissions')).statusCode).toBe(404);

    await call(admin, 'PUT', `/api/task/${task._id}`, { status: 'Complete' });
    const approvals = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'task.approved'));
    expect(approvals.map((e) => e.payload)).toContainEqual(expect.objectContaining({ taskId: task._id, assigneeId: next.user.id, submissionId: own._id }));

    // Deleting the task takes every worker's submission and files with it.
    const key = (await fileRow(work._id)).storageKey;
    expect((await call(admin, 'DELETE', `/api/task/${task._id}`)).statusCode).toBe(200);
    expect(await fileRow(work._id)).toBeUndefined();
    await settled(t.app);
    expect(await t.storage.exists(key)).toBe(false);
  });
});

// ---------- delete ----------

describe('DELETE /api/task/:id', () => {
  it('removes the task, its submission and all their files, rows and bytes', async () => {
    const [pdf, work] = [await taskFile(), await workFile()];
    const task = await newTask({ files: [pdf.url] });
    await call(worker, 'POST', '/api/submitedTask', { id: task._id, desc: 'Work', files: [work.url], status: 'In Progress' });
    const keys = [(await fileRow(pdf._id)).storageKey, (await fileRow(work._id)).storageKey];

    for (const caller of [worker, stranger, unverified]) expect((await call(caller, 'DELETE', `/api/task/${task._id}`)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/api/task/${task._id}`)).statusCode).toBe(401);

    const res = await call(admin, 'DELETE', `/api/task/${task._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await taskRow(task._id)).toBeUndefined();
    expect(await t.db.select().from(submissions).where(eq(submissions.taskId, task._id))).toEqual([]);
    for (const id of [pdf._id, work._id]) expect(await fileRow(id)).toBeUndefined();
    await settled(t.app);
    for (const key of keys) expect(await t.storage.exists(key)).toBe(false);
    expect((await call(admin, 'DELETE', `/api/task/${task._id}`)).statusCode).toBe(404);
    expect((await call(worker, 'GET', `/api/files/${idOf(pdf.url)}`)).statusCode).toBe(404);
  });

  it('leaves the other tasks in place', async () => {
    const gone = await createUser(t.db, 'verified');
    const task = await newTask({ assignee: gone.user.id });
    const keep = await newTask();
    await call(admin, 'DELETE', `/api/task/${task._id}`);
    expect(await taskRow(keep._id)).toBeDefined();
  });
});
