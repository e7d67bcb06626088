import type { ToastOptions } from 'react-toastify';

// react-toastify (and the styles it injects) loads on the first toast or after the first paint,
// not with the code every page needs; a toast shown before its container mounts is queued by it.
const load = () => import('react-toastify');

/** Toasts for code on every page's path (layout, session); pages' own chunks may import react-toastify directly. */
export const toast = {
  success: (message: string, options?: ToastOptions) => void load().then((m) => m.toast.success(message, options)),
  error: (message: string, options?: ToastOptions) => void load().then((m) => m.toast.error(message, options)),
};
