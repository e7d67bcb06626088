import { texts } from '@market/shared';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { ApiRequestError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { fetchUser } from './api';

// Once per page load, even though React may run the effect twice in development.
let started = false;

/** Answers that mean the stored session is no longer valid for this user record. */
const rejected = new Set([401, 403, 404]);

/**
 * Re-reads the stored user from the server at app start so flags such as isVerified come
 * from the server, and signs the browser out when the server no longer accepts the session.
 */
export function useSessionRefresh(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    const stored = authStore.get();
    if (!stored) return;

    fetchUser(stored._id)
      .then((user) => {
        // The user may have logged out or switched account while the request was in flight.
        if (authStore.get()?._id !== stored._id) return;
        authStore.setUser(user);
      })
      .catch((error: unknown) => {
        if (authStore.get()?._id !== stored._id) return;
        if (error instanceof ApiRequestError && rejected.has(error.status)) {
          authStore.removeUser();
          toast.error(texts.refreshFailed);
          return;
        }
        // Network or server trouble: keep the stored user; the next page load tries again.
        authStore.keepStoredUser();
      });
  }, []);
}
