import { accountAccessWebTexts, notificationTexts, texts, webTexts } from '@market/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CardHeading, CardOutcome, CardPage } from '@/components/ui/card-page';
import { Spinner } from '@/components/ui/spinner';
import { loginModal } from '@/features/auth';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { useVerifyEmail } from '../api';

const copy = accountAccessWebTexts.verify;

/** The message of a refused link: the server's, else the standard sentence (or, for trouble, the generic one). */
function refusalText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(error, notificationTexts.tooManyRequests);
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return errorMessage(error, notificationTexts.badLink);
  return errorMessage(error, texts.unexpected);
}

/** Where to go next: the settings (where the badge is) for a signed-in user, home for a visitor. */
function NextLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {signedIn ? (
        <Link to="/settings" className={buttonClass('primary')}>
          {copy.settings}
        </Link>
      ) : null}
      <Link to="/" className={buttonClass(signedIn ? 'outline' : 'primary')}>
        {copy.home}
      </Link>
    </>
  );
}

/**
 * /verify-email?token=: the page the verification e-mail links to. Sends the token once on arrival
 * (a ref keeps React's development double effect from sending it twice: a used token is refused).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const me = useCurrentUser();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token || verify.isError) {
    return (
      <CardPage>
        <CardOutcome
          tone="problem"
          heading={copy.badHeading}
          message={token ? refusalText(verify.error) : notificationTexts.badLink}
          hint={me ? copy.badSignedIn : undefined}
        >
          {me ? (
            <NextLinks signedIn />
          ) : (
            <>
              <Button onClick={() => loginModal.open('/settings')}>{webTexts.signIn}</Button>
              <Link to="/" className={buttonClass('outline')}>
                {copy.home}
              </Link>
            </>
          )}
        </CardOutcome>
      </CardPage>
    );
  }

  if (verify.isSuccess) {
    return (
      <CardPage>
        <CardOutcome tone="success" heading={copy.doneHeading} message={verify.data?.message || notificationTexts.emailVerified}>
          <NextLinks signedIn={!!me} />
        </CardOutcome>
      </CardPage>
    );
  }

  return (
    <CardPage>
      <CardHeading heading={copy.heading} />
      <div className="mt-8 flex items-center justify-center gap-3 text-brand-700">
        <Spinner label={copy.checking} />
        <span className="text-sm text-slate-600" aria-hidden="true">
          {copy.checking}
        </span>
      </div>
    </CardPage>
  );
}
