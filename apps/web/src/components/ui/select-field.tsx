import { useId, type ChangeEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field';

export type SelectOption<T extends string | number> = { value: T; label: string };

type SelectFieldProps<T extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'size' | 'children'> & {
  label: string;
  options: readonly SelectOption<T>[];
  /** Controlled value; leave out with react-hook-form's register(), which passes name, ref and onChange. */
  value?: T;
  /** The chosen option's typed value (option values come back from the DOM as strings). */
  onValueChange?: (value: T) => void;
  /** A first option with the empty value ("Select", "star"). */
  placeholder?: string;
  /** `inline`: label beside a compact select (filters, page sizes); `stacked`: a full-width form field. */
  layout?: 'inline' | 'stacked';
  size?: 'sm' | 'md' | 'lg';
  error?: string;
  /** Shown under a stacked select while there is no error, and read with it (aria-describedby). */
  description?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

const sizes = { sm: 'h-9 px-2', md: 'h-10 px-3', lg: 'h-11 px-3' };

/**
 * The one select of the app: a native <select> (so keyboard, type-ahead and the phone pickers work
 * as users expect) tied to its label, with the error announced and described like other fields.
 */
export function SelectField<T extends string | number>({
  label,
  options,
  value,
  onValueChange,
  onChange,
  placeholder,
  layout = 'inline',
  size,
  error,
  description,
  className,
  id,
  ref,
  ...rest
}: SelectFieldProps<T>) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const stacked = layout === 'stacked';
  const note = !error && description ? `${selectId}-note` : undefined;

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    const chosen = options.find((o) => String(o.value) === event.target.value);
    if (chosen) onValueChange?.(chosen.value);
  };

  return (
    <div className={cn(stacked ? 'space-y-1.5' : 'flex items-center gap-2', className)}>
      <label htmlFor={selectId} className={cn('text-sm font-medium text-slate-700', stacked && 'block')}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        value={value}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : note}
        className={cn(
          'rounded-md border bg-white text-slate-900 focus:ring-2 focus:outline-none disabled:bg-slate-100',
          sizes[size ?? (stacked ? 'lg' : 'md')],
          // Form fields use 16 px text on phones, where smaller text makes the browser zoom on focus.
          stacked ? 'block w-full text-base sm:text-sm' : 'text-sm',
          error ? 'border-red-500 focus:border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
        )}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={String(option.value)} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {note ? <div id={note}>{description}</div> : null}
      <FieldError id={`${selectId}-error`} message={error} />
    </div>
  );
}
