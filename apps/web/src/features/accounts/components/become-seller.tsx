import { webTexts } from '@market/shared';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { useCurrentUser } from '@/lib/auth-store';

// The dialog (Headless UI, the API call) loads only when a signed-in user asks for it.
const BecomeSellerDialog = lazy(() => import('./become-seller-dialog'));

type NavClass = string | ((state: { isActive: boolean }) => string);

/**
 * 'Become a Seller' (SPEC 2 Global): visitors go to /join; a signed-in non-seller confirms in a
 * dialog and becomes a seller at once; sellers see nothing.
 */
export function BecomeSeller({ className, onNavigate }: { className: NavClass; onNavigate?: () => void }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (user?.isSeller) return null;
  if (!user) {
    return (
      <NavLink to="/join" onClick={onNavigate} className={className}>
        {webTexts.becomeSeller}
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
        {webTexts.becomeSeller}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <BecomeSellerDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
