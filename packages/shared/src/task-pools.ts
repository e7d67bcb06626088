import { z } from 'zod';
import { skillChoices } from './constants.js';
import { schemaTexts } from './schema-texts.js';
import { uploadedFileSchema } from './schemas.js';
import { fileUrlSchema } from './tasks.js';

/**
 * Task pools: many small items that verified workers take one after another (decision 0156).
 * Beside the admin-assigned tasks, which stay as they are.
 */

export const poolStatuses = ['draft', 'open', 'paused', 'closed'] as const;
export type PoolStatus = (typeof poolStatuses)[number];
export const poolOutputTypes = ['choice', 'text', 'files'] as const;
export type PoolOutputType = (typeof poolOutputTypes)[number];
/** An answer's life: held (claimed), then answered (pending), reviewed, or given back. */
export const answerStatuses = ['claimed', 'pending', 'accepted', 'rejected', 'expired', 'released'] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

export const poolLimits = {
  rewardMin: 1,
  rewardMax: 50_000,
  overlapMax: 5,
  claimMinutesMax: 240,
  reviewHoursMax: 720,
  controlRateMax: 50,
  outputsMax: 20,
  optionsMax: 50,
  rejectReasonMax: 1024,
  /** Lines answered per import: the errors listed (all are counted). */
  importErrorsListed: 100,
  /** Columns of one CSV row, and characters of one value. */
  columnsMax: 50,
  valueMax: 10_000,
  reviewBatchMax: 100,
  /** Answers below this many control items do not block a worker. */
  controlsBeforeBlock: 5,
} as const;

/** The server's texts of the task pools (English; the Urdu catalogue has the same keys). */
export const taskPoolTexts = {
  created: 'Pool created',
  updated: 'Pool updated',
  published: 'Pool published: workers can take its items now',
  paused: 'Pool paused',
  closed: 'Pool closed',
  imported: (n: number) => `${n} items imported`,
  importChecked: (n: number) => `${n} items checked: nothing is wrong`,
  importFailed: 'Nothing was imported: some lines are wrong',
  answered: 'Answer submitted',
  released: 'Item given back',
  accepted: 'Answer accepted',
  rejected: 'Answer rejected',
  reviewed: (n: number) => `${n} answers reviewed`,
  blocked: 'Worker blocked',
  unblocked: 'Worker unblocked',
  notFound: 'Pool not found',
  itemNotFound: 'Item not found',
  answerNotFound: 'Answer not found',
  titleRequired: 'Title is required',
  descRequired: 'Instructions are required',
  rewardInvalid: 'Reward must be a whole number of rupees from 1 to 50,000',
  skillsRequired: 'Choose at least one skill',
  outputsRequired: 'Add at least one field for the answer',
  outputNameInvalid: 'A field name is a letter, then letters, digits or _ (up to 40)',
  outputNameRepeated: 'Two answer fields have the same name',
  outputLabelRequired: 'Every answer field needs a label',
  choiceOptionsRequired: 'A choice field needs at least two options',
  overlapInvalid: 'Overlap is 1 to 5 workers per item',
  claimMinutesInvalid: 'Claim time is 1 to 240 minutes',
  reviewHoursInvalid: 'Review time is more than 0 and at most 720 hours',
  limitInvalid: 'The limit per worker is a whole number from 1',
  controlRateInvalid: 'Control items are 0 to 50 percent',
  accuracyInvalid: 'Accuracy is 0 to 100 percent',
  qualificationSelf: 'A pool cannot require itself',
  qualificationNotExam: 'The qualification must be an exam pool: a pool of control items only',
  draftOnly: 'Only a draft pool can change this',
  openFieldsOnly: 'An open or paused pool can change only its title, instructions, review time and limit per worker',
  notDraft: 'Only a draft pool can be published',
  noItems: 'Add items before publishing',
  notOpen: 'This pool is not open',
  notPaused: 'Only an open pool can be paused',
  alreadyClosed: 'This pool is closed',
  importClosed: 'A closed pool takes no more items',
  csvEmpty: 'The file has no rows',
  csvHeaderInvalid: 'The first line must name the columns: unique names, at most 50',
  csvColumnsMismatch: (expected: number, got: number) => `Expected ${expected} values, found ${got}`,
  csvQuoteUnclosed: 'A quoted value is not closed',
  goldUnknown: (name: string) => `gold:${name} names no answer field`,
  goldNotOption: (name: string, value: string) => `"${value}" is not an option of ${name}`,
  goldEmpty: 'A control item needs its expected answer',
  valueTooLong: 'A value is longer than 10,000 characters',
  inputsRequired: 'An item needs at least one input',
  jsonItemsInvalid: 'Send an array of objects: each key an input, gold:<field> the expected answer',
  unsupportedType: 'Send the items as text/csv or as a JSON array',
  noSkill: 'This pool is for workers with other skills',
  qualificationRequired: 'Pass the qualification exam first',
  qualificationRetryAt: (at: string) => `You can take the exam again after ${at}`,
  examFinished: (score: number) => `You finished this exam with a score of ${score}%`,
  blockedFromPool: (reason: string) => `You cannot work on this pool: ${reason}`,
  limitReached: 'You have answered as many items as this pool allows',
  noItemsLeft: 'No items are left for you in this pool',
  claimExpired: 'Your time for this item ran out; it went back to the pool',
  notHolder: 'You do not hold this item',
  answerRequired: (label: string) => `${label} is required`,
  answerNotOption: (label: string) => `Choose one of the options for ${label}`,
  answerUnknownField: (name: string) => `${name} is not a field of this pool`,
  answerTooLong: (label: string) => `${label} is too long`,
  notPending: 'This answer was already reviewed',
  reasonRequired: 'Give a reason of 1 to 1,024 characters',
  controlWrong: 'The answer did not match the expected one',
  autoBlockReason: (accuracy: number, min: number) => `Your accuracy on check items is ${accuracy}%, below the ${min}% this pool asks for`,
  blockReasonRequired: 'Give the worker a reason',
  workerNotFound: 'No verified worker with that id',
  badFile: 'One of the files is not an upload of yours for this',
} as const;

// ---------- a pool's settings ----------

const t = taskPoolTexts;
const outputName = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, t.outputNameInvalid);

export const poolOutputSchema = z
  .object({
    name: outputName,
    label: z.string().trim().min(1, t.outputLabelRequired).max(200),
    type: z.enum(poolOutputTypes),
    options: z.array(z.string().trim().min(1).max(200)).max(poolLimits.optionsMax).optional(),
    required: z.boolean().default(true),
  })
  .strict()
  .refine((o) => o.type !== 'choice' || (o.options?.length ?? 0) >= 2, { message: t.choiceOptionsRequired, path: ['options'] });
export type PoolOutput = z.output<typeof poolOutputSchema>;

const outputsSchema = z
  .array(poolOutputSchema, { error: t.outputsRequired })
  .min(1, t.outputsRequired)
  .max(poolLimits.outputsMax)
  .refine((list) => new Set(list.map((o) => o.name.toLowerCase())).size === list.length, t.outputNameRepeated);

export const poolQualificationSchema = z
  .object({
    poolId: z.uuid(),
    minScore: z.number().int().min(0, t.accuracyInvalid).max(100, t.accuracyInvalid),
    retryHours: z.number().min(0).max(8760),
  })
  .strict();
export type PoolQualification = z.infer<typeof poolQualificationSchema>;

const int = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const reviewHoursSchema = z.number({ error: t.reviewHoursInvalid }).gt(0, t.reviewHoursInvalid).max(poolLimits.reviewHoursMax, t.reviewHoursInvalid);
const perWorkerLimitSchema = int(t.limitInvalid, 1, 10_000_000).nullable();
const titleSchema = z.string({ error: t.titleRequired }).trim().min(1, t.titleRequired).max(200);
const descSchema = z.string({ error: t.descRequired }).trim().min(1, t.descRequired).max(20_000);

const poolFields = {
  title: titleSchema,
  desc: descSchema,
  files: z.array(fileUrlSchema).max(10, schemaTexts.atMostFiles(10)).default([]),
  reward: int(t.rewardInvalid, poolLimits.rewardMin, poolLimits.rewardMax),
  skills: z.array(z.enum(skillChoices), { error: t.skillsRequired }).min(1, t.skillsRequired).max(skillChoices.length),
  outputs: outputsSchema,
  overlap: int(t.overlapInvalid, 1, poolLimits.overlapMax).default(1),
  claimMinutes: int(t.claimMinutesInvalid, 1, poolLimits.claimMinutesMax).default(30),
  reviewHours: reviewHoursSchema.default(72),
  perWorkerLimit: perWorkerLimitSchema.default(null),
  controlRate: int(t.controlRateInvalid, 0, poolLimits.controlRateMax).default(0),
  minAccuracy: int(t.accuracyInvalid, 0, 100).default(0),
  qualification: poolQualificationSchema.nullable().default(null),
};

/** POST /api/task-pools: a new draft. */
export const createPoolSchema = z.object(poolFields).strict();
export type CreatePool = z.input<typeof createPoolSchema>;

/** PUT /api/task-pools/:id: a draft changes any field; an open or paused pool only `openPoolFields`. */
export const updatePoolSchema = z
  .object({
    title: titleSchema.optional(),
    desc: descSchema.optional(),
    files: z.array(fileUrlSchema).max(10, schemaTexts.atMostFiles(10)).optional(),
    reward: poolFields.reward.optional(),
    skills: poolFields.skills.optional(),
    outputs: outputsSchema.optional(),
    overlap: int(t.overlapInvalid, 1, poolLimits.overlapMax).optional(),
    claimMinutes: int(t.claimMinutesInvalid, 1, poolLimits.claimMinutesMax).optional(),
    reviewHours: reviewHoursSchema.optional(),
    perWorkerLimit: perWorkerLimitSchema.optional(),
    controlRate: int(t.controlRateInvalid, 0, poolLimits.controlRateMax).optional(),
    minAccuracy: int(t.accuracyInvalid, 0, 100).optional(),
    qualification: poolQualificationSchema.nullable().optional(),
  })
  .strict();
export type UpdatePool = z.input<typeof updatePoolSchema>;
export const openPoolFields = ['title', 'desc', 'reviewHours', 'perWorkerLimit'] as const;

// ---------- what the API answers ----------

const rupees = z.object({ amount: z.number().int(), currency: z.literal('PKR') });
export type PoolMoney = z.infer<typeof rupees>;

export const poolProgressSchema = z.object({
  /** Items that are not control items, and those with all their overlap accepted. */
  items: z.number().int(),
  itemsDone: z.number().int(),
  controlItems: z.number().int(),
  toReview: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Planned: items x overlap x reward; spent: the rewards of accepted answers (control answers included). */
  costPlanned: rupees,
  costSpent: rupees,
});
export type PoolProgress = z.infer<typeof poolProgressSchema>;

export const poolSchema = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  files: z.array(z.string()),
  attachments: z.array(uploadedFileSchema),
  reward: z.number().int(),
  skills: z.array(z.string()),
  outputs: z.array(poolOutputSchema),
  overlap: z.number().int(),
  claimMinutes: z.number().int(),
  reviewHours: z.number(),
  perWorkerLimit: z.number().int().nullable(),
  controlRate: z.number().int(),
  minAccuracy: z.number().int(),
  qualification: poolQualificationSchema.extend({ title: z.string() }).nullable(),
  status: z.enum(poolStatuses),
  /** Every item is a control item: the pool is an exam, which gives a score. */
  isExam: z.boolean(),
  progress: poolProgressSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pool = z.infer<typeof poolSchema>;
export const poolListSchema = z.object({ pools: z.array(poolSchema) });
export type PoolList = z.infer<typeof poolListSchema>;

/** The caller's standing in one pool. */
export const poolStandingSchema = z.object({
  answered: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Percent right of the check items answered (null before the first). */
  accuracy: z.number().int().nullable(),
  earned: rupees,
  blocked: z.object({ reason: z.string() }).nullable(),
  limitReached: z.boolean(),
  /** An exam's result: the best score so far, and whether the last try is finished. */
  exam: z.object({ score: z.number().int().nullable(), finished: z.boolean(), retryAt: z.string().nullable() }).nullable(),
  /** A pool with a qualification: where the caller stands with its exam. */
  qualification: z
    .object({ poolId: z.string(), title: z.string(), state: z.enum(['passed', 'required', 'failed']), retryAt: z.string().nullable() })
    .nullable(),
});
export type PoolStanding = z.infer<typeof poolStandingSchema>;

/** A pool as a worker sees it: no gold answers, no other workers. */
export const workerPoolSchema = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  attachments: z.array(uploadedFileSchema),
  reward: z.number().int(),
  skills: z.array(z.string()),
  outputs: z.array(poolOutputSchema),
  claimMinutes: z.number().int(),
  itemsLeft: z.number().int(),
  status: z.enum(poolStatuses),
  isExam: z.boolean(),
  me: poolStandingSchema,
});
export type WorkerPool = z.infer<typeof workerPoolSchema>;
export const availablePoolsSchema = z.object({ pools: z.array(workerPoolSchema) });
export type AvailablePools = z.infer<typeof availablePoolsSchema>;

/** GET /api/task-pools/latest: the newest open pools, for the header's list (public). */
export const latestPoolsSchema = z.object({ pools: z.array(z.object({ _id: z.string(), title: z.string(), reward: z.number().int() })) });
export type LatestPools = z.infer<typeof latestPoolsSchema>;

export const claimSchema = z.object({
  answerId: z.string(),
  pool: z.object({ _id: z.string(), title: z.string(), reward: z.number().int() }),
  item: z.object({ _id: z.string(), inputs: z.record(z.string(), z.string()) }),
  outputs: z.array(poolOutputSchema),
  expiresAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** POST /api/task-items/:itemId/answer: text and choice values by field name; the files of `files` fields by field name. */
export const answerInputSchema = z
  .object({
    outputs: z.record(z.string().max(40), z.string().max(poolLimits.valueMax)).default({}),
    files: z.record(z.string().max(40), z.array(fileUrlSchema).max(10, schemaTexts.atMostFiles(10))).default({}),
  })
  .strict();
export type AnswerInput = z.input<typeof answerInputSchema>;

/** One of the caller's own answers. */
export const myAnswerSchema = z.object({
  _id: z.string(),
  pool: z.object({ _id: z.string(), title: z.string() }),
  itemId: z.string(),
  status: z.enum(answerStatuses),
  reason: z.string().nullable(),
  reward: rupees.nullable(),
  answeredAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyAnswer = z.infer<typeof myAnswerSchema>;
export const myAnswerListSchema = z.object({ answers: z.array(myAnswerSchema), nextCursor: z.string().nullable() });
export type MyAnswerList = z.infer<typeof myAnswerListSchema>;
export const myPoolsSchema = z.object({ pools: z.array(z.object({ _id: z.string(), title: z.string(), status: z.enum(poolStatuses), me: poolStandingSchema })) });
export type MyPools = z.infer<typeof myPoolsSchema>;
export const answerResultSchema = z.object({ message: z.string(), answer: myAnswerSchema });

/** An answer as admins review it, with its item and the item's agreement. */
export const reviewAnswerSchema = z.object({
  _id: z.string(),
  status: z.enum(answerStatuses),
  worker: z.object({ _id: z.string(), username: z.string() }),
  item: z.object({
    _id: z.string(),
    line: z.number().int(),
    inputs: z.record(z.string(), z.string()),
    isControl: z.boolean(),
    gold: z.record(z.string(), z.string()).nullable(),
    /** Choice fields with overlap above 1: the most given value per field and the share of answers that gave it. */
    majority: z.record(z.string(), z.string()).nullable(),
    agreement: z.number().int().nullable(),
  }),
  outputs: z.record(z.string(), z.string()),
  files: z.record(z.string(), z.array(uploadedFileSchema)),
  correct: z.boolean().nullable(),
  flagged: z.boolean(),
  reason: z.string().nullable(),
  answeredAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;
export const reviewAnswerListSchema = z.object({ answers: z.array(reviewAnswerSchema), nextCursor: z.string().nullable() });
export type ReviewAnswerList = z.infer<typeof reviewAnswerListSchema>;
export const answersQuerySchema = z
  .object({ status: z.enum(['pending', 'accepted', 'rejected', 'flagged']).optional(), cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) })
  .strict();
export const myAnswersQuerySchema = z.object({ cursor: z.string().max(200).optional(), poolId: z.uuid().optional() }).strict();

export const poolWorkerSchema = z.object({
  _id: z.string(),
  username: z.string(),
  answered: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  accuracy: z.number().int().nullable(),
  blocked: z.object({ reason: z.string(), all: z.boolean() }).nullable(),
});
export type PoolWorker = z.infer<typeof poolWorkerSchema>;
export const poolWorkersSchema = z.object({ workers: z.array(poolWorkerSchema) });

export const rejectSchema = z.object({ reason: z.string({ error: t.reasonRequired }).trim().min(1, t.reasonRequired).max(poolLimits.rejectReasonMax, t.reasonRequired) }).strict();
export const bulkReviewSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(poolLimits.reviewBatchMax),
    decision: z.enum(['accept', 'reject']),
    reason: z.string().trim().max(poolLimits.rejectReasonMax, t.reasonRequired).optional(),
  })
  .strict()
  .refine((b) => b.decision === 'accept' || (b.reason?.length ?? 0) >= 1, { message: t.reasonRequired, path: ['reason'] });
export const blockSchema = z.object({ userId: z.uuid(), reason: z.string({ error: t.blockReasonRequired }).trim().min(1, t.blockReasonRequired).max(1024) }).strict();
/** A pool's id, or `all` for blocks that hold in every pool. */
export const blockParamsSchema = z.object({ id: z.union([z.uuid(), z.literal('all')]) }).strict();

export const importLineErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportLineError = z.infer<typeof importLineErrorSchema>;
export const importQuerySchema = z.object({ dryRun: z.enum(['true', 'false', '1', '0']).optional() }).strict();
export const importResultSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
  controlItems: z.number().int(),
  columns: z.array(z.string()),
  /** The first rows as read, for the admin's preview. */
  preview: z.array(z.record(z.string(), z.string())),
  dryRun: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importErrorSchema = z.object({ message: z.string(), code: z.string(), errors: z.array(importLineErrorSchema), errorCount: z.number().int() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** What the pool's cost is before publishing: items x overlap x reward, in paisa. */
export const plannedCost = (p: { items: number; overlap: number; reward: number }) => p.items * p.overlap * p.reward * 100;
