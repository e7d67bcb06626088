import { webTexts } from '@market/shared';
import { cn } from '@/lib/cn';

/**
 * A spinning ring; `decorative` for use inside a button whose text already says what happens.
 * A decorative ring's className replaces its default size (size-5).
 */
export function Spinner({ className, label = webTexts.loading, decorative = false }: { className?: string; label?: string; decorative?: boolean }) {
  if (decorative) {
    return (
      <svg className={cn('animate-spin text-current', className ?? 'size-5')} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <svg className="size-5 animate-spin text-current" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or section that is still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="scale-150" />
    </div>
  );
}
