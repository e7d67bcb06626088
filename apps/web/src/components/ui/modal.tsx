import { webTexts } from '@market/shared';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';
import { useReturnFocus } from './use-return-focus';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Hides the title visually while keeping it as the dialog's accessible name. */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
};

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** A centred dialog: focus trapped inside, Escape and backdrop click close it, focus back on its opener. */
export function Modal({ open, onClose, title, hideTitle, size = 'md', children }: ModalProps) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/60 animate-fade-in" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className={cn('relative w-full rounded-xl bg-white p-6 shadow-2xl animate-fade-in sm:p-8', widths[size])}>
            <DialogTitle className={cn('pe-8 text-xl font-bold text-slate-900', hideTitle && 'sr-only')}>{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={webTexts.close}
              className="absolute top-3 end-3 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <CloseIcon className="size-5" />
            </button>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
