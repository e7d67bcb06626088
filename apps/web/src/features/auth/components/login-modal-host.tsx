import { lazy, Suspense } from 'react';
import { useLoginModal } from '../login-modal-store';

// The form code (react-hook-form, resolver) loads on the first open, not with every page.
const LoginModal = lazy(() => import('./login-modal'));

/** Mounts the login modal once it has been opened, and keeps it mounted for its close animation. */
export function LoginModalHost() {
  const { used } = useLoginModal();
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}

/** Starts loading the modal code early, e.g. when the pointer nears the Sign in button. */
export function preloadLoginModal(): void {
  void import('./login-modal');
}
