import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CheckCircleIcon, MailIcon, StrokeIcon } from './icons';
import { Spinner } from './spinner';

/**
 * A narrow white card centred on a grey band: the page of one small task (sign in, forgot or
 * reset the password, verify an address).
 */
export function CardPage({ children }: { children: ReactNode }) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">{children}</div>
    </section>
  );
}

/** The heading and intro of a card page's form. */
export function CardHeading({ heading, intro }: { heading: string; intro?: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      {intro ? <p className="mt-2 mb-8 text-sm text-slate-600">{intro}</p> : null}
    </>
  );
}

const AlertIcon = (p: { className?: string }) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </StrokeIcon>
);

const tones = {
  success: { icon: CheckCircleIcon, ring: 'bg-brand-50 text-brand-700 ring-brand-200' },
  mail: { icon: MailIcon, ring: 'bg-brand-50 text-brand-700 ring-brand-200' },
  problem: { icon: AlertIcon, ring: 'bg-amber-50 text-amber-700 ring-amber-200' },
};

type CardOutcomeProps = {
  tone: keyof typeof tones;
  heading: string;
  /** The server's sentence (or the page's own): what happened. */
  message: ReactNode;
  /** A second, quieter line under the message. */
  hint?: ReactNode;
  /** Links or buttons of what to do next. */
  children?: ReactNode;
};

/**
 * How a card page's task ended, in place of its form: an icon, a heading that takes the focus (so
 * keyboard and screen reader users land on the news, not on a removed button), the message, and
 * what to do next.
 */
export function CardOutcome({ tone, heading, message, hint, children }: CardOutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { icon: Icon, ring } = tones[tone];
  return (
    <div className="flex flex-col items-center text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full ring-1', ring)}>
        <Icon className="size-7" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-slate-900 focus:outline-none">
        {heading}
      </h1>
      <p className="mt-3 text-slate-700">{message}</p>
      {hint ? <p className="mt-2 text-sm text-slate-500">{hint}</p> : null}
      {children ? <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">{children}</div> : null}
    </div>
  );
}

/** A card page while its link is being checked: the heading and a spinner that says what is happening. */
export function CardChecking({ heading, label }: { heading: string; label: string }) {
  return (
    <CardPage>
      <CardHeading heading={heading} />
      <div className="mt-8 flex items-center justify-center gap-3 text-brand-700">
        <Spinner label={label} />
        <span className="text-sm text-slate-600" aria-hidden="true">
          {label}
        </span>
      </div>
    </CardPage>
  );
}
