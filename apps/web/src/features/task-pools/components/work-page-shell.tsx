import type { ReactNode } from 'react';

type WorkPageShellProps = { heading: ReactNode; intro?: ReactNode; actions?: ReactNode; above?: ReactNode; children: ReactNode };

/** The grey band, the width and the heading of the worker's pages (as the earnings page has them). */
export function WorkPageShell({ heading, intro, actions, above, children }: WorkPageShellProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {above}
        <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="min-w-0 max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{heading}</h1>
            {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-4">{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
