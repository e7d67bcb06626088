import {
  openPoolFields,
  poolLimits,
  poolOutputTypes,
  schemaTexts,
  taskPoolAdminTexts,
  taskPoolTexts,
  type CreatePool,
  type Pool,
  type UpdatePool,
  type UploadedFile,
} from '@market/shared';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { focusFirstInvalid, serverFieldErrors } from '@/lib/form-errors';

const t = taskPoolTexts;

/** A field's text as a whole number from `min` to `max` ("12"), else null. */
const wholeIn = (value: string, min: number, max: number): number | null => {
  const v = value.trim();
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
};

/** A field's text as a number, a decimal comma accepted ("1,5" or "1.5"), else null. */
const decimal = (value: string): number | null => {
  const v = value.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(v)) return null;
  return Number(v);
};

const whole = (message: string, min: number, max: number) => z.string().refine((v) => wholeIn(v, min, max) !== null, message);

/** A choice field's options as typed: one per line, or separated by commas on one line. */
export const splitOptions = (text: string): string[] => {
  const parts = text.includes('\n') ? text.split('\n') : text.split(',');
  return parts.map((p) => p.trim()).filter((p) => p !== '');
};

const outputFormSchema = z
  .object({
    name: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, t.outputNameInvalid),
    label: z.string().trim().min(1, t.outputLabelRequired).max(200, schemaTexts.atMostCharacters(200)),
    type: z.enum(poolOutputTypes),
    options: z.string(),
    required: z.boolean(),
  })
  .superRefine((o, ctx) => {
    if (o.type !== 'choice') return;
    const options = splitOptions(o.options);
    if (options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: t.choiceOptionsRequired });
    else if (options.length > poolLimits.optionsMax) ctx.addIssue({ code: 'custom', path: ['options'], message: taskPoolAdminTexts.form.optionsMax(poolLimits.optionsMax) });
    else if (options.some((option) => option.length > 200)) ctx.addIssue({ code: 'custom', path: ['options'], message: schemaTexts.atMostCharacters(200) });
  });

const qualificationFormSchema = z
  .object({ on: z.boolean(), poolId: z.string(), minScore: z.string(), retryHours: z.string() })
  .superRefine((q, ctx) => {
    if (!q.on) return;
    if (!q.poolId) ctx.addIssue({ code: 'custom', path: ['poolId'], message: taskPoolAdminTexts.form.qualificationPoolRequired });
    if (wholeIn(q.minScore, 0, 100) === null) ctx.addIssue({ code: 'custom', path: ['minScore'], message: t.accuracyInvalid });
    const hours = decimal(q.retryHours);
    if (hours === null || hours > 8760) ctx.addIssue({ code: 'custom', path: ['retryHours'], message: taskPoolAdminTexts.form.retryHoursInvalid });
  });

/**
 * The pool form's values as typed (numbers as text, options as one text): the wizard's and the edit
 * form's. Its rules are the server's (createPoolSchema), with the same messages, so a step is refused
 * before anything is sent.
 */
export const poolFormSchema = z.object({
  title: z.string().trim().min(1, t.titleRequired).max(200, schemaTexts.atMostCharacters(200)),
  desc: z.string().trim().min(1, t.descRequired).max(20_000, schemaTexts.atMostCharacters(20_000)),
  files: z.array(z.custom<UploadedFile>()).max(10, schemaTexts.atMostFiles(10)),
  outputs: z
    .array(outputFormSchema)
    .min(1, t.outputsRequired)
    .max(poolLimits.outputsMax, taskPoolAdminTexts.form.outputsMax(poolLimits.outputsMax))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((o, i) => {
        const name = o.name.trim().toLowerCase();
        if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: t.outputNameRepeated });
        seen.add(name);
      });
    }),
  reward: whole(t.rewardInvalid, poolLimits.rewardMin, poolLimits.rewardMax),
  skills: z.array(z.string()).min(1, t.skillsRequired),
  overlap: whole(t.overlapInvalid, 1, poolLimits.overlapMax),
  claimMinutes: whole(t.claimMinutesInvalid, 1, poolLimits.claimMinutesMax),
  reviewHours: z.string().refine((v) => {
    const n = decimal(v);
    return n !== null && n > 0 && n <= poolLimits.reviewHoursMax;
  }, t.reviewHoursInvalid),
  perWorkerLimit: z.string().refine((v) => v.trim() === '' || wholeIn(v, 1, 10_000_000) !== null, t.limitInvalid),
  controlRate: whole(t.controlRateInvalid, 0, poolLimits.controlRateMax),
  minAccuracy: whole(t.accuracyInvalid, 0, 100),
  qualification: qualificationFormSchema,
});
export type PoolFormValues = z.infer<typeof poolFormSchema>;
export type PoolOutputValues = PoolFormValues['outputs'][number];

/** What an open or paused pool may change, with the same rules. */
export const openPoolFormSchema = poolFormSchema.pick({ title: true, desc: true, reviewHours: true, perWorkerLimit: true });

export const newOutput = (): PoolOutputValues => ({ name: '', label: '', type: 'choice', options: '', required: true });

export const emptyPoolForm = (): PoolFormValues => ({
  title: '',
  desc: '',
  files: [],
  outputs: [newOutput()],
  reward: '',
  skills: [],
  overlap: '1',
  claimMinutes: '30',
  reviewHours: '72',
  perWorkerLimit: '',
  controlRate: '0',
  minAccuracy: '0',
  qualification: { on: false, poolId: '', minScore: '80', retryHours: '24' },
});

/** A stored pool as the form's values. */
export const poolFormFrom = (pool: Pool): PoolFormValues => ({
  title: pool.title,
  desc: pool.desc,
  files: pool.attachments,
  outputs: pool.outputs.map((o) => ({ name: o.name, label: o.label, type: o.type, options: (o.options ?? []).join('\n'), required: o.required })),
  reward: String(pool.reward),
  skills: [...pool.skills],
  overlap: String(pool.overlap),
  claimMinutes: String(pool.claimMinutes),
  reviewHours: String(pool.reviewHours),
  perWorkerLimit: pool.perWorkerLimit === null ? '' : String(pool.perWorkerLimit),
  controlRate: String(pool.controlRate),
  minAccuracy: String(pool.minAccuracy),
  qualification: pool.qualification
    ? { on: true, poolId: pool.qualification.poolId, minScore: String(pool.qualification.minScore), retryHours: String(pool.qualification.retryHours) }
    : { on: false, poolId: '', minScore: '80', retryHours: '24' },
});

const toNumber = (text: string) => decimal(text) ?? Number(text);

/** The API body of checked values (POST /api/task-pools, or PUT of a draft). */
export function poolPayload(v: PoolFormValues): Required<CreatePool> {
  return {
    title: v.title.trim(),
    desc: v.desc.trim(),
    files: v.files.map((f) => f.url),
    outputs: v.outputs.map((o) => ({
      name: o.name.trim(),
      label: o.label.trim(),
      type: o.type,
      ...(o.type === 'choice' ? { options: splitOptions(o.options) } : {}),
      required: o.required,
    })),
    reward: toNumber(v.reward),
    skills: v.skills as CreatePool['skills'],
    overlap: toNumber(v.overlap),
    claimMinutes: toNumber(v.claimMinutes),
    reviewHours: toNumber(v.reviewHours),
    perWorkerLimit: v.perWorkerLimit.trim() === '' ? null : toNumber(v.perWorkerLimit),
    controlRate: toNumber(v.controlRate),
    minAccuracy: toNumber(v.minAccuracy),
    qualification: v.qualification.on
      ? { poolId: v.qualification.poolId, minScore: toNumber(v.qualification.minScore), retryHours: toNumber(v.qualification.retryHours) }
      : null,
  };
}

/** The PUT body of an open or paused pool: only what it may change. */
export function openPoolPayload(v: Pick<PoolFormValues, (typeof openPoolFields)[number]>): UpdatePool {
  return {
    title: v.title.trim(),
    desc: v.desc.trim(),
    reviewHours: toNumber(v.reviewHours),
    perWorkerLimit: v.perWorkerLimit.trim() === '' ? null : toNumber(v.perWorkerLimit),
  };
}

/** The wizard's steps that hold fields, and the fields of each (checked on Next). */
export const fieldSteps = {
  instructions: ['title', 'desc', 'files'],
  outputs: ['outputs'],
  settings: ['reward', 'skills', 'overlap', 'claimMinutes', 'reviewHours', 'perWorkerLimit', 'controlRate', 'minAccuracy', 'qualification'],
} as const satisfies Record<string, readonly FieldPath<PoolFormValues>[]>;
export type FieldStep = keyof typeof fieldSteps;

/** The step holding a field ("outputs.2.options" is in outputs). */
export const stepOfField = (name: string): FieldStep =>
  (Object.keys(fieldSteps) as FieldStep[]).find((step) => (fieldSteps[step] as readonly string[]).includes(name.split('.')[0]!)) ?? 'instructions';

const outputParts = ['name', 'label', 'type', 'options', 'required'];
const qualificationParts = ['poolId', 'minScore', 'retryHours'];

/** A field the server named ("outputs.0.options.3", "qualification", "files.1") as the form field that shows it. */
function formFieldOf(name: string, values: PoolFormValues): FieldPath<PoolFormValues> | null {
  const [top, index, part] = name.split('.');
  if (top === 'outputs') {
    const i = Number(index);
    if (index !== undefined && Number.isInteger(i) && i >= 0 && i < values.outputs.length) {
      return `outputs.${i}.${(outputParts.includes(part ?? '') ? part : 'name') as 'name'}`;
    }
    return 'outputs';
  }
  if (top === 'qualification') return `qualification.${(qualificationParts.includes(index ?? '') ? index : 'poolId') as 'poolId'}`;
  const known = Object.values(fieldSteps).flat() as readonly string[];
  return known.includes(top!) ? (top as FieldPath<PoolFormValues>) : null;
}

/**
 * Puts the server's per-field refusals (400 `fields`) beside the form's fields, focuses the first
 * once shown, and answers the fields it set (the wizard opens the step of the first).
 */
export function applyPoolServerErrors(
  setError: UseFormSetError<PoolFormValues>,
  error: unknown,
  values: PoolFormValues,
  shown?: readonly string[],
): FieldPath<PoolFormValues>[] {
  const set: FieldPath<PoolFormValues>[] = [];
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    const field = formFieldOf(name, values);
    if (!field || (shown && !shown.includes(field.split('.')[0]!))) continue;
    setError(field, { message });
    set.push(field);
  }
  if (set.length) focusFirstInvalid();
  return set;
}
