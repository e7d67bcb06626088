import { accountAccessWebTexts, notificationTexts } from '@market/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CardChecking, CardOutcome, CardPage } from '@/components/ui/card-page';
import { linkRefusalText } from '../link-refusal';
import { loginModal } from '@/features/auth';
import { authStore, forgetUser } from '@/lib/auth-store';
import { useUndoEmailChange } from '../api';

const copy = accountAccessWebTexts.undo;

/**
 * /undo-email-change?token=: the page the "address was changed" e-mail links to, at the old
 * address. Sends the token once on arrival (a ref keeps React's development double effect from
 * sending it twice: a used token is refused). The undo ends every session of the account, this
 * browser's too, so the page forgets who was signed in and offers Sign in and a new password.
 */
export default function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const undo = useUndoEmailChange();
  const { mutate } = undo;
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: () => {
        if (authStore.get()) void forgetUser(queryClient);
      },
    });
  }, [token, mutate, queryClient]);

  if (!token || undo.isError) {
    return (
      <CardPage>
        <CardOutcome tone="problem" heading={copy.badHeading} message={token ? linkRefusalText(undo.error) : notificationTexts.badLink} hint={copy.badHint}>
          <Link to="/contact" className={buttonClass('primary')}>
            {copy.contact}
          </Link>
          <Link to="/" className={buttonClass('outline')}>
            {copy.home}
          </Link>
        </CardOutcome>
      </CardPage>
    );
  }

  if (undo.isSuccess) {
    return (
      <CardPage>
        <CardOutcome tone="success" heading={copy.doneHeading} message={undo.data?.message || notificationTexts.emailChangeUndone}>
          <Button onClick={() => loginModal.open('/settings')}>{copy.signIn}</Button>
          <Link to="/forgot-password" className={buttonClass('outline')}>
            {copy.resetPassword}
          </Link>
        </CardOutcome>
      </CardPage>
    );
  }

  return <CardChecking heading={copy.heading} label={copy.checking} />;
}
