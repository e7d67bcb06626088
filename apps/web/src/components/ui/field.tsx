import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const controlClass =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 shadow-xs transition-colors focus:outline-none focus:ring-2 sm:text-sm';

function controlState(error?: string) {
  return error
    ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100';
}

type FieldShellProps = { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode };

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A field's error, announced when it appears; nothing when there is none. `id` lets the control
 * point at it (aria-describedby).
 */
export function FieldError({ id, message }: { id?: string; message?: ReactNode }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function InputField({ label, error, hint, className, id, ref, ...rest }: InputFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cn(controlClass, controlState(error), className)}
        // What is typed may run either way (an Urdu name, an e-mail address, an IBAN): it sets its own direction.
        dir="auto"
        {...rest}
      />
    </FieldShell>
  );
}

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Like {@link InputField}; `className` replaces the default height (min-h-32). */
export function TextareaField({ label, error, hint, className = 'min-h-32', id, ref, ...rest }: TextareaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={cn(controlClass, controlState(error), 'resize-y', className)}
        dir="auto"
        {...rest}
      />
    </FieldShell>
  );
}
