import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type OutcomePanelProps = {
  heading: string;
  message?: ReactNode;
  tone?: 'done' | 'problem';
  /** Links or buttons of what to do next. */
  children?: ReactNode;
};

/**
 * What happened to the item, in place of its form (submitted, released, time over, nothing left,
 * blocked): the heading takes the focus, so keyboard and screen reader users land on the news.
 */
export function OutcomePanel({ heading, message, tone = 'problem', children }: OutcomePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={cn('rounded-2xl border bg-white p-6 text-center shadow-xs sm:p-8', tone === 'done' ? 'border-brand-200' : 'border-amber-200')}>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        {heading}
      </h2>
      {message ? <div className="mt-2 break-words text-slate-700">{message}</div> : null}
      {children ? <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center">{children}</div> : null}
    </div>
  );
}
