import { webTexts } from '@market/shared';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { loginModal } from '@/features/auth';
import { authStore, isVerifiedUser, useCurrentUser, useUserConfirmed } from '@/lib/auth-store';

/*
 * The verified and admin guards sit inside the dashboard layout, which already sends visitors away
 * (on the site, the task pool pages sit inside RequireSignedIn for the same reason).
 * They decide on the server's answer of this page load (the session refresh), never on the copy an
 * earlier page load stored: a worker verified a minute ago still has isVerified: false stored.
 */

/** Pages for verified workers; unverified users see where their verification stands. */
export function RequireVerified() {
  const user = useCurrentUser();
  const confirmed = useUserConfirmed();
  if (!confirmed) return <PageSpinner />;
  if (!isVerifiedUser(user)) return <Navigate to="/verification" replace />;
  return <Outlet />;
}

/** Admin-only pages; other signed-in users go to their own tasks. */
export function RequireAdmin() {
  const user = useCurrentUser();
  const confirmed = useUserConfirmed();
  if (!confirmed) return <PageSpinner />;
  if (!user?.isAdmin) return <Navigate to="/dashboard/my-tasks" replace />;
  return <Outlet />;
}

/**
 * Site pages for signed-in users (orders, checkout). A visitor arriving here (e.g. Continue on a
 * gig) gets the login modal at once and comes back to this very page after signing in.
 */
export function RequireSignedIn() {
  const user = useCurrentUser();
  const location = useLocation();
  const next = location.pathname + location.search;
  const [arrivedSignedOut] = useState(() => authStore.get() === null);
  // Offered once on arrival: this guard stays mounted while its pages change (checkout -> success -> orders).
  const offered = useRef(false);
  useEffect(() => {
    if (!arrivedSignedOut || offered.current) return;
    offered.current = true;
    loginModal.open(next);
  }, [arrivedSignedOut, next]);
  if (user) return <Outlet />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900">{webTexts.signInToContinue}</h1>
      <p className="mt-3 text-slate-600">{webTexts.signInToContinueText}</p>
      <Button className="mt-8" onClick={() => loginModal.open(next)}>
        {webTexts.signIn}
      </Button>
    </section>
  );
}
