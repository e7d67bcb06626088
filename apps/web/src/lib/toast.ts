import type { ToastOptions } from 'react-toastify';

// react-toastify (and the styles it injects) is not part of what a page needs to show and hydrate:
// its container mounts once a toast is wanted, that is after the reader's first press of a key or
// pointer (a toast follows something they did) or when code on every page's path shows one.
// A toast shown before the container has mounted is queued by react-toastify and shown then.
const load = () => import('react-toastify');

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast container (app/providers.tsx) from now on. */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** The toast container's store: false until a toast is wanted. */
export const toastsWanted = {
  get: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const show = (kind: 'success' | 'error', message: string, options?: ToastOptions) => {
  wantToasts();
  void load().then((m) => m.toast[kind](message, options));
};

/** Toasts for code on every page's path (layout, session); pages' own chunks may import react-toastify directly. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
