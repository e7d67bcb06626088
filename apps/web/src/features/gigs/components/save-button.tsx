import { gigWebTexts } from '@market/shared';
import { useLocation } from 'react-router';
import { loginModal } from '@/features/auth';
import { useCurrentUser } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useSavedIds, useToggleSaved } from '../saved-api';

const copy = gigWebTexts.save;

/**
 * The heart of a gig: saves it for later or removes it. A visitor is asked to sign in (and comes
 * back to this page). Pressed while saved; the label says what a press will do.
 */
export function SaveButton({ gigId, className }: { gigId: string; className?: string }) {
  const user = useCurrentUser();
  const location = useLocation();
  const saved = useSavedIds().has(gigId);
  const toggle = useToggleSaved(user?._id ?? '');

  const onClick = () => {
    if (!user) return loginModal.open(location.pathname + location.search);
    toggle.mutate({ gigId, save: !saved });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={saved ? copy.remove : copy.save}
      title={saved ? copy.remove : copy.save}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        saved ? 'text-rose-600' : 'text-slate-600 hover:text-rose-600',
        className,
      )}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}
