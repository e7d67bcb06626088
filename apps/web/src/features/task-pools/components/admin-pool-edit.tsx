import { zodResolver } from '@hookform/resolvers/zod';
import { openPoolFields, taskPoolAdminTexts, type Pool } from '@market/shared';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdatePool } from '../admin-api';
import { InstructionsFields, OutputsFields, SettingsFields } from './admin-pool-fields';
import { applyPoolServerErrors, openPoolFormSchema, openPoolPayload, poolFormFrom, poolFormSchema, poolPayload, type PoolFormValues } from './admin-pool-form-values';

const copy = taskPoolAdminTexts.edit;

// An open or paused pool's form checks (and sends) only what it may change; the rest is not shown.
const openResolver = zodResolver(openPoolFormSchema) as unknown as Resolver<PoolFormValues>;
const draftResolver = zodResolver(poolFormSchema);

/**
 * The pool's edit form: a draft changes everything (the wizard's fields in one form); an open or
 * paused pool only its title, instructions, review time and items per worker.
 */
export function PoolEditForm({ pool, exams, onDone }: { pool: Pool; exams: Pool[]; onDone: () => void }) {
  const draft = pool.status === 'draft';
  const [uploading, setUploading] = useState(false);
  const update = useUpdatePool();
  const form = useForm<PoolFormValues>({ resolver: draft ? draftResolver : openResolver, defaultValues: poolFormFrom(pool), mode: 'onTouched' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ id: pool._id, body: draft ? poolPayload(values) : openPoolPayload(values) });
      toast.success(saved.message);
      onDone();
    } catch (error) {
      applyPoolServerErrors(form.setError, error, form.getValues(), draft ? undefined : openPoolFields);
      toast.error(errorMessage(error, copy.saveFailed));
    }
  }, () => focusFirstInvalid());

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
      {draft ? null : <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">{copy.openNote}</p>}
      <InstructionsFields form={form} withFiles={draft} onUploadingChange={setUploading} />
      {draft ? (
        <section aria-labelledby="edit-outputs" className="space-y-3">
          <h3 id="edit-outputs" className="text-base font-semibold text-slate-900">
            {taskPoolAdminTexts.wizard.steps.outputs}
          </h3>
          <OutputsFields form={form} />
        </section>
      ) : null}
      <section aria-labelledby="edit-settings" className="space-y-3">
        <h3 id="edit-settings" className="text-base font-semibold text-slate-900">
          {taskPoolAdminTexts.wizard.steps.settings}
        </h3>
        <SettingsFields form={form} exams={exams} limited={!draft} />
      </section>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
        <Button variant="ghost" onClick={onDone} disabled={form.formState.isSubmitting}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting || uploading}>
          {form.formState.isSubmitting ? <Spinner decorative /> : null}
          {copy.save}
        </Button>
      </div>
    </form>
  );
}
