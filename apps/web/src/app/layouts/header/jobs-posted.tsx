import { webTexts } from '@market/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BriefcaseIcon, ChevronDownIcon } from '@/components/ui/icons';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useWaitingForVerification } from '../use-waiting-for-verification';
import { poolJobsPath, postedJobsPath } from './jobs-target';
import type { Ticker } from './use-jobs-ticker';

/**
 * 'closed', 'peek' (shown while the pointer is over it) or 'open' (clicked or opened from the
 * keyboard): an open list stays open through clicks inside it and closes on Escape, on a click
 * or focus outside it, on a second press of its button and when one of its jobs is followed.
 */
type Mode = 'closed' | 'peek' | 'open';

/** The header's 'Jobs Posted' list; every job leads to the tasks (the task pools), or to what opens them to the user. */
export function JobsPosted({ jobs, badge, pools }: Ticker) {
  const user = useCurrentUser();
  const [mode, setMode] = useState<Mode>('closed');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const waiting = useWaitingForVerification(user);
  const target = pools ? poolJobsPath(user) : postedJobsPath(user, waiting);

  useEffect(() => {
    if (mode === 'closed') return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMode('closed');
    };
    // On the document: a click on the list's text leaves the focus on the page's body.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMode('closed');
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [mode]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setMode((m) => (m === 'closed' ? 'peek' : m))}
      onMouseLeave={() => setMode((m) => (m === 'peek' ? 'closed' : m))}
      onBlur={(event) => {
        // Focus moving elsewhere on the page closes it; a click on the list's text moves it nowhere.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setMode('closed');
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={webTexts.jobsPosted}
        aria-expanded={mode !== 'closed'}
        aria-controls={panelId}
        onClick={() => setMode((m) => (m === 'open' ? 'closed' : 'open'))}
        className="relative flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-brand-700 lg:px-3"
      >
        {webTexts.jobsPosted}
        <span
          aria-hidden="true"
          className="ms-1 flex size-5 items-center justify-center rounded-full bg-brand-600 text-[11px] leading-none font-bold text-white tabular-nums"
        >
          {badge}
        </span>
        <ChevronDownIcon className={cn('size-4 transition-transform', mode !== 'closed' && 'rotate-180')} />
      </button>
      <div id={panelId} className={cn('absolute top-full left-1/2 z-40 w-72 -translate-x-1/2 pt-2', mode === 'closed' ? 'hidden' : 'block')}>
        <div className="rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{webTexts.latestJobs}</p>
          <ul aria-label={webTexts.latestJobsPosted} className="space-y-0.5">
            {jobs.map((job, i) => (
              <li key={job.id}>
                <Link
                  to={target}
                  onClick={() => setMode('closed')}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800',
                    i === 0 && 'animate-fade-in bg-brand-50/60',
                  )}
                >
                  <BriefcaseIcon className="size-4 shrink-0 text-brand-700" />
                  <span className="flex-1"><bdi data-user-content>{job.title}</bdi></span>
                  {i === 0 ? <span className="text-[11px] font-semibold text-brand-800">{webTexts.newJob}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
