import { webTexts } from '@market/shared';
import { useId, useRef, useState } from 'react';
import { BriefcaseIcon, ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { Ticker } from './use-jobs-ticker';

/** The header's 'Jobs Posted' list: opens on hover, on keyboard focus and on click (touch). */
export function JobsPosted({ jobs, badge }: Ticker) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        aria-label={webTexts.jobsPosted}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-700 lg:px-3"
      >
        {webTexts.jobsPosted}
        <span
          aria-hidden="true"
          className="ml-1 flex size-5 items-center justify-center rounded-full bg-brand-600 text-[11px] leading-none font-bold text-white tabular-nums"
        >
          {badge}
        </span>
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        className={cn(
          'absolute top-full left-1/2 z-40 w-72 -translate-x-1/2 pt-2',
          open ? 'block' : 'hidden',
        )}
      >
        <div className="rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{webTexts.latestJobs}</p>
          <ul aria-label={webTexts.latestJobsPosted} className="space-y-0.5">
            {jobs.map((job, i) => (
              <li key={job.id} className={cn('flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700', i === 0 && 'animate-fade-in bg-brand-50/60')}>
                <BriefcaseIcon className="size-4 shrink-0 text-brand-700" />
                <span className="flex-1">{job.title}</span>
                {i === 0 ? <span className="text-[11px] font-semibold text-brand-700">{webTexts.newJob}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
