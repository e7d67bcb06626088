import { accountTimings, accountWebTexts, registrationBonusRs } from '@market/shared';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';

/** The congratulations popup after registering; leaves by itself after 3 s (SPEC 9) or on Done. */
export function RegistrationSuccessDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onDone, accountTimings.registrationRedirectMs);
    return () => window.clearTimeout(timer);
  }, [open, onDone]);

  return (
    <Modal open={open} onClose={onDone} title={accountWebTexts.registration.successTitle} size="sm">
      <div className="mt-4 flex flex-col items-center text-center">
        <CheckCircleIcon className="size-14 text-brand-700" />
        <p className="mt-4 text-slate-700">
          {accountWebTexts.registration.successText(registrationBonusRs)}
        </p>
        <Button className="mt-6 w-full" onClick={onDone}>
          {accountWebTexts.registration.done}
        </Button>
      </div>
    </Modal>
  );
}
