import { accountAccessWebTexts, notificationTexts, webTexts } from '@market/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CardChecking, CardOutcome, CardPage } from '@/components/ui/card-page';
import { linkRefusalText } from '../link-refusal';
import { loginModal } from '@/features/auth';
import { useCurrentUser } from '@/lib/auth-store';
import { useVerifyEmail } from '../api';

const copy = accountAccessWebTexts.verify;

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
          message={token ? linkRefusalText(verify.error) : notificationTexts.badLink}
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

  return <CardChecking heading={copy.heading} label={copy.checking} />;
}
