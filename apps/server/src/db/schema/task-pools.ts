import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PoolOutput, PoolQualification, PoolStatus, AnswerStatus } from '@market/shared';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

/** A pool of small task items that verified workers take one after another (decision 0156). */
export const taskPools = pgTable(
  'task_pools',
  {
    id: idColumn(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Per accepted answer, in whole rupees. */
    reward: integer('reward').notNull(),
    skills: text('skills').array().notNull(),
    outputs: jsonb('outputs').$type<PoolOutput[]>().notNull(),
    overlap: integer('overlap').notNull().default(1),
    claimMinutes: integer('claim_minutes').notNull().default(30),
    reviewHours: doublePrecision('review_hours').notNull().default(72),
    perWorkerLimit: integer('per_worker_limit'),
    controlRate: integer('control_rate').notNull().default(0),
    minAccuracy: integer('min_accuracy').notNull().default(0),
    qualification: jsonb('qualification').$type<PoolQualification>(),
    status: text('status').$type<PoolStatus>().notNull().default('draft'),
    /** Counts kept by the import (items never leave a pool): regular and control items. */
    itemCount: integer('item_count').notNull().default(0),
    controlCount: integer('control_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('task_pools_reward_range', sql`${t.reward} between 1 and 50000`),
    check('task_pools_overlap_range', sql`${t.overlap} between 1 and 5`),
    check('task_pools_status', sql`${t.status} in ('draft', 'open', 'paused', 'closed')`),
    index('task_pools_created_idx').on(t.createdAt, t.id),
    // The open pools, newest first (workers' list, the header's list).
    index('task_pools_open_idx').on(t.publishedAt).where(sql`${t.status} = 'open'`),
    index('task_pools_file_ids_idx').using('gin', t.fileIds),
    // The pools that require an exam (its retry wait is the shortest they set).
    index('task_pools_qualification_idx').on(sql`(${t.qualification}->>'poolId')`).where(sql`${t.qualification} is not null`),
  ],
);

/** One item of a pool: its inputs (a CSV row), and for a control item the expected answer. */
export const taskItems = pgTable(
  'task_items',
  {
    id: idColumn(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => taskPools.id, { onDelete: 'cascade' }),
    /** The item's line in its import: its order in the pool. */
    line: integer('line').notNull(),
    inputs: jsonb('inputs').$type<Record<string, string>>().notNull(),
    gold: jsonb('gold').$type<Record<string, string>>(),
    isControl: boolean('is_control').notNull().default(false),
    /** Regular items: how many more workers may hold or answer it (overlap less live claims and answers not rejected). */
    slotsLeft: integer('slots_left').notNull(),
    accepted: integer('accepted').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('task_items_slots_left', sql`${t.slotsLeft} >= 0`),
    // The claim's scan: the pool's regular items that still take a worker, in line order.
    index('task_items_open_idx').on(t.poolId, t.line, t.id).where(sql`${t.slotsLeft} > 0 and not ${t.isControl}`),
    index('task_items_control_idx').on(t.poolId, t.line, t.id).where(sql`${t.isControl}`),
    index('task_items_pool_idx').on(t.poolId, t.line, t.id),
  ],
);

/** A worker's hold on an item, then their answer to it: one row per worker, item and exam attempt. */
export const taskAnswers = pgTable(
  'task_answers',
  {
    id: idColumn(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => taskPools.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => taskItems.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Exams can be taken again: each try has its own answers. */
    attempt: integer('attempt').notNull().default(1),
    status: text('status').$type<AnswerStatus>().notNull().default('claimed'),
    isControl: boolean('is_control').notNull().default(false),
    outputs: jsonb('outputs').$type<Record<string, string>>().notNull().default({}),
    files: jsonb('files').$type<Record<string, string[]>>().notNull().default({}),
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** A control answer: whether it matched the expected one. */
    correct: boolean('correct'),
    /** Kept from the automatic acceptance: the worker was blocked for low accuracy. */
    flagged: boolean('flagged').notNull().default(false),
    reason: text('reason'),
    /** The reward it earned (whole rupees), once accepted. */
    reward: integer('reward'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('task_answers_status', sql`${t.status} in ('claimed', 'pending', 'accepted', 'rejected', 'expired', 'released')`),
    // Never one item twice to one worker (in one exam try); also "did I answer this item?".
    uniqueIndex('task_answers_worker_item_idx').on(t.workerId, t.itemId, t.attempt),
    // One open claim per worker and pool.
    uniqueIndex('task_answers_one_claim_idx').on(t.poolId, t.workerId).where(sql`${t.status} = 'claimed'`),
    // The open claims by when they run out (the recurring check gives their items back).
    index('task_answers_claim_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'claimed'`),
    // A pool's answers by status, newest first (the review list), and one item's answers.
    index('task_answers_pool_status_idx').on(t.poolId, t.status, t.answeredAt, t.id),
    index('task_answers_item_idx').on(t.itemId),
    // A worker's history, newest first.
    index('task_answers_worker_idx').on(t.workerId, t.createdAt, t.id),
    // Answers with files only: a claim and a text answer (most rows) skip this index's upkeep.
    index('task_answers_file_ids_idx').using('gin', t.fileIds).where(sql`${t.fileIds} <> '{}'`),
  ],
);

/** One worker's figures in one pool, kept with each answer and review (the claim checks them without counting). */
export const taskPoolWorkers = pgTable(
  'task_pool_workers',
  {
    poolId: uuid('pool_id')
      .notNull()
      .references(() => taskPools.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull().default(1),
    /** Answers given (this exam try, for exams). */
    answered: integer('answered').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    controlTotal: integer('control_total').notNull().default(0),
    controlCorrect: integer('control_correct').notNull().default(0),
    /** Rewards of accepted answers, whole rupees. */
    earned: integer('earned').notNull().default(0),
    /** Exams: the best score of a finished try, and when the last try finished. */
    bestScore: integer('best_score'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.workerId] }), index('task_pool_workers_worker_idx').on(t.workerId)],
);

/** A worker kept from one pool, or (pool_id null) from every pool, with the reason they see. */
export const taskPoolBlocks = pgTable(
  'task_pool_blocks',
  {
    id: idColumn(),
    poolId: uuid('pool_id').references(() => taskPools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Null when the accuracy check blocked the worker. */
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('task_pool_blocks_user_pool_idx').on(t.userId, sql`coalesce(${t.poolId}, '00000000-0000-0000-0000-000000000000'::uuid)`)],
);
