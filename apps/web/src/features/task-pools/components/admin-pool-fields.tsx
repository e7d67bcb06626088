import { poolLimits, poolOutputTypes, skillChoices, taskPoolAdminTexts, type Pool } from '@market/shared';
import { useId, type ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, InputField, TextareaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { UploadFilesField, type UploadFilesCopy } from '@/components/ui/upload-files-field';
import { skillLabel } from '@/lib/value-labels';
import { newOutput, type PoolFormValues } from './admin-pool-form-values';

const copy = taskPoolAdminTexts.form;
type Form = UseFormReturn<PoolFormValues>;

// What the `task` upload purpose accepts: images and documents (as the task form).
const taskAccept = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,image/jpeg,image/png,image/gif,image/webp,application/pdf';
const filesCopy: UploadFilesCopy = { label: copy.files, addFiles: copy.addFiles, hint: copy.filesHint, remove: copy.remove, uploading: copy.uploading };
const typeOptions = poolOutputTypes.map((type) => ({ value: type, label: taskPoolAdminTexts.outputTypeLabels[type] }));

/** A checkbox with its label on its side (start), and an optional hint under it. */
function CheckboxField({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (ids: { describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label className="flex cursor-pointer items-start gap-2 text-sm font-medium text-slate-700">
        {children({ describedBy })}
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ps-6 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-brand-700';

/** Step (a): title, instructions and (for a draft) the files the workers need. */
export function InstructionsFields({ form, withFiles, onUploadingChange }: { form: Form; withFiles: boolean; onUploadingChange: (busy: boolean) => void }) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  return (
    <div className="space-y-5">
      <InputField label={copy.title} required maxLength={200} error={errors.title?.message} {...register('title')} />
      <TextareaField label={copy.desc} required rows={6} hint={copy.descHint} error={errors.desc?.message} {...register('desc')} />
      {withFiles ? (
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <UploadFilesField
              purpose="task"
              accept={taskAccept}
              copy={filesCopy}
              value={field.value}
              error={fieldState.error?.message}
              onAdd={(added) => setValue('files', [...getValues('files'), ...added], { shouldDirty: true, shouldValidate: true })}
              onRemove={(id) => setValue('files', getValues('files').filter((f) => f._id !== id), { shouldDirty: true, shouldValidate: true })}
              onBusyChange={onUploadingChange}
            />
          )}
        />
      ) : null}
    </div>
  );
}

/** One answer field's row: name, label, type, the options of a choice, required; and its remove button. */
function OutputRow({ form, index, count, onRemove }: { form: Form; index: number; count: number; onRemove: () => void }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const type = useWatch({ control, name: `outputs.${index}.type` });
  const fieldErrors = errors.outputs?.[index];
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{copy.outputHeading(index + 1)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={copy.outputName}
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          hint={copy.outputNameHint}
          error={fieldErrors?.name?.message}
          {...register(`outputs.${index}.name`)}
        />
        <InputField label={copy.outputLabel} required maxLength={200} hint={copy.outputLabelHint} error={fieldErrors?.label?.message} {...register(`outputs.${index}.label`)} />
      </div>
      <SelectField layout="stacked" label={copy.outputType} options={typeOptions} error={fieldErrors?.type?.message} className="sm:max-w-60" {...register(`outputs.${index}.type`)} />
      {type === 'choice' ? (
        <TextareaField
          label={copy.outputOptions}
          required
          rows={4}
          className="min-h-24"
          hint={copy.outputOptionsHint}
          error={fieldErrors?.options?.message}
          {...register(`outputs.${index}.options`)}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={copy.outputRequired}>
          {() => <input type="checkbox" className={checkboxClass} {...register(`outputs.${index}.required`)} />}
        </CheckboxField>
        {count > 1 ? (
          <Button variant="dangerGhost" size="sm" onClick={onRemove}>
            {copy.removeOutput(index + 1)}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Step (b): the answer fields, added and removed row by row. */
export function OutputsFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'outputs' });
  const listError = form.formState.errors.outputs?.message ?? form.formState.errors.outputs?.root?.message;
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="sr-only">{copy.outputsLegend}</legend>
      {fields.map((field, index) => (
        <OutputRow key={field.id} form={form} index={index} count={fields.length} onRemove={() => remove(index)} />
      ))}
      <FieldError message={listError} />
      <Button variant="outline" size="sm" disabled={fields.length >= poolLimits.outputsMax} onClick={() => append(newOutput(), { focusName: `outputs.${fields.length}.name` })}>
        {copy.addOutput}
      </Button>
    </fieldset>
  );
}

/** The skills as checkboxes: workers with one of them see the pool. */
function SkillsField({ form }: { form: Form }) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name="skills"
      render={({ field, fieldState }) => (
        <fieldset aria-describedby={fieldState.error ? `${id}-error` : `${id}-hint`} className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-slate-700">{copy.skills}</legend>
          <p id={`${id}-hint`} className="mb-2 text-xs text-slate-500">
            {copy.skillsHint}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {skillChoices.map((skill, i) => {
              const checked = field.value.includes(skill);
              return (
                <label key={skill} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-brand-700"
                    checked={checked}
                    aria-invalid={fieldState.error ? true : undefined}
                    ref={i === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                    onChange={() => field.onChange(checked ? field.value.filter((s) => s !== skill) : [...field.value, skill])}
                  />
                  {skillLabel(skill)}
                </label>
              );
            })}
          </div>
          <FieldError id={`${id}-error`} message={fieldState.error?.message} />
        </fieldset>
      )}
    />
  );
}

/** The exam a pool may require: its pool, passing score and the wait after a failed try. */
function QualificationFields({ form, exams }: { form: Form; exams: Pool[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const on = useWatch({ control, name: 'qualification.on' });
  const q = errors.qualification;
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="sr-only">{copy.qualification}</legend>
      <CheckboxField label={copy.qualification} hint={exams.length || on ? copy.qualificationHint : copy.noExams}>
        {({ describedBy }) => (
          <input type="checkbox" className={checkboxClass} disabled={!exams.length && !on} aria-describedby={describedBy} {...register('qualification.on')} />
        )}
      </CheckboxField>
      {on ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            layout="stacked"
            label={copy.qualificationPool}
            placeholder={copy.qualificationChoose}
            options={exams.map((p) => ({ value: p._id, label: p.title }))}
            error={q?.poolId?.message}
            className="sm:col-span-3"
            {...register('qualification.poolId')}
          />
          <InputField label={copy.minScore} type="number" inputMode="numeric" min={0} max={100} step={1} hint={copy.minScoreHint} error={q?.minScore?.message} {...register('qualification.minScore')} />
          <InputField label={copy.retryHours} inputMode="decimal" hint={copy.retryHoursHint} error={q?.retryHours?.message} {...register('qualification.retryHours')} />
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * Step (c): the reward, skills, overlap, times, limit, control items, accuracy and qualification.
 * `limited` (an open or paused pool): only the review time and the limit per worker.
 */
export function SettingsFields({ form, exams, limited = false }: { form: Form; exams: Pool[]; limited?: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  const reviewHours = (
    <InputField label={copy.reviewHours} inputMode="decimal" required hint={copy.reviewHoursHint} error={errors.reviewHours?.message} {...register('reviewHours')} />
  );
  const perWorkerLimit = (
    <InputField
      label={copy.perWorkerLimit}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      hint={copy.perWorkerLimitHint}
      error={errors.perWorkerLimit?.message}
      {...register('perWorkerLimit')}
    />
  );
  if (limited) {
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        {reviewHours}
        {perWorkerLimit}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <InputField
        label={copy.reward}
        type="number"
        inputMode="numeric"
        required
        min={poolLimits.rewardMin}
        max={poolLimits.rewardMax}
        step={1}
        className="sm:max-w-60"
        hint={copy.rewardHint}
        error={errors.reward?.message}
        {...register('reward')}
      />
      <SkillsField form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={copy.overlap}
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={poolLimits.overlapMax}
          step={1}
          hint={copy.overlapHint}
          error={errors.overlap?.message}
          {...register('overlap')}
        />
        <InputField
          label={copy.claimMinutes}
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={poolLimits.claimMinutesMax}
          step={1}
          hint={copy.claimMinutesHint}
          error={errors.claimMinutes?.message}
          {...register('claimMinutes')}
        />
        {reviewHours}
        {perWorkerLimit}
        <InputField
          label={copy.controlRate}
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={poolLimits.controlRateMax}
          step={1}
          hint={copy.controlRateHint}
          error={errors.controlRate?.message}
          {...register('controlRate')}
        />
        <InputField
          label={copy.minAccuracy}
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={100}
          step={1}
          hint={copy.minAccuracyHint}
          error={errors.minAccuracy?.message}
          {...register('minAccuracy')}
        />
      </div>
      <QualificationFields form={form} exams={exams} />
    </div>
  );
}
