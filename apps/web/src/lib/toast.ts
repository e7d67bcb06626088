import type { ToastOptions } from 'react-toastify';
import { currentDirection } from '@/lib/language';

// react-toastify (and the styles it injects) is not part of what a page needs to show and hydrate:
// every toast of the app goes through here, and the first one mounts the container (app/providers.tsx).
// react-toastify queues a toast shown before its container has mounted and shows it then.
const load = () => import('react-toastify');

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toast container from now on. */
function wantToasts(): void {
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

// A page right to left mirrors the corners the callers ask for: 'bottom-right' is 'bottom-left' there.
const mirrored: Partial<Record<NonNullable<ToastOptions['position']>, ToastOptions['position']>> = {
  'top-right': 'top-left',
  'top-left': 'top-right',
  'bottom-right': 'bottom-left',
  'bottom-left': 'bottom-right',
};
const inDirection = (options?: ToastOptions): ToastOptions | undefined =>
  currentDirection() === 'rtl' && options?.position ? { ...options, position: mirrored[options.position] ?? options.position } : options;

const show = (kind: 'success' | 'error', message: string, options?: ToastOptions) => {
  wantToasts();
  void load().then((m) => m.toast[kind](message, inDirection(options)));
};

/** The app's toasts. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
