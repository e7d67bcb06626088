import { zodResolver } from '@hookform/resolvers/zod';
import { pagePaths, taskPoolAdminTexts } from '@market/shared';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { poolPageHref, useCreatePool, usePools, useUpdatePool } from '../admin-api';
import { InstructionsFields, OutputsFields, SettingsFields } from '../components/admin-pool-fields';
import {
  applyPoolServerErrors,
  emptyPoolForm,
  fieldSteps,
  poolFormSchema,
  poolPayload,
  stepOfField,
  type FieldStep,
  type PoolFormValues,
} from '../components/admin-pool-form-values';
import { ItemsImport } from '../components/admin-items-import';
import { PublishStep } from '../components/admin-publish-step';

const copy = taskPoolAdminTexts.wizard;
const steps = ['instructions', 'outputs', 'settings', 'items', 'publish'] as const;
type Step = (typeof steps)[number];

/** The steps, the current one marked: where the wizard is and how far it goes. */
function Stepper({ current }: { current: number }) {
  return (
    <ol aria-label={copy.stepsLabel} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {steps.map((step, i) => (
        <li key={step} aria-current={i === current ? 'step' : undefined} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
              i < current ? 'bg-brand-100 text-brand-800' : i === current ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-600',
            )}
          >
            {i + 1}
          </span>
          <span className={cn(i === current ? 'font-semibold text-slate-900' : 'text-slate-600')}>{copy.steps[step]}</span>
        </li>
      ))}
    </ol>
  );
}

/** Back (from the second step on) and the step's forward action, at the end of each step. */
function StepButtons({ onBack, children }: { onBack?: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
      {onBack ? (
        <Button variant="ghost" onClick={onBack}>
          {copy.back}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

/**
 * /dashboard/pools/new: a new pool step by step. (a) instructions, (b) answer fields and (c) settings
 * are one form, checked step by step; saving (c) makes the draft (then updates it, after a Back).
 * (d) imports the items from a CSV file, (e) shows the planned cost and publishes.
 */
export default function AdminCreatePoolPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [poolId, setPoolId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreatePool();
  const update = useUpdatePool();
  const pools = usePools();
  const exams = (pools.data?.pools ?? []).filter((p) => p.isExam && p._id !== poolId);
  const form = useForm<PoolFormValues>({ resolver: zodResolver(poolFormSchema), defaultValues: emptyPoolForm(), mode: 'onTouched' });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saving = form.formState.isSubmitting;

  // Each new step's heading takes the focus (not on the first render): keyboard and screen reader
  // users start reading the step from its top.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const go = (to: number) => {
    setStep(to);
    window.scrollTo({ top: 0 });
  };

  const save = form.handleSubmit(
    async (values) => {
      try {
        const body = poolPayload(values);
        const saved = poolId ? await update.mutateAsync({ id: poolId, body }) : await create.mutateAsync(body);
        setPoolId(saved.pool._id);
        toast.success(saved.message);
        go(steps.indexOf('items'));
      } catch (error) {
        const fields = applyPoolServerErrors(form.setError, error, values);
        if (fields.length) setStep(steps.indexOf(stepOfField(fields[0]!)));
        toast.error(errorMessage(error, copy.saveFailed));
      }
    },
    // A field of an earlier step refused: open that step.
    (errors) => {
      const first = Math.min(...Object.keys(errors).map((name) => steps.indexOf(stepOfField(name))));
      if (Number.isFinite(first)) setStep(first);
      focusFirstInvalid();
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = steps[step] as FieldStep;
    if (name === 'settings') return save(event);
    if (await form.trigger(fieldSteps[name])) go(step + 1);
    else focusFirstInvalid();
  };

  const current: Step = steps[step];
  const fieldsStep = current === 'instructions' || current === 'outputs' || current === 'settings';

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6">
      <Breadcrumb items={[{ label: taskPoolAdminTexts.pool.breadcrumb, to: pagePaths.pools }, { label: copy.heading }]} />
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <Stepper current={step} />
      <section aria-labelledby="pool-step-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
        <header className="space-y-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{copy.stepOf(step + 1, steps.length)}</p>
          <h2 id="pool-step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            {copy.steps[current]}
          </h2>
          <p className="text-sm text-slate-600">{copy.intros[current]}</p>
        </header>

        {fieldsStep ? (
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
            {current === 'instructions' ? <InstructionsFields form={form} withFiles onUploadingChange={setUploading} /> : null}
            {current === 'outputs' ? <OutputsFields form={form} /> : null}
            {current === 'settings' ? <SettingsFields form={form} exams={exams} /> : null}
            <StepButtons onBack={step > 0 ? () => go(step - 1) : undefined}>
              <Button type="submit" disabled={uploading || saving}>
                {saving ? <Spinner decorative /> : null}
                {current === 'settings' ? copy.saveDraft : copy.next}
              </Button>
            </StepButtons>
          </form>
        ) : null}

        {current === 'items' && poolId ? (
          <>
            <ItemsImport poolId={poolId} outputs={poolPayload(form.getValues()).outputs} />
            <StepButtons onBack={() => go(steps.indexOf('settings'))}>
              <Button onClick={() => go(steps.indexOf('publish'))}>{copy.next}</Button>
            </StepButtons>
          </>
        ) : null}

        {current === 'publish' && poolId ? (
          <>
            <PublishStep poolId={poolId} onPublished={() => navigate(poolPageHref(poolId))} />
            <StepButtons onBack={() => go(steps.indexOf('items'))}>
              <Link to={poolPageHref(poolId)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
                {copy.keepDraft}
              </Link>
            </StepButtons>
          </>
        ) : null}
      </section>
    </div>
  );
}
