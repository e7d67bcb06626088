import type { ToastOptions } from 'react-toastify';

/** SPEC 9: task toasts stay 1.5 s, bottom-right. */
export const taskToast: ToastOptions = { autoClose: 1500, position: 'bottom-right' };
