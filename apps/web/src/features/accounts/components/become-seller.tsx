import { webTexts } from '@market/shared';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { useCurrentUser } from '@/lib/auth-store';

// The dialog (Headless UI, the API call) loads only when a signed-in user asks for it.
const BecomeSellerDialog = lazy(() => import('./become-seller-dialog'));

type NavClass = string | ((state: { isActive: boolean }) => string);

/**
 * 'Become a Seller' (SPEC 2 Global): visitors go to /join; a signed-in non-seller confirms in a
 * dialog, becomes a seller at once and lands on Add gig; sellers see nothing. `label` replaces the
 * words (the footer's 'Selling on ...').
 */
export function BecomeSeller({ className, onNavigate, label = webTexts.becomeSeller }: { className: NavClass; onNavigate?: () => void; label?: string }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (user?.isSeller) return null;
  if (!user) {
    return (
      <NavLink to="/join" onClick={onNavigate} className={className}>
        {label}
      </NavLink>
    );
  }
  return (
    <>
      <button
        type="button"
        className={typeof className === 'function' ? className({ isActive: false }) : className}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <BecomeSellerDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
