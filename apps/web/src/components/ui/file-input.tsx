import { webTexts } from '@market/shared';
import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className' | 'aria-labelledby'> & {
  id: string;
  /** The id of the field's visible label: the input's name. */
  labelId: string;
  /** What is chosen, shown beside the button (a file name); "No file chosen" when empty. */
  chosen?: string;
  className?: string;
};

/**
 * A file field in the page's language: the browser draws its own button and "No file chosen" in the
 * browser's language, which on an Urdu page is often English. The native input stays the control
 * (focus, keyboard, screen readers, its label), hidden but for its focus ring on the drawn button,
 * which is a second label for it and so opens the file chooser.
 */
export function FileInput({ id, labelId, chosen, multiple, className, ...input }: FileInputProps) {
  const statusId = `${id}-chosen`;
  const describedBy = [input['aria-describedby'], statusId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <input {...input} id={id} type="file" multiple={multiple} aria-labelledby={labelId} aria-describedby={describedBy} className="peer sr-only" />
      <label
        htmlFor={id}
        aria-hidden="true"
        className="shrink-0 cursor-pointer rounded-md bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {multiple ? webTexts.fileField.chooseFiles : webTexts.fileField.choose}
      </label>
      <span id={statusId} dir="auto" className="min-w-0 truncate text-sm text-slate-600">
        {chosen || webTexts.fileField.none}
      </span>
    </div>
  );
}
