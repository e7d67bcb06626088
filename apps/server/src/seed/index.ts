import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { categories, type CategoryId } from '@market/shared';
import type { Database } from '../db/client.js';
import { gigs as gigsTable, reviews as reviewsTable, savedGigs as savedGigsTable, submissions as submissionsTable, tasks as tasksTable, users } from '../db/schema/index.js';
import { generatePassword } from '../lib/generate-password.js';
import type { Storage } from '../lib/storage.js';
import { saveFile } from '../modules/files/service.js';
import { createUser, type NewUser } from '../modules/users/service.js';
import { seedAccounts } from './accounts.js';
import { writeDemoAccounts } from './accounts-file.js';
import * as data from './data.js';
import * as images from './images.js';
import { openSeedJournal, removeUnfinishedSeed } from './journal.js';
import { insertOrders, planOrders } from './orders.js';
import { demoTaskRewards, seedLedger } from './ledger.js';
import { seedTaskPools } from './task-pools.js';
import { wire } from '../wiring.js';
import { recountSellerFigures } from './seller-figures.js';
import { seedMessages } from './messages.js';
import { seedNotifications, type AnsweredVerification } from './notifications.js';
import { publish } from '../platform/events.js';
import { createRandom } from './random.js';

export type SeedDeps = {
  db: Database;
  storage: Storage;
  log: (line: string) => void;
  /** The moment dates are spread back from; defaults to now. */
  now?: Date;
  /**
   * A journal file of the storage keys being written (seedJournalPath), so that a seed killed before
   * its commit leaves no files behind after the next one; none in tests that need no such cleanup.
   */
  journal?: string;
  /** A file to write the demo accounts and passwords to, mode 600 (demoAccountsPath); none in tests. */
  accountsFile?: string;
};

/** What the printed sign-ins call each demo account: a seller's role says where their identity verification stands. */
export type SeedRole =
  | 'admin'
  | 'verified worker'
  | 'unverified user'
  | 'seller (verified)'
  | 'seller (pending)'
  | 'seller (changes requested)'
  | 'seller (rejected)'
  | 'seller'
  | 'buyer';
const sellerRoles: Record<data.SellerIdentity['state'], SeedRole> = {
  verified: 'seller (verified)',
  pending: 'seller (pending)',
  changes_requested: 'seller (changes requested)',
  rejected: 'seller (rejected)',
};
/** The role printed for a marketplace person: buyers, sellers who have not sent documents, and the others by state. */
const printedRole = (p: { role: 'seller' | 'buyer'; username: string }): SeedRole => {
  const identity = data.sellerIdentities[p.username];
  return p.role === 'seller' && identity ? sellerRoles[identity.state] : p.role;
};
export type SeedAccount = { role: SeedRole; username: string; password: string };

export type SeedSummary = {
  users: number;
  gigs: number;
  reviews: number;
  files: number;
  tasks: number;
  submissions: number;
  /** Total size of the generated images. */
  imageBytes: number;
  /** Time spent drawing the images, and in total. */
  renderMs: number;
  ms: number;
  accounts: SeedAccount[];
};

// A fixed seed: the same names, prices, reviews and pictures on every run (passwords excepted).
const SEED = 20240917;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Sharp renders and encodes on the libuv pool; two at a time keeps both cores busy without thrashing.
const RENDER_CONCURRENCY = 2;

/** True when the users table has at least one row. */
async function hasUsers(db: Database): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1);
  return rows.length > 0;
}

/** Seeds the demo marketplace when the database has no users yet; returns its summary, or null when there were users. */
export async function seedDemoIfEmpty(deps: SeedDeps): Promise<SeedSummary | null> {
  if (deps.journal) {
    const removed = await removeUnfinishedSeed(deps.journal, deps.db, deps.storage);
    if (removed) deps.log(`Removed ${removed} images of a demo seed that was stopped before it finished.`);
  }
  if (await hasUsers(deps.db)) return null;
  const summary = await seedDemo(deps);
  if (deps.accountsFile) {
    writeDemoAccounts(deps.accountsFile, formatSummary(summary));
    deps.log(`The demo accounts are also in ${deps.accountsFile} (readable by you only).`);
  }
  return summary;
}

type Picture = { svg: string; format: 'webp' | 'jpeg' };
type Person = data.SeedPerson & { role: 'seller' | 'buyer'; email: string; createdAt: Date };

/** Everything the seed writes, decided up front from the fixed seed, before any I/O. */
function plan(now: Date) {
  const r = createRandom(SEED);
  const ago = (days: number) => new Date(now.getTime() - days * DAY - r.int(0, DAY / 1000 - 1) * 1000);
  const between = (from: Date, to: Date) => new Date(from.getTime() + r.next() * (to.getTime() - from.getTime()));

  const gigs = data.gigs.map((g, index) => {
    const createdAt = ago(r.int(4, 360));
    return { ...g, index, id: uuidv7(), createdAt, galleryCount: r.int(1, 3) };
  });

  const firstGigOf = (username: string) => Math.min(...gigs.filter((g) => g.seller === username).map((g) => g.createdAt.getTime()));
  const people: Person[] = [
    ...data.sellers.map((s) => ({ ...s, role: 'seller' as const, email: `${s.username}@example.com`, createdAt: new Date(firstGigOf(s.username) - r.int(3, 40) * DAY) })),
    ...data.buyers.map((b) => ({ ...b, role: 'buyer' as const, email: `${b.username}@example.com`, createdAt: ago(r.int(370, 520)) })),
  ];
  const byName = new Map(people.map((p) => [p.username, p]));

  // Reviewers are the buyers and, as on any marketplace, other sellers who bought a service; never the gig's own seller.
  const reviewerPool = people.map((p) => p.username);
  const reviews = gigs.flatMap((g) => {
    const count = r.chance(0.1) ? r.int(0, 1) : r.int(2, 6);
    const reviewers = r.shuffle(reviewerPool.filter((u) => u !== g.seller)).slice(0, count);
    const unused = { 3: r.shuffle(data.reviewTexts[3]), 4: r.shuffle(data.reviewTexts[4]), 5: r.shuffle(data.reviewTexts[5]) };
    return reviewers.map((username) => {
      const roll = r.next();
      const star = (roll < 0.62 ? 5 : roll < 0.9 ? 4 : 3) as 3 | 4 | 5;
      const desc = unused[star].pop() ?? r.pick(data.reviewTexts[star]);
      const start = new Date(Math.max(g.createdAt.getTime(), byName.get(username)!.createdAt.getTime()) + 2 * DAY);
      return { gigId: g.id, username, star, desc, createdAt: between(start, now) };
    });
  });

  const plannedOrders = planOrders(r, gigs, reviews, people, now, { buyer: data.shortlist.username, seller: 'ayesha_designs' });
  const gigRows = gigs.map((g) => {
    const mine = reviews.filter((rv) => rv.gigId === g.id);
    // Sales are the gig's paid orders but cancelled ones (every reviewer bought it; some buyers did not review).
    const sales = plannedOrders.filter((o) => o.gigId === g.id && o.status !== 'cancelled').length;
    return { ...g, sales, starNumber: mine.length, totalStars: mine.reduce((sum, rv) => sum + rv.star, 0) };
  });

  // The shortlist: the first gigs, of different sellers, its buyer has not bought (nor so reviewed); saved a day apart.
  const bought = new Set(plannedOrders.filter((o) => o.buyer === data.shortlist.username).map((o) => o.gigId));
  const shortlisted = gigs
    .filter((g) => !bought.has(g.id))
    .filter((g, i, open) => open.findIndex((o) => o.seller === g.seller) === i)
    .slice(0, data.shortlist.gigs)
    .map((g, i) => ({ gigId: g.id, createdAt: new Date(now.getTime() - (i + 1) * DAY) }));

  const categoryTitle = (id: CategoryId) => categories.find((c) => c.id === id)!.title;
  const gigPictures = gigRows.map((g) => ({
    cover: { svg: images.coverSvg({ cat: g.cat, categoryTitle: categoryTitle(g.cat), title: g.shortTitle, seller: g.seller, seed: SEED + g.index }), format: 'webp' } as Picture,
    gallery: Array.from({ length: g.galleryCount }, (_, i) => ({
      svg: images.gallerySvg({ cat: g.cat, title: g.shortTitle, index: i, seed: SEED + 1000 + g.index * 7 + i }),
      format: 'webp',
    })) as Picture[],
  }));

  type Identified = { displayName: string; cnic: string; birthdate: string; address: string; bankIban: string; bankName: string };
  const kycPerson = (u: Identified): images.KycPerson => ({
    name: u.displayName,
    cnic: u.cnic,
    birthdate: u.birthdate,
    address: u.address,
    iban: u.bankIban,
    bankName: u.bankName,
  });
  const kycPictures = (u: Identified, seed: number) => {
    const person = kycPerson(u);
    return {
      idCardFront: { svg: images.idCardFrontSvg(person), format: 'webp' } as Picture,
      idCardBack: { svg: images.idCardBackSvg(person, seed), format: 'webp' } as Picture,
      liveSelfie: { svg: images.selfieSvg(person), format: 'jpeg' } as Picture,
      bankImg: { svg: images.bankChequeSvg(person), format: 'webp' } as Picture,
    };
  };

  const tasks = data.tasks.map((t) => ({
    ...t,
    createdAt: ago(t.createdDaysAgo),
    deadline: new Date(now.getTime() + t.deadlineInDays * DAY),
    brief: t.withBrief ? ({ svg: images.taskBriefSvg(t.title, t.desc), format: 'webp' } as Picture) : undefined,
    work: t.submission?.withImage ? ({ svg: images.taskBriefSvg(`${t.title}: draft`, t.submission.desc), format: 'webp' } as Picture) : undefined,
  }));

  // The sellers who sent their documents, with the moment they sent them (after they joined).
  const identified = people.flatMap((person, index) => {
    const identity = data.sellerIdentities[person.username];
    if (person.role !== 'seller' || !identity) return [];
    const sentAt = new Date(Math.max(person.createdAt.getTime() + DAY, now.getTime() - identity.sentDaysAgo * DAY));
    return [{ username: person.username, identity, sentAt, kyc: kycPictures({ ...identity, displayName: person.displayName }, SEED + 100 + index) }];
  });

  return {
    people,
    identified,
    worker: { ...data.worker, createdAt: ago(40), kyc: kycPictures(data.worker, SEED + 1) },
    unverified: { ...data.unverifiedUser, createdAt: ago(2), kyc: kycPictures(data.unverifiedUser, SEED + 2) },
    admin: { ...data.admin, createdAt: ago(540) },
    gigs: gigRows,
    gigPictures,
    reviews,
    orders: plannedOrders,
    shortlisted,
    tasks,
  };
}

/** Renders pictures a few at a time; returns the bytes in the same order. */
async function renderAll(pictures: Picture[]): Promise<Buffer[]> {
  const out: Buffer[] = new Array(pictures.length);
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const i = next++;
      const p = pictures[i];
      out[i] = p.format === 'jpeg' ? await images.toJpeg(p.svg) : await images.toWebp(p.svg);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return out;
}

/** Seeds the demo marketplace unconditionally (the caller checks the database is empty); all rows in one transaction. */
export async function seedDemo(deps: SeedDeps): Promise<SeedSummary> {
  // The seed announces registrations and posts the demo's money through the modules' subscriptions,
  // whoever calls it (the app, the seed command, the benchmark).
  wire();
  const startedAt = performance.now();
  const now = deps.now ?? new Date();
  const p = plan(now);

  // Draw everything first: the transaction then only writes.
  const avatarOwners = [...p.people, { ...p.worker }, { ...p.unverified }, { ...p.admin }];
  const list: Picture[] = [];
  const slot = (picture: Picture) => list.push(picture) - 1;
  const avatarSlots = avatarOwners.map((o) => slot({ svg: images.avatarSvg(o.username, o.color), format: 'webp' }));
  const kycSlots = (k: typeof p.worker.kyc) => ({
    idCardFront: slot(k.idCardFront),
    idCardBack: slot(k.idCardBack),
    liveSelfie: slot(k.liveSelfie),
    bankImg: slot(k.bankImg),
  });
  const workerKyc = kycSlots(p.worker.kyc);
  const unverifiedKyc = kycSlots(p.unverified.kyc);
  const sellerKyc = p.identified.map((s) => kycSlots(s.kyc));
  const gigSlots = p.gigPictures.map((g) => ({ cover: slot(g.cover), gallery: g.gallery.map(slot) }));
  const briefSlots = p.tasks.map((t) => (t.brief ? slot(t.brief) : -1));
  const workSlots = p.tasks.map((t) => (t.work ? slot(t.work) : -1));
  const bytes = await renderAll(list);
  const renderMs = Math.round(performance.now() - startedAt);
  const imageBytes = bytes.reduce((sum, b) => sum + b.length, 0);

  const journal = deps.journal ? openSeedJournal(deps.journal, deps.storage) : null;
  const storage = journal?.storage ?? deps.storage;
  const accounts: SeedAccount[] = [];
  const storedKeys: string[] = [];
  let fileCount = 0;
  let counts = { users: 0, gigs: 0, reviews: 0, tasks: 0, submissions: 0 };

  try {
    await deps.db.transaction(async (trx) => {
      const tx: Database = trx;
      const store = async (at: number, ownerId: string, purpose: string, visibility: 'public' | 'private', name: string) => {
        const jpeg = list[at].format === 'jpeg';
        const row = await saveFile(tx, storage, {
          ownerId,
          purpose,
          visibility,
          name: `${name}.${jpeg ? 'jpg' : 'webp'}`,
          mimeType: jpeg ? 'image/jpeg' : 'image/webp',
          data: bytes[at],
        });
        storedKeys.push(row.storageKey);
        fileCount++;
        return row.id;
      };

      const ids = new Map<string, string>();
      const add = async (role: SeedRole, fields: Omit<NewUser, 'password'>, avatarAt: number) => {
        const password = generatePassword();
        const user = await createUser(tx, { ...fields, password });
        const imgFileId = await store(avatarAt, user.id, 'avatar', 'public', `${user.username}-avatar`);
        await tx.update(users).set({ imgFileId }).where(eq(users.id, user.id));
        accounts.push({ role, username: user.username, password });
        ids.set(user.username, user.id);
        return user.id;
      };
      const kyc = async (userId: string, username: string, s: typeof workerKyc) => {
        const fileIds = {
          idCardFrontFileId: await store(s.idCardFront, userId, 'kyc', 'private', `${username}-id-front`),
          idCardBackFileId: await store(s.idCardBack, userId, 'kyc', 'private', `${username}-id-back`),
          liveSelfieFileId: await store(s.liveSelfie, userId, 'kyc', 'private', `${username}-selfie`),
          bankImgFileId: await store(s.bankImg, userId, 'kyc', 'private', `${username}-bank`),
        };
        await tx.update(users).set(fileIds).where(eq(users.id, userId));
      };

      let a = 0;
      const { admin, worker, unverified } = p;
      const adminId = await add('admin', { username: admin.username, email: admin.email, country: admin.country, desc: admin.desc, isAdmin: true, isVerified: true, createdAt: admin.createdAt }, avatarSlots[avatarOwners.length - 1]);
      for (const person of p.people) {
        // Everyone joined with the terms accepted, and nothing of their identity (buyers never give it).
        await add(
          printedRole(person),
          {
            username: person.username,
            email: person.email,
            country: person.country,
            desc: person.desc,
            languages: person.languages ?? [],
            phone: person.phone ?? '',
            isSeller: person.role === 'seller',
            language: person.language ?? 'en',
            termsAcceptedAt: person.createdAt,
            createdAt: person.createdAt,
          },
          avatarSlots[a++],
        );
      }
      // The sellers who sent their documents later from /verification, as that form writes them.
      const answered: AnsweredVerification[] = [];
      for (const [i, s] of p.identified.entries()) {
        const userId = ids.get(s.username)!;
        const person = p.people.find((x) => x.username === s.username)!;
        const { identity } = s;
        await tx
          .update(users)
          .set({
            legalName: person.displayName,
            idType: 'cnic',
            cnic: identity.cnic,
            birthdate: identity.birthdate,
            address: identity.address,
            skills: [...identity.skills],
            payoneer: identity.payoneer,
            wise: identity.wise,
            bankIban: identity.bankIban,
            easypaisaAccount: identity.easypaisaAccount,
            verificationState: identity.state,
            isVerified: identity.state === 'verified',
            verificationReason: identity.reason ?? null,
            verificationDocument: identity.document ?? null,
            verificationSentAt: s.sentAt,
          })
          .where(eq(users.id, userId));
        await kyc(userId, s.username, sellerKyc[i]);
        // Their IBAN and Easypaisa account become payout methods titled with the legal name, as after a real sending.
        await publish(trx, 'user.verification_sent', { userId, legalName: person.displayName, bankIban: identity.bankIban, easypaisaAccount: identity.easypaisaAccount });
        if (identity.state !== 'pending') answered.push({ userId, state: identity.state, reason: identity.reason ?? '', document: identity.document ?? null, at: new Date(s.sentAt.getTime() + 20 * HOUR) });
      }
      const kycFields = (u: typeof worker | typeof unverified) => ({
        username: u.username,
        email: u.email,
        country: u.country,
        desc: u.desc,
        phone: u.phone,
        address: u.address,
        birthdate: u.birthdate,
        cnic: u.cnic,
        skills: [...u.skills],
        payoneer: u.payoneer,
        wise: u.wise,
        bankIban: u.bankIban,
        easypaisaAccount: u.easypaisaAccount,
        // They registered as earners: the legal name and CNIC with the documents, sent as they joined.
        legalName: u.displayName,
        idType: 'cnic' as const,
        verificationSentAt: u.createdAt,
        termsAcceptedAt: u.createdAt,
        createdAt: u.createdAt,
      });
      const workerId = await add('verified worker', { ...kycFields(worker), isVerified: true }, avatarSlots[a++]);
      await kyc(workerId, worker.username, workerKyc);
      const unverifiedId = await add('unverified user', { ...kycFields(unverified), verificationState: 'pending' }, avatarSlots[a++]);
      await kyc(unverifiedId, unverified.username, unverifiedKyc);
      fileCount += await seedAccounts({ db: tx, storage, now, storedKeys, accounts });

      const gigValues = [];
      for (const [i, g] of p.gigs.entries()) {
        const sellerId = ids.get(g.seller)!;
        const coverFileId = await store(gigSlots[i].cover, sellerId, 'gig', 'public', `gig-${i + 1}-cover`);
        const imageFileIds: string[] = [];
        for (const [j, at] of gigSlots[i].gallery.entries()) imageFileIds.push(await store(at, sellerId, 'gig', 'public', `gig-${i + 1}-image-${j + 1}`));
        gigValues.push({
          id: g.id,
          userId: sellerId,
          title: g.title,
          cat: g.cat,
          coverFileId,
          imageFileIds,
          desc: g.desc,
          shortTitle: g.shortTitle,
          shortDesc: g.shortDesc,
          deliveryTime: g.deliveryTime,
          revisionNumber: g.revisionNumber,
          features: g.features,
          price: g.price,
          totalStars: g.totalStars,
          starNumber: g.starNumber,
          sales: g.sales,
          createdAt: g.createdAt,
          updatedAt: g.createdAt,
        });
      }
      await tx.insert(gigsTable).values(gigValues);
      const sellerOf = new Map(gigValues.map((g) => [g.id, g.userId]));
      if (p.reviews.length > 0)
        await tx.insert(reviewsTable).values(p.reviews.map((rv) => ({ gigId: rv.gigId, sellerId: sellerOf.get(rv.gigId)!, userId: ids.get(rv.username)!, desc: rv.desc, star: rv.star, createdAt: rv.createdAt })));

      await insertOrders(tx, p.orders, ids, gigValues);
      await tx.insert(savedGigsTable).values(p.shortlisted.map((s) => ({ userId: ids.get(data.shortlist.username)!, ...s })));
      await recountSellerFigures(tx);
      await seedMessages(tx, ids, now);

      let submissionCount = 0;
      const completedTasks: { taskId: string; reward: number; at: Date }[] = [];
      for (const [i, t] of p.tasks.entries()) {
        const fileIds = briefSlots[i] >= 0 ? [await store(briefSlots[i], adminId, 'task', 'private', `task-brief-${i + 1}`)] : [];
        const [task] = await tx
          .insert(tasksTable)
          .values({ title: t.title, desc: t.desc, assigneeId: workerId, deadline: t.deadline, status: t.status, feedback: t.feedback ?? '', reward: demoTaskRewards[i % demoTaskRewards.length], fileIds, createdBy: adminId, createdAt: t.createdAt, updatedAt: t.createdAt })
          .returning({ id: tasksTable.id });
        if (t.status === 'Complete' && t.submission) completedTasks.push({ taskId: task.id, reward: demoTaskRewards[i % demoTaskRewards.length], at: t.createdAt });
        if (t.submission) {
          const workFileIds = workSlots[i] >= 0 ? [await store(workSlots[i], workerId, 'submission', 'private', `task-${i + 1}-work`)] : [];
          await tx.insert(submissionsTable).values({ taskId: task.id, userId: workerId, desc: t.submission.desc, status: t.submission.status, fileIds: workFileIds });
          submissionCount++;
        }
      }
      await seedLedger(trx, {
        now,
        workerId,
        workerCreatedAt: worker.createdAt,
        sellerId: ids.get('ayesha_designs')!,
        completedTasks,
        registered: [
          { userId: workerId, username: worker.username, legalName: worker.displayName, bankIban: worker.bankIban, easypaisaAccount: worker.easypaisaAccount },
          { userId: unverifiedId, username: unverified.username, legalName: unverified.displayName, bankIban: unverified.bankIban, easypaisaAccount: unverified.easypaisaAccount },
        ],
      });
      await seedTaskPools(trx, now, { adminId, workerId });
      await seedNotifications(tx, { now, adminId, workerId, sellerId: ids.get('ayesha_designs')!, buyerId: ids.get(data.shortlist.username)!, unverifiedId, answered });
      counts = { users: accounts.length, gigs: gigValues.length, reviews: p.reviews.length, tasks: p.tasks.length, submissions: submissionCount };
    });
  } catch (err) {
    // The rows rolled back; take the stored bytes with them. The journal stays while any remain,
    // so the next seed removes them.
    const removed = await Promise.allSettled(storedKeys.map((key) => deps.storage.remove(key)));
    if (removed.every((r) => r.status === 'fulfilled')) journal?.close();
    throw err;
  }
  journal?.close();

  const summary: SeedSummary = { ...counts, files: fileCount, imageBytes, renderMs, ms: Math.round(performance.now() - startedAt), accounts };
  deps.log(formatSummary(summary));
  return summary;
}

/** The one block printed after seeding: what was made and the demo sign-ins, shown only this once. */
export function formatSummary(s: SeedSummary): string {
  const order: SeedRole[] = ['admin', 'verified worker', 'unverified user', 'seller (verified)', 'seller (pending)', 'seller (changes requested)', 'seller (rejected)', 'seller', 'buyer'];
  const rows = [...s.accounts].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));
  const width = (pick: (a: SeedAccount) => string, title: string) => Math.max(title.length, ...rows.map((r) => pick(r).length));
  const [rw, uw] = [width((a) => a.role, 'role'), width((a) => a.username, 'username')];
  const line = (role: string, username: string, password: string) => `  ${role.padEnd(rw)}  ${username.padEnd(uw)}  ${password}`;
  return [
    '',
    `Demo marketplace created in ${(s.ms / 1000).toFixed(1)} s: ${s.users} accounts, ${s.gigs} gigs, ${s.reviews} reviews, ${s.tasks} tasks, ${s.files} images (${(s.imageBytes / 1024 / 1024).toFixed(1)} MB).`,
    'Demo accounts (the passwords are shown only now; only their hashes are stored):',
    line('role', 'username', 'password'),
    line('-'.repeat(rw), '-'.repeat(uw), '-'.repeat(16)),
    ...rows.map((a) => line(a.role, a.username, a.password)),
    '',
  ].join('\n');
}
