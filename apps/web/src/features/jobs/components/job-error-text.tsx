import { jobWebTexts } from '@market/shared';
import { useId, useState } from 'react';

/** Longer errors (stack traces) are cut to this many characters until the admin asks for all of it. */
const shortLength = 140;

/** A job's last error: short ones whole, long ones cut with a toggle to the full text. */
export function JobErrorText({ error }: { error: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!error) return <span className="text-slate-500">{jobWebTexts.noError}</span>;
  const long = error.length > shortLength;
  return (
    <div className="min-w-0">
      {/* `anywhere` alone (not with break-words, whose rule comes later in the CSS and wins): only it lets a
          stack trace break inside a word when the table sizes its columns, so the row fits its screen. */}
      <p id={id} className="font-mono text-xs whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
        {long && !open ? `${error.slice(0, shortLength).trimEnd()}…` : error}
      </p>
      {long ? (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="mt-1 text-xs font-medium text-brand-700 hover:underline">
          {open ? jobWebTexts.showLessError : jobWebTexts.showFullError}
        </button>
      ) : null}
    </div>
  );
}
