import { zodResolver } from '@hookform/resolvers/zod';
import { taskRewardMax, taskRewardWebTexts, taskTexts, taskWebTexts, type CreateTask, type TaskAssignee, type UploadedFile } from '@market/shared';
import { useState } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { AssigneeSearch } from './assignee-search';
import { UploadFilesField, type UploadFilesCopy } from '@/components/ui/upload-files-field';

// What the `task` upload purpose accepts: images and documents.
const taskAccept = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,image/jpeg,image/png,image/gif,image/webp,application/pdf';
const filesCopy: UploadFilesCopy = {
  label: taskWebTexts.form.files,
  addFiles: taskWebTexts.form.addFiles,
  hint: taskWebTexts.form.filesHint,
  remove: taskWebTexts.form.remove,
  uploading: taskWebTexts.form.uploading,
};

const formSchema = z.object({
  title: z.string().trim().min(1, taskTexts.titleRequired).max(200),
  desc: z.string().trim().min(1, taskTexts.descRequired).max(10_000),
  assignee: z.custom<TaskAssignee | null>().refine((v): boolean => v !== null, taskTexts.assigneeRequired),
  // datetime-local value ("2030-01-02T10:00"), in the browser's time zone; empty means no deadline.
  deadline: z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), taskTexts.deadlineInvalid),
  // Whole rupees as typed; empty means 0. Left out (undefined) while the field is disabled on a Complete task.
  reward: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v.trim()) <= taskRewardMax), taskTexts.rewardInvalid),
  files: z.array(z.custom<UploadedFile>()),
});
export type TaskFormValues = z.infer<typeof formSchema>;

/** The form's fields, on which the server's per-field refusals are put (applyServerErrors). */
export const taskFormFields = ['title', 'desc', 'assignee', 'deadline', 'reward', 'files'] as const;

/** A stored ISO date as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The API payload of the form's values. */
export const toTaskPayload = (v: TaskFormValues): Required<CreateTask> => ({
  title: v.title,
  desc: v.desc,
  assignee: v.assignee!._id,
  deadline: v.deadline ? new Date(v.deadline).toISOString() : null,
  reward: v.reward?.trim() ? Number(v.reward.trim()) : 0,
  files: v.files.map((f) => f.url),
});

type TaskFormProps = {
  defaultValues: TaskFormValues;
  submitLabel: string;
  /** `setError` puts the server's refusals beside their fields. */
  onSubmit: (values: TaskFormValues, setError: UseFormSetError<TaskFormValues>) => Promise<void>;
  /** The task is Complete: its reward was paid and cannot change (taskTexts.rewardLocked). */
  rewardLocked?: boolean;
};

/** Title, description, assignee search, deadline, reward and files (SPEC 2 Create Task); errors appear after a field is left. */
export function TaskForm({ defaultValues, submitLabel, onSubmit, rewardLocked = false }: TaskFormProps) {
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TaskFormValues>({ resolver: zodResolver(formSchema), defaultValues, mode: 'onTouched' });

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))} className="space-y-5">
      <InputField label={taskWebTexts.form.title} required error={errors.title?.message} {...register('title')} />
      <TextareaField label={taskWebTexts.form.description} required rows={5} error={errors.desc?.message} {...register('desc')} />
      <Controller
        control={control}
        name="assignee"
        render={({ field, fieldState }) => <AssigneeSearch value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
      />
      <InputField label={taskWebTexts.form.deadline} type="datetime-local" error={errors.deadline?.message} {...register('deadline')} />
      <InputField
        label={taskRewardWebTexts.label}
        type="number"
        inputMode="numeric"
        min={0}
        max={taskRewardMax}
        step={1}
        className="sm:max-w-60"
        hint={rewardLocked ? taskTexts.rewardLocked : taskRewardWebTexts.hint}
        error={errors.reward?.message}
        {...register('reward', { disabled: rewardLocked })}
      />
      <Controller
        control={control}
        name="files"
        render={({ field }) => (
          <UploadFilesField
            purpose="task"
            accept={taskAccept}
            copy={filesCopy}
            value={field.value}
            onAdd={(added) => setValue('files', [...getValues('files'), ...added], { shouldDirty: true })}
            onRemove={(id) => setValue('files', getValues('files').filter((f) => f._id !== id), { shouldDirty: true })}
            onBusyChange={setUploading}
          />
        )}
      />
      <Button type="submit" size="lg" disabled={isSubmitting || uploading}>
        {isSubmitting ? <Spinner decorative /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
