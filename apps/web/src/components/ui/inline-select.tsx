import { useId } from 'react';
import { cn } from '@/lib/cn';

type Option<T extends string | number> = { value: T; label: string };

type InlineSelectProps<T extends string | number> = {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
};

/** A native select with its label beside it (filters, page sizes, status choices). */
export function InlineSelect<T extends string | number>({ label, value, options, onChange, disabled, className }: InlineSelectProps<T>) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        // Option values come back as strings; map them to the typed option.
        onChange={(event) => onChange(options.find((o) => String(o.value) === event.target.value)!.value)}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100"
      >
        {options.map((option) => (
          <option key={option.label} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
