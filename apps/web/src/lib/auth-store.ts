import { useClientStore } from './hydration';
import type { AuthUser } from '@market/shared';
import type { QueryClient } from '@tanstack/react-query';
import { safeStorage } from './storage';

/** The local storage key of the signed-in user (SPEC section 3). */
export const currentUserKey = 'currentUser';

/**
 * Keeps exactly the AuthUser fields of a login answer or a full user record, so KYC data of
 * GET /api/user/:id never lands in localStorage. Checked by hand rather than with the shared
 * zod schema to keep zod out of the code every page loads; the AuthUser type keeps it in step.
 */
export function toAuthUser(value: unknown): AuthUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v._id !== 'string' || !v._id || typeof v.username !== 'string') return null;
  const user: AuthUser = {
    _id: v._id,
    username: v.username,
    img: typeof v.img === 'string' ? v.img : '',
    isSeller: v.isSeller === true,
    isAdmin: v.isAdmin === true,
    isVerified: v.isVerified === true,
  };
  return user;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): AuthUser | null {
  const raw = safeStorage.get(currentUserKey);
  if (!raw) return null;
  try {
    return toAuthUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

let current: AuthUser | null = typeof window === 'undefined' ? null : read();

/*
 * Whether `current` is the server's answer of this page load rather than a copy stored by an
 * earlier one (which may say unverified about a user an admin verified since). A visitor has
 * nothing to confirm; a stored user is confirmed by the session refresh, a sign-in or a sign-out.
 */
let confirmed = current === null;

function emit() {
  for (const listener of listeners) listener();
}

/** The browser-side record of who is signed in, mirrored to localStorage. */
export const authStore = {
  get: (): AuthUser | null => current,

  /** Stores the login (or refreshed) record; extra fields such as KYC data are dropped. */
  setUser(user: AuthUser): void {
    const clean = toAuthUser(user);
    if (!clean) return;
    current = clean;
    confirmed = true;
    safeStorage.set(currentUserKey, JSON.stringify(clean));
    emit();
  },

  removeUser(): void {
    current = null;
    confirmed = true;
    safeStorage.remove(currentUserKey);
    emit();
  },

  /** Applies a verification change made by an admin when it concerns the signed-in user. */
  updateIsVerified(id: string, isVerified: boolean): void {
    if (!current || current._id !== id) return;
    authStore.setUser({ ...current, isVerified });
  },

  /** True once this page load has the server's answer about the stored user (or none was stored). */
  isConfirmed: (): boolean => confirmed,

  /** The server could not be asked (network trouble): the stored copy is all there is. */
  keepStoredUser(): void {
    if (confirmed) return;
    confirmed = true;
    emit();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes what this tab should show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== currentUserKey && event.key !== null) return;
    current = read();
    confirmed = true;
    emit();
  });
}

/** The signed-in user, or null for a visitor; re-renders on sign-in, sign-out and refresh. */
export function useCurrentUser(): AuthUser | null {
  return useClientStore(authStore.subscribe, authStore.get, null);
}

/** Whether the signed-in user is the server's answer of this page load; guards wait for it. */
export function useUserConfirmed(): boolean {
  return useClientStore(authStore.subscribe, authStore.isConfirmed, false);
}

/**
 * Signs the browser out locally: forgets the user, then, once the page has rendered without its
 * signed-in parts (Preact renders after the current task's microtasks), drops the cached data. A
 * part still mounted when its data went would fetch it again, signed out.
 */
export async function forgetUser(queryClient: QueryClient): Promise<void> {
  authStore.removeUser();
  await new Promise((resolve) => setTimeout(resolve, 0));
  queryClient.clear();
}

/** Admins can do everything a verified worker can. */
export function isVerifiedUser(user: AuthUser | null): boolean {
  return !!user && (user.isVerified || user.isAdmin);
}
