import { taskPoolTexts, taskPoolWorkerTexts, type AnswerInput, type PoolOutput, type UploadedFile } from '@market/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { UploadFilesField } from '@/components/ui/upload-files-field';

const t = taskPoolWorkerTexts.work;
const imageAccept = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

export type FieldErrors = Record<string, string | undefined>;

type AnswerFormProps = {
  outputs: PoolOutput[];
  /** Sends the answer; `next` takes the next item after it. Answers the refusals of single fields, if any. */
  onSubmit: (body: Required<AnswerInput>, next: boolean) => Promise<FieldErrors | void>;
  onRelease: () => void;
  busy: 'submit' | 'next' | 'release' | null;
  /** A refusal of the whole answer (the server's message). */
  error: string | null;
  /** Moves the focus to the first field when shown (the item taken by 'Submit and next'). */
  autoFocus: boolean;
};

const label = (output: PoolOutput) => (output.required ? output.label : `${output.label} ${t.optional}`);

/** The answer's fields: a choice as radio buttons, a text as a text area, files as image uploads; then Submit, Submit and next, Release. */
export function AnswerForm({ outputs, onSubmit, onRelease, busy, error, autoFocus }: AnswerFormProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Record<string, UploadedFile[]>>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!autoFocus) return;
    formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
  }, [autoFocus]);

  const setValue = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const send = async (next: boolean) => {
    if (Object.values(uploading).some(Boolean)) {
      setNotice(t.uploadsBusy);
      return;
    }
    setNotice(null);
    const missing: FieldErrors = {};
    for (const output of outputs) {
      const given = output.type === 'files' ? (files[output.name]?.length ?? 0) > 0 : (values[output.name] ?? '').trim() !== '';
      if (output.required && !given) missing[output.name] = taskPoolTexts.answerRequired(output.label);
    }
    if (Object.values(missing).some(Boolean)) {
      setErrors(missing);
      const first = outputs.find((o) => missing[o.name]);
      const name = first ? CSS.escape(first.name) : '';
      if (first) formRef.current?.querySelector<HTMLElement>(`[data-output="${name}"], [data-output-files="${name}"] input`)?.focus();
      return;
    }
    const body: Required<AnswerInput> = { outputs: {}, files: {} };
    for (const output of outputs) {
      if (output.type === 'files') {
        const urls = (files[output.name] ?? []).map((f) => f.url);
        if (urls.length) body.files[output.name] = urls;
      } else {
        const value = (values[output.name] ?? '').trim();
        if (value) body.outputs[output.name] = value;
      }
    }
    const refused = await onSubmit(body, next);
    if (refused) setErrors(refused);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button pressed (Enter in a field presses the first: Submit and next).
    const submitter = ((event.nativeEvent ?? event) as unknown as SubmitEvent).submitter;
    void send(submitter?.getAttribute('data-next') === 'true');
  };

  return (
    <form ref={formRef} id={formId} onSubmit={submit} noValidate className="space-y-5">
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
          {error}
        </p>
      ) : null}
      {outputs.map((output) => {
        const fieldError = errors[output.name];
        if (output.type === 'choice') {
          const errorId = `${formId}-${output.name}-error`;
          return (
            <fieldset key={output.name} aria-describedby={fieldError ? errorId : undefined} className="min-w-0">
              <legend className="text-sm font-medium text-slate-700">
                <bdi data-user-content>{label(output)}</bdi>
              </legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {(output.options ?? []).map((option, index) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 bg-white px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={output.name}
                      value={option}
                      checked={values[output.name] === option}
                      onChange={() => setValue(output.name, option)}
                      data-output={index === 0 ? output.name : undefined}
                      aria-invalid={fieldError ? true : undefined}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    />
                    <span dir="auto" data-user-content className="min-w-0 break-words text-slate-800">
                      {option}
                    </span>
                  </label>
                ))}
              </div>
              <div className="mt-1.5">
                <FieldError id={errorId} message={fieldError} />
              </div>
            </fieldset>
          );
        }
        if (output.type === 'text') {
          return (
            <TextareaField
              key={output.name}
              label={label(output)}
              rows={4}
              className="min-h-24"
              value={values[output.name] ?? ''}
              error={fieldError}
              data-output={output.name}
              onChange={(event) => setValue(output.name, event.target.value)}
            />
          );
        }
        return (
          <div key={output.name} data-output-files={output.name}>
            <UploadFilesField
              purpose="submission"
              accept={imageAccept}
              copy={{ label: label(output), ...t.files }}
              value={files[output.name] ?? []}
              onAdd={(added) => {
                setFiles((f) => ({ ...f, [output.name]: [...(f[output.name] ?? []), ...added] }));
                setErrors((e) => ({ ...e, [output.name]: undefined }));
              }}
              onRemove={(id) => setFiles((f) => ({ ...f, [output.name]: (f[output.name] ?? []).filter((x) => x._id !== id) }))}
              onBusyChange={(isBusy) => setUploading((u) => ({ ...u, [output.name]: isBusy }))}
              error={fieldError}
            />
          </div>
        );
      })}
      {notice ? (
        <p role="status" className="text-sm text-amber-800">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" data-next="true" disabled={busy !== null}>
          {busy === 'next' ? <Spinner decorative /> : null}
          {t.submitNext}
        </Button>
        <Button type="submit" variant="outline" data-next="false" disabled={busy !== null}>
          {busy === 'submit' ? <Spinner decorative /> : null}
          {t.submit}
        </Button>
        <Button variant="ghost" onClick={onRelease} disabled={busy !== null} aria-describedby={`${formId}-release`} className="sm:ms-auto">
          {busy === 'release' ? <Spinner decorative /> : null}
          {t.release}
        </Button>
      </div>
      <p id={`${formId}-release`} className="text-xs text-slate-500 sm:text-end">
        {t.releaseHint}
      </p>
    </form>
  );
}
