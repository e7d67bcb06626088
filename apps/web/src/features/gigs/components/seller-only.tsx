import { gigWebTexts } from '@market/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginModal } from '@/features/auth';
import { authStore, useCurrentUser } from '@/lib/auth-store';

function SignInFirst({ next }: { next: string }) {
  useEffect(() => {
    loginModal.open(next);
  }, [next]);
  return <Navigate to="/" replace />;
}

/**
 * Pages for sellers: a visitor goes home with the login modal (and comes back after signing
 * in); a signed-in buyer is told why the page is closed. The server checks again on every call.
 */
export function SellerOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  const [arrivedSignedOut] = useState(() => authStore.get() === null);
  if (!user) return arrivedSignedOut ? <SignInFirst next={location.pathname + location.search} /> : <Navigate to="/" replace />;
  if (!user.isSeller)
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-24 text-center text-lg text-slate-700">
        {gigWebTexts.seller.onlySellers}
      </p>
    );
  return children;
}
