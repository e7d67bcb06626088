import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, countries, ibanChecksumValid, popularSearches, sampleTasks, skillChoices, taskStatuses, webTexts, type AdminPayout, type Earnings, type GigList, type PayoutMethod, type Pool, type WorkerPool } from '@market/shared';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { files, gigs, notifications, orders, payoutMethods, payouts, reviews, savedGigs, submissions, tasks, users } from '../src/db/schema/index.js';
import { hasDocuments } from '../src/modules/users/verification.js';
import { sellers as demoSellers } from '../src/seed/data.js';
import { rowsOf } from '../src/db/rows.js';
import { LocalDiskStorage } from '../src/lib/storage.js';
import { seedDemo, seedDemoIfEmpty, type SeedSummary } from '../src/seed/index.js';
import { escapeXml, wrapText } from '../src/seed/images.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { freshDatabase } from './helpers/database.js';
import { login } from './helpers/factories.js';
import { noIdentityData } from './helpers/identity.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
let t: TestContext;
let summary: SeedSummary;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  summary = (await seedDemoIfEmpty({ db: t.db, storage: t.storage, log: (line) => logs.push(line), now }))!;
}, 120_000);
afterAll(() => t?.close());

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const userNamed = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0];
const demoCookie = (username: string) => login(t.app, username, summary.accounts.find((a) => a.username === username)!.password);
/** The name a demo seller shows on their documents. */
const summaryName = (username: string) => demoSellers.find((s) => s.username === username)!.displayName;

describe('seedDemoIfEmpty on an empty database', () => {
  it('returns a summary that matches the rows, well within the time budget', async () => {
    expect(summary).toBeTruthy();
    const [[u], [g], [r], [f], [tk], [s]] = await Promise.all([
      t.db.select({ n: count() }).from(users),
      t.db.select({ n: count() }).from(gigs),
      t.db.select({ n: count() }).from(reviews),
      t.db.select({ n: count() }).from(files),
      t.db.select({ n: count() }).from(tasks),
      t.db.select({ n: count() }).from(submissions),
    ]);
    expect({ users: u.n, gigs: g.n, reviews: r.n, files: f.n, tasks: tk.n, submissions: s.n }).toEqual({
      users: summary.users,
      gigs: summary.gigs,
      reviews: summary.reviews,
      files: summary.files,
      tasks: summary.tasks,
      submissions: summary.submissions,
    });
    expect(summary.accounts).toHaveLength(summary.users);
    expect(summary.ms).toBeLessThan(20_000);
  });

  it('fills every home category with at least 3 gigs, about 40 in all', async () => {
    const rows = await t.db.select({ cat: gigs.cat, n: count() }).from(gigs).groupBy(gigs.cat);
    const byCat = Object.fromEntries(rows.map((row) => [row.cat, row.n]));
    for (const c of categories) expect(byCat[c.id], c.id).toBeGreaterThanOrEqual(3);
    expect(Object.keys(byCat).sort()).toEqual(categories.map((c) => c.id).sort());
    const total = rows.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(36);
    expect(total).toBeLessThanOrEqual(44);
  });

  it('gives every gig believable, valid fields', async () => {
    const rows = await t.db.select().from(gigs);
    const titles = new Set<string>();
    for (const g of rows) {
      expect(g.title).toMatch(/^I will \S.{15,}/);
      titles.add(g.title);
      expect(g.shortTitle.length).toBeGreaterThan(3);
      expect(g.shortDesc.length).toBeGreaterThan(10);
      expect(g.desc.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2);
      expect(g.features.length).toBeGreaterThanOrEqual(3);
      expect(g.features.length).toBeLessThanOrEqual(5);
      expect(g.price).toBeGreaterThanOrEqual(5);
      expect(g.price).toBeLessThanOrEqual(500);
      expect(Number.isInteger(g.price) && g.deliveryTime > 0 && g.revisionNumber > 0).toBe(true);
      expect(g.imageFileIds.length).toBeGreaterThanOrEqual(1);
      expect(g.imageFileIds.length).toBeLessThanOrEqual(3);
      expect(g.sales).toBeGreaterThanOrEqual(g.starNumber);
      expect(g.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(g.createdAt.getTime()).toBeGreaterThan(now.getTime() - 366 * DAY);
    }
    expect(titles.size).toBe(rows.length);
    // Spread over the year, not all on one day.
    const months = new Set(rows.map((g) => Math.floor((now.getTime() - g.createdAt.getTime()) / (30 * DAY))));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('keeps every gig star total equal to the sum of its reviews', async () => {
    const sums = await t.db
      .select({ gigId: reviews.gigId, total: sql<number>`sum(${reviews.star})::int`, n: count() })
      .from(reviews)
      .groupBy(reviews.gigId);
    const byGig = new Map(sums.map((s) => [s.gigId, s]));
    const rows = await t.db.select().from(gigs);
    for (const g of rows) {
      expect(g.totalStars, g.title).toBe(byGig.get(g.id)?.total ?? 0);
      expect(g.starNumber, g.title).toBe(byGig.get(g.id)?.n ?? 0);
    }
    // Most gigs have 2 to 6 reviews.
    const typical = rows.filter((g) => g.starNumber >= 2 && g.starNumber <= 6).length;
    expect(typical / rows.length).toBeGreaterThanOrEqual(0.75);
    expect(Math.max(...rows.map((g) => g.starNumber))).toBeLessThanOrEqual(6);
  });

  it('writes reviews of 3 to 5 stars from other people than the seller, after the gig was created', async () => {
    const rows = await t.db
      .select({ star: reviews.star, desc: reviews.desc, reviewer: reviews.userId, seller: gigs.userId, gigCreated: gigs.createdAt, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(gigs, eq(gigs.id, reviews.gigId));
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const r of rows) {
      expect(r.star).toBeGreaterThanOrEqual(3);
      expect(r.star).toBeLessThanOrEqual(5);
      expect(r.desc.length).toBeGreaterThan(20);
      expect(r.reviewer).not.toBe(r.seller);
      expect(r.createdAt.getTime()).toBeGreaterThan(r.gigCreated.getTime());
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const buyerIds = (await t.db.select({ id: users.id }).from(users).where(eq(users.isSeller, false))).map((u) => u.id);
    expect(rows.filter((r) => buyerIds.includes(r.reviewer)).length).toBeGreaterThan(rows.length / 4);
  });

  it("gives the seller pages a description and languages, every review its gig's seller, and the demo buyer 3 saved gigs", async () => {
    const sellers = await t.db.select().from(users).where(eq(users.isSeller, true));
    for (const s of sellers) {
      expect(s.desc.length, s.username).toBeGreaterThan(40);
      expect(s.languages.length, s.username).toBeGreaterThanOrEqual(2);
    }
    expect((await userNamed('ayesha_designs')).languages).toEqual(expect.arrayContaining(['English', 'Urdu']));
    const mismatched = await t.db.select({ id: reviews.id }).from(reviews).innerJoin(gigs, eq(gigs.id, reviews.gigId)).where(sql`${reviews.sellerId} <> ${gigs.userId}`);
    expect(mismatched).toEqual([]);

    // Three gigs of three sellers, none of them bought by the buyer already, newest saved first.
    const buyer = await userNamed('demo_buyer');
    const cookie = await login(t.app, 'demo_buyer', summary.accounts.find((a) => a.username === 'demo_buyer')!.password);
    const saved = (await t.app.inject({ method: 'GET', url: '/api/saved-gigs', headers: { cookie } })).json() as GigList;
    expect(saved.gigs).toHaveLength(3);
    expect(new Set(saved.gigs.map((g) => g.userId)).size).toBe(3);
    const bought = (await t.db.select({ gigId: orders.gigId }).from(orders).where(eq(orders.buyerId, buyer.id))).map((o) => o.gigId);
    expect(saved.gigs.filter((g) => bought.includes(g._id))).toEqual([]);
    expect(await t.db.select().from(savedGigs).where(sql`${savedGigs.userId} <> ${buyer.id}`)).toEqual([]);
  });

  it('creates the roles: one admin, verified workers, users waiting for verification, sellers and buyers', async () => {
    const roles = summary.accounts.map((a) => a.role);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
    expect(roles.filter((r) => r === 'verified worker').length).toBeGreaterThanOrEqual(2);
    expect(roles.filter((r) => r === 'unverified user').length).toBeGreaterThanOrEqual(3);
    const sellerCount = roles.filter((r) => r.startsWith('seller')).length;
    expect(sellerCount).toBeGreaterThanOrEqual(6);
    expect(sellerCount).toBeLessThanOrEqual(8);
    expect(roles.filter((r) => r === 'buyer').length).toBeGreaterThanOrEqual(3);

    const all = await t.db.select().from(users);
    expect(all.filter((u) => u.isAdmin).map((u) => u.username)).toEqual(['demo_admin']);
    const verifiedNames = summary.accounts.filter((a) => a.role === 'verified worker' || a.role === 'seller (verified)').map((a) => a.username);
    expect(all.filter((u) => u.isVerified && !u.isAdmin).map((u) => u.username).sort()).toEqual(verifiedNames.sort());
    expect(verifiedNames).toContain('demo_worker');
    for (const account of summary.accounts) {
      const row = all.find((u) => u.username === account.username)!;
      expect(row.isSeller, account.username).toBe(account.role.startsWith('seller'));
      expect(row.imgFileId, account.username).not.toBeNull();
    }
    // Every gig belongs to a seller, and every seller has gigs.
    const sellerIds = new Set(all.filter((u) => u.isSeller).map((u) => u.id));
    const owners = new Set((await t.db.select({ userId: gigs.userId }).from(gigs)).map((g) => g.userId));
    expect([...owners].every((id) => sellerIds.has(id))).toBe(true);
    expect(owners.size).toBe(sellerIds.size);
  });

  it('gives every registered worker complete KYC details that pass the registration rules', async () => {
    const workers = summary.accounts.filter((a) => a.role === 'verified worker' || a.role === 'unverified user');
    expect(workers.map((a) => a.username)).toEqual(expect.arrayContaining(['demo_worker', 'demo_unverified']));
    for (const { username, role } of workers) {
      const u = await userNamed(username);
      expect(u.isVerified).toBe(role === 'verified worker');
      // The registration's documents: their legal name, a CNIC, and verified or waiting for an admin.
      expect(u).toMatchObject({ legalName: expect.stringMatching(/^[A-Z][a-z]+ [A-Z][a-z]+$/), idType: 'cnic', verificationState: role === 'verified worker' ? 'verified' : 'pending' });
      expect(u.verificationSentAt).toEqual(u.createdAt);
      expect(u.termsAcceptedAt).toEqual(u.createdAt);
      expect(u.cnic).toMatch(/^\d{5}-\d{7}-\d$/);
      expect(u.bankIban).toMatch(/^PK\d{2}[A-Z0-9]{4}\d{16}$/);
      expect(ibanChecksumValid(u.bankIban), username).toBe(true);
      expect(u.easypaisaAccount).toMatch(/^(\+92|92|0)?3\d{9}$|^PK\d{2}[A-Z0-9]{4}\d{16}$/);
      expect(u.skills.length).toBeGreaterThanOrEqual(1);
      for (const skill of u.skills) expect(skillChoices).toContain(skill);
      expect(u.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(u.address).toMatch(/Lahore|Karachi|Islamabad/);
      expect(u.country).toBe('Pakistan');
      expect(u.phone).not.toBe('');
      expect(u.payoneer || u.wise).toBe(true);
      for (const id of [u.idCardFrontFileId, u.idCardBackFileId, u.liveSelfieFileId, u.bankImgFileId]) expect(id).not.toBeNull();
    }
    expect((await userNamed('demo_worker')).legalName).toBe('Ali Hassan');
    expect((await userNamed('usman_tariq')).legalName).toBe('Usman Tariq');
    expect((await userNamed('demo_worker')).bankIban).toBe('PK36SCBL0000001123456702');
    expect((await userNamed('demo_worker')).easypaisaAccount).toBe('03001234567');
  });

  it('lets buyers join without identity data: buyers abroad and at home have none, their state none, the terms accepted as they joined', async () => {
    const buyers = summary.accounts.filter((a) => a.role === 'buyer');
    const rows = await Promise.all(buyers.map((b) => userNamed(b.username)));
    expect(rows.filter((u) => u.country !== 'Pakistan').map((u) => u.username)).toEqual(expect.arrayContaining(['james_carter', 'emma_bakery']));
    for (const u of rows) {
      expect(u, u.username).toMatchObject({
        ...noIdentityData,
        verificationState: 'none',
        verificationSentAt: null,
        isVerified: false,
        isSeller: false,
      });
      expect(u.termsAcceptedAt, u.username).toEqual(u.createdAt);
    }
    // Nor do they hold payout methods, or any private file.
    const ids = rows.map((u) => u.id);
    expect(await t.db.select().from(payoutMethods).where(inArray(payoutMethods.userId, ids))).toEqual([]);
    expect(await t.db.select().from(files).where(sql`${inArray(files.ownerId, ids)} and ${files.visibility} = 'private'`)).toEqual([]);
    // Every demo account lives in a country the forms offer.
    for (const u of await t.db.select().from(users)) expect(countries, u.username).toContain(u.country);
  });

  it('has readers of Urdu: two workers waiting for verification read the product in Urdu, the others in English', async () => {
    const urdu = await t.db.select({ username: users.username }).from(users).where(eq(users.language, 'ur'));
    expect(urdu.map((u) => u.username).sort()).toEqual(['kamran_ali', 'sana_javed']);
    expect((await userNamed('demo_admin')).language).toBe('en');
  });

  it('has a seller in each verification state; those who sent documents have them all on file', async () => {
    const sellers = await t.db.select().from(users).where(eq(users.isSeller, true));
    const byState = (state: string) => sellers.filter((u) => u.verificationState === state);
    for (const state of ['verified', 'pending', 'changes_requested', 'rejected', 'none']) expect(byState(state).length, state).toBeGreaterThanOrEqual(1);
    expect(byState('verified').map((u) => u.username)).toEqual(['ayesha_designs']);
    for (const u of sellers.filter((s) => s.verificationState !== 'none')) {
      expect(hasDocuments(u), u.username).toBe(true);
      expect(u).toMatchObject({ idType: 'cnic', country: 'Pakistan', legalName: summaryName(u.username) });
      expect(u.cnic).toMatch(/^\d{5}-\d{7}-\d$/);
      expect(ibanChecksumValid(u.bankIban), u.username).toBe(true);
      expect(u.verificationSentAt!.getTime()).toBeGreaterThan(u.createdAt.getTime());
      expect(u.termsAcceptedAt).toEqual(u.createdAt);
      const printed = summary.accounts.find((a) => a.username === u.username)!.role;
      expect(printed).toBe(`seller (${u.verificationState.replace('_', ' ')})`);
    }
    const [asked] = byState('changes_requested');
    expect(asked).toMatchObject({ verificationReason: 'The ID card photo is blurred; please take it again in good light.', verificationDocument: 'idCardFront' });
    expect(byState('rejected')[0].verificationReason).not.toBe('');
    // Those who have not started: nothing of their identity, nothing on file.
    for (const u of byState('none')) {
      expect(u, u.username).toMatchObject({ legalName: '', cnic: '', idType: null, idCardFrontFileId: null, liveSelfieFileId: null, verificationSentAt: null });
      expect(summary.accounts.find((a) => a.username === u.username)!.role).toBe('seller');
    }
    // The seller asked for a change reads it on their own record, as /verification shows it.
    const me = await t.app.inject({ method: 'GET', url: `/api/user/${asked.id}`, headers: { cookie: await demoCookie(asked.username) } });
    expect(me.json()).toMatchObject({ verification: { state: 'changes_requested', reason: asked.verificationReason, document: 'idCardFront' } });
  });

  it('gives every verified earner a legal name, and titles their identity payout methods with it', async () => {
    const verified = await t.db.select().from(users).where(sql`${users.isVerified} and not ${users.isAdmin}`);
    expect(verified.length).toBeGreaterThanOrEqual(4);
    for (const u of verified) expect(u.legalName, u.username).not.toBe('');
    const methods = await t.db.select({ userId: payoutMethods.userId, type: payoutMethods.type, accountTitle: payoutMethods.accountTitle }).from(payoutMethods);
    const legalNames = new Map((await t.db.select().from(users)).map((u) => [u.id, u.legalName]));
    for (const m of methods.filter((x) => x.type !== 'payoneer')) expect(m.accountTitle).toBe(legalNames.get(m.userId));
    // The worker's Easypaisa account, which their payouts went to, carries the legal name.
    const worker = await userNamed('demo_worker');
    const workerPayouts = await t.db.select().from(payouts).where(eq(payouts.userId, worker.id));
    expect(workerPayouts.length).toBeGreaterThanOrEqual(2);
    for (const p of workerPayouts) expect(p.accountTitle).toBe('Ali Hassan');
  });

  it('lets the verified demo seller withdraw; her Payoneer title is her business name, which the payout queue warns about', async () => {
    const cookie = await demoCookie('ayesha_designs');
    const earnings = (await t.app.inject({ method: 'GET', url: '/api/earnings', headers: { cookie } })).json() as Earnings;
    expect(earnings.withdrawal).toMatchObject({ allowed: true, blockedBy: null, reason: null, verification: 'verified', methodsLockedUntil: null });
    // Her dollars wait for the one-a-day rule (the payout she asked for a moment ago); her rupees do not.
    expect(earnings.withdrawal.nextPayoutAt.USD).not.toBeNull();
    expect(earnings.withdrawal.nextPayoutAt.PKR).toBeNull();
    const { methods } = (await t.app.inject({ method: 'GET', url: '/api/payout-methods', headers: { cookie } })).json() as { methods: PayoutMethod[] };
    expect(methods.map((m) => [m.type, m.accountTitle, m.titleMatchesLegalName]).sort()).toEqual([
      ['easypaisa', 'Ayesha Khan', true],
      ['iban', 'Ayesha Khan', true],
      ['payoneer', 'Ayesha Designs', false],
    ]);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/payouts?status=requested', headers: { cookie: await demoCookie('demo_admin') } })).json() as { payouts: AdminPayout[] };
    expect(queue.payouts.map((p) => [p.user?.username, p.user?.legalName, p.titleMatchesLegalName])).toEqual([['ayesha_designs', 'Ayesha Khan', false]]);
  });

  it('stores KYC images as private files owned by their user, unreadable by others', async () => {
    for (const username of ['demo_worker', 'demo_unverified', 'usman_tariq']) {
      const u = await userNamed(username);
      const ids = [u.idCardFrontFileId!, u.idCardBackFileId!, u.liveSelfieFileId!, u.bankImgFileId!];
      const rows = await t.db.select().from(files).where(inArray(files.id, ids));
      expect(rows).toHaveLength(4);
      for (const f of rows) {
        expect(f).toMatchObject({ visibility: 'private', purpose: 'kyc', ownerId: u.id });
        expect(await t.storage.exists(f.storageKey)).toBe(true);
      }
      expect(rows.find((f) => f.id === u.liveSelfieFileId)!.mimeType).toBe('image/jpeg');
      // Anonymous readers do not get a private file (the files route answers 404 to hide it).
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${u.idCardFrontFileId}` });
      expect(res.statusCode).toBe(404);
    }
    const privateOwners = await t.db.selectDistinct({ purpose: files.purpose }).from(files).where(eq(files.visibility, 'private'));
    expect(privateOwners.map((p) => p.purpose).sort()).toEqual(['kyc', 'submission', 'task']);
  });

  it('stores every gig cover and gallery image as a public WebP file with its bytes', async () => {
    const rows = await t.db.select().from(gigs).orderBy(asc(gigs.createdAt));
    const ids = rows.flatMap((g) => [g.coverFileId, ...g.imageFileIds]);
    const fileRows = await t.db.select().from(files).where(inArray(files.id, ids));
    expect(fileRows).toHaveLength(new Set(ids).size);
    const byId = new Map(fileRows.map((f) => [f.id, f]));
    for (const g of rows) {
      for (const id of [g.coverFileId, ...g.imageFileIds]) {
        const f = byId.get(id)!;
        expect(f).toMatchObject({ purpose: 'gig', visibility: 'public', ownerId: g.userId, mimeType: 'image/webp' });
        expect(await t.storage.exists(f.storageKey)).toBe(true);
      }
    }
    // Byte-level check of a few: real WebP files of the recorded size and the cover dimensions.
    for (const g of [rows[0], rows[17], rows[rows.length - 1]]) {
      const f = byId.get(g.coverFileId)!;
      const data = await readAll((await t.storage.get(f.storageKey))!);
      expect(data.length).toBe(f.size);
      expect(data.subarray(0, 4).toString()).toBe('RIFF');
      expect(data.subarray(8, 12).toString()).toBe('WEBP');
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height]).toEqual([800, 500]);
    }
    // And served publicly by the files route.
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${rows[0].coverFileId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // Covers differ between gigs.
    const sizes = new Set(rows.map((g) => byId.get(g.coverFileId)!.size));
    expect(sizes.size).toBeGreaterThan(rows.length * 0.8);
  });

  it('gives every account a 256x256 public avatar', async () => {
    const all = await t.db.select().from(users);
    const avatars = await t.db.select().from(files).where(inArray(files.id, all.map((u) => u.imgFileId!)));
    expect(avatars).toHaveLength(all.length);
    for (const f of avatars) expect(f).toMatchObject({ purpose: 'avatar', visibility: 'public' });
    const meta = await sharp(await readAll((await t.storage.get(avatars[0].storageKey))!)).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it('assigns a few tasks to the verified worker, with past and future deadlines', async () => {
    const worker = await userNamed('demo_worker');
    const admin = await userNamed('demo_admin');
    const rows = await t.db.select().from(tasks);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const task of rows) {
      expect(sampleTasks).toContain(task.title);
      expect(task.assigneeId).toBe(worker.id);
      expect(task.createdBy).toBe(admin.id);
      expect(task.desc.length).toBeGreaterThan(30);
    }
    expect(rows.some((task) => task.deadline! < now)).toBe(true);
    expect(rows.some((task) => task.deadline! > now)).toBe(true);
    // Every status is shown, and one submission waits for the admin's review (task still In Progress).
    expect(new Set(rows.map((task) => task.status))).toEqual(new Set(taskStatuses));
    expect(rows.find((task) => task.status === 'In Complete')!.feedback).not.toBe('');
    const subs = await t.db.select().from(submissions);
    expect(subs.length).toBeGreaterThanOrEqual(1);
    for (const s of subs) expect(s.userId).toBe(worker.id);
    const waiting = subs.find((s) => rows.find((task) => task.id === s.taskId)!.status === 'In Progress');
    expect(waiting?.fileIds).toHaveLength(1);
  });

  it('fills the task pools: an open pool of 200 items with 10 % control items behind an exam the demo worker passed, a closed reviewed pool, the worker with answers in every status', async () => {
    const admin = await demoCookie('demo_admin');
    const pools = (await t.app.inject({ url: '/api/task-pools', headers: { cookie: admin } })).json().pools as Pool[];
    const open = pools.find((p) => p.status === 'open' && !p.isExam)!;
    expect(open.progress).toMatchObject({ items: 180, controlItems: 20 });
    expect(open.controlRate).toBe(10);
    expect(open.outputs[0].type).toBe('choice');
    const exam = pools.find((p) => p.isExam)!;
    expect(open.qualification).toMatchObject({ poolId: exam._id, title: exam.title });
    const closed = pools.find((p) => p.status === 'closed')!;
    expect(closed.progress.accepted).toBeGreaterThan(0);
    expect(closed.progress.rejected).toBeGreaterThan(0);
    const csv = await t.app.inject({ url: `/api/task-pools/${closed._id}/results.csv`, headers: { cookie: admin } });
    expect(csv.body.trim().split('\r\n')).toHaveLength(closed.progress.items + 1);

    const worker = await demoCookie('demo_worker');
    const available = (await t.app.inject({ url: '/api/task-pools/available', headers: { cookie: worker } })).json().pools as WorkerPool[];
    expect(available.find((p) => p._id === open._id)?.me.qualification?.state).toBe('passed');
    const mine = (await t.app.inject({ url: '/api/task-answers/mine', headers: { cookie: worker } })).json();
    expect(new Set(mine.answers.map((a: { status: string }) => a.status))).toEqual(new Set(['pending', 'accepted', 'rejected', 'expired', 'released']));
    expect(mine.answers.find((a: { status: string; reason: string | null }) => a.status === 'rejected' && a.reason)).toBeTruthy();
    const entries = (await t.app.inject({ url: '/api/earnings/entries?currency=PKR', headers: { cookie: worker } })).json().entries as { ref: { type: string } }[];
    expect(entries.some((e) => e.ref.type === 'task_answer')).toBe(true);
  });

  it('gives the demo accounts a notification centre: recent news, the newest three unread; their addresses verified', async () => {
    for (const [username, types] of [
      ['demo_worker', ['user.verified', 'task.assigned', 'task.approved']],
      ['demo_admin', ['task.submitted']],
      ['ayesha_designs', ['order.paid', 'user.verified']],
      ['hamza_motion', ['verification.changes_requested']],
      ['fatima_growth', ['verification.rejected']],
    ] as const) {
      const user = await userNamed(username);
      const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
      for (const type of types) expect(rows.map((r) => r.type), `${username} ${type}`).toContain(type);
      const unread = rows.filter((r) => r.readAt === null);
      expect(unread.length).toBe(Math.min(3, rows.length));
      for (const r of rows) expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(user.emailVerified).toBe(true);
    }
    expect((await userNamed('demo_unverified')).emailVerified).toBe(false);
    // The request for a new picture says which and why, and leads to /verification.
    const hamza = await userNamed('hamza_motion');
    const [asked] = await t.db.select().from(notifications).where(sql`${notifications.userId} = ${hamza.id} and ${notifications.type} = 'verification.changes_requested'`);
    expect(asked).toMatchObject({ title: 'Please send a document again', link: '/verification' });
    expect(asked.body).toBe('An admin asked you to send this again: ID card or passport picture. The ID card photo is blurred; please take it again in good light.');
    expect(asked.createdAt.getTime()).toBeGreaterThan(hamza.verificationSentAt!.getTime());
  });

  it('prints the demo accounts once, in one block', () => {
    expect(logs).toHaveLength(1);
    const [block] = logs;
    expect(block).toMatch(/shown only now/);
    for (const a of summary.accounts) expect(block).toMatch(new RegExp(`${a.role.replace(/[()]/g, '\\$&')}\\s+${a.username}\\s+${a.password}`));
  });

  it('generates passwords that sign in through the API and stores only argon2id hashes', async () => {
    const passwords = new Set(summary.accounts.map((a) => a.password));
    expect(passwords.size).toBe(summary.accounts.length);
    for (const a of summary.accounts) {
      expect(a.password.length).toBeGreaterThanOrEqual(12);
      const row = await userNamed(a.username);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(a.password);
    }
    for (const a of summary.accounts) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: a.username, password: a.password } });
      expect(res.statusCode, a.username).toBe(200);
      expect(res.json()).toMatchObject({
        username: a.username,
        isAdmin: a.role === 'admin',
        isSeller: a.role.startsWith('seller'),
        isVerified: a.role === 'admin' || a.role === 'verified worker' || a.role === 'seller (verified)',
      });
    }
    // The worker, signed in, reads their own private ID card image.
    const worker = summary.accounts.find((a) => a.role === 'verified worker')!;
    const cookie = await login(t.app, worker.username, worker.password);
    const front = await t.app.inject({ method: 'GET', url: `/api/files/${(await userNamed(worker.username)).idCardFrontFileId}`, headers: { cookie } });
    expect(front.statusCode).toBe(200);
    expect(front.headers['cache-control']).toContain('no-store');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo_admin', password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
  });

  it('dates nothing in the future but what is due (due dates, deadlines, timers, expiries)', async () => {
    // Columns that name a time ahead by their nature; every other timestamp says when something happened.
    const ahead = new Set(['due_at', 'late_due_at', 'deadline', 'auto_complete_at', 'cancel_auto_accept_at', 'available_at', 'settles_at', 'expires_at', 'locked_until', 'claimed_until', 'run_at']);
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type like 'timestamp%' order by 1, 2`),
    );
    const happened = columns.filter((c) => !ahead.has(c.column_name));
    expect(happened.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(expect.arrayContaining(['orders.completed_at', 'ledger_entries.created_at', 'order_activity.created_at']));
    // Each column is read against the clock at its own query: the app's background jobs keep stamping rows
    // (jobs.updated_at) while this loop runs, and a row stamped a moment ago is in the past, not ahead.
    const future: string[] = [];
    for (const c of happened) {
      const [row] = rowsOf<{ n: number; latest: string | null }>(
        await t.db.execute(sql`select count(*)::int as n, max(${sql.identifier(c.column_name)})::text as latest from ${sql.identifier(c.table_name)} where ${sql.identifier(c.column_name)} > clock_timestamp()`),
      );
      if (row.n > 0) future.push(`${c.table_name}.${c.column_name}: ${row.n} up to ${row.latest}`);
    }
    expect(future).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const before = await t.db.select({ n: count() }).from(files);
    const again: string[] = [];
    expect(await seedDemoIfEmpty({ db: t.db, storage: t.storage, log: (line) => again.push(line) })).toBeNull();
    expect(again).toEqual([]);
    expect(await t.db.select({ n: count() }).from(files)).toEqual(before);
    expect((await t.db.select({ n: count() }).from(users))[0].n).toBe(summary.users);
  });
});

describe('the demo answers the home page', () => {
  it("finds gigs matching every word of each popular search and of the search box's example", async () => {
    const example = /"([^"]+)"/.exec(webTexts.searchPlaceholder)![1];
    for (const search of [...popularSearches, example]) {
      const res = await t.app.inject({ url: `/api/gigs?search=${encodeURIComponent(search)}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as GigList;
      expect(body.match, search).toBe('all');
      expect(body.gigs.length, search).toBeGreaterThan(0);
    }
  });
});

describe('seeding failures and reproducibility', () => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await freshDatabase();
    dir = mkdtempSync(join(tmpdir(), 'market-seed-'));
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const filesUnder = (root: string): string[] =>
    readdirSync(root, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(root, e.name)) : [join(root, e.name)]));

  it('leaves no rows and no stored bytes when a step fails half-way', async () => {
    const disk = new LocalDiskStorage(join(dir, 'failing'));
    let puts = 0;
    // Storage that breaks after 60 files, as a full disk would.
    const failing = {
      put: async (key: string, data: Buffer) => {
        if (++puts > 60) throw new Error('disk full');
        await disk.put(key, data);
      },
      get: (key: string) => disk.get(key),
      remove: (key: string) => disk.remove(key),
      exists: (key: string) => disk.exists(key),
      list: () => disk.list(),
      check: () => disk.check(),
    };
    const logs: string[] = [];
    await expect(seedDemoIfEmpty({ db: handle.db, storage: failing, log: (l) => logs.push(l) })).rejects.toThrow('disk full');
    expect(puts).toBeGreaterThan(60);
    const db: Database = handle.db;
    for (const table of [users, files, gigs, reviews, tasks]) expect((await db.select({ n: count() }).from(table))[0].n).toBe(0);
    expect(filesUnder(join(dir, 'failing'))).toEqual([]);
    expect(logs).toEqual([]);
  }, 60_000);

  it('makes the same marketplace on every run, except the passwords', async () => {
    const storage = new LocalDiskStorage(join(dir, 'second'));
    const second = await seedDemo({ db: handle.db, storage, log: () => undefined, now });
    expect(second.accounts.map((a) => a.username)).toEqual(summary.accounts.map((a) => a.username));
    expect(second.accounts.map((a) => a.password)).not.toEqual(summary.accounts.map((a) => a.password));
    const snapshot = async (db: Database) =>
      (await db.select().from(gigs).orderBy(asc(gigs.title))).map((g) => [g.title, g.cat, g.price, g.sales, g.totalStars, g.starNumber, g.createdAt.toISOString(), g.imageFileIds.length]);
    expect(await snapshot(handle.db)).toEqual(await snapshot(t.db));
    const coverSizes = async (db: Database) =>
      (await db.select({ title: gigs.title, size: files.size }).from(gigs).innerJoin(files, eq(files.id, gigs.coverFileId)).orderBy(asc(gigs.title))).map((r) => r.size);
    expect(await coverSizes(handle.db)).toEqual(await coverSizes(t.db));
  }, 60_000);
});

describe('image text helpers', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <b>"deal"</b>`)).toBe('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;deal&quot;&lt;/b&gt;');
  });

  it('wraps text to lines and ellipsises what does not fit', () => {
    expect(wrapText('Modern minimalist logo', 17)).toEqual(['Modern minimalist', 'logo']);
    const lines = wrapText('one two three four five six seven eight nine ten', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});
