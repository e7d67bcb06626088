import { notificationKindLabels, notificationKinds, notificationTexts, notificationWebTexts, type NotificationKind } from '@market/shared';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckCircleIcon, MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api';

const t = notificationWebTexts.unsubscribe;

/**
 * The kind a link is about, read from its token (base64url JSON `[userId, kind]`, then the
 * signature) only to say what will stop; the server checks the signature. Null when unreadable.
 */
function kindOfToken(token: string): NotificationKind | null {
  try {
    const data = token.split('.')[0].replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(data));
    const kind = Array.isArray(parsed) ? parsed[1] : null;
    return (notificationKinds as readonly unknown[]).includes(kind) ? (kind as NotificationKind) : null;
  } catch {
    return null;
  }
}

/**
 * /unsubscribe?token=, the link at the foot of an e-mail (no sign-in needed): says which e-mails
 * will stop and turns them off on the button (a mail client's one-click POST goes to the API itself);
 * signed-in or not, the settings link leads to every kind (visitors are asked to sign in first).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const kind = token ? kindOfToken(token) : null;

  let body;
  if (!token) {
    body = (
      <p role="alert" className="mt-4 text-red-700">
        {notificationTexts.badUnsubscribeLink}
      </p>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <div role="status" className="mt-4 flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-start text-brand-900">
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>{unsubscribe.data.message}</p>
      </div>
    );
  } else {
    const error = unsubscribe.error;
    // A refused token answers 400 with the reason; anything else (network, server) may work on a retry.
    const problem = error ? errorMessage(error, error instanceof ApiRequestError && error.status === 400 ? notificationTexts.badUnsubscribeLink : t.failed) : null;
    body = (
      <>
        <p className="mt-4 text-slate-600">{t.intro(kind ? notificationKindLabels[kind].label : null)}</p>
        {problem ? (
          <p role="alert" className="mt-4 text-red-700">
            {problem}
          </p>
        ) : null}
        <Button className="mt-6" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? <Spinner decorative /> : null}
          {unsubscribe.isPending ? t.working : t.button}
        </Button>
      </>
    );
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailIcon className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">{unsubscribe.isSuccess ? t.done : t.heading}</h1>
      {body}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/settings/notifications" className={buttonClass('outline', 'sm')}>
          {t.settingsLink}
        </Link>
        <Link to="/" className={buttonClass('ghost', 'sm')}>
          {t.home}
        </Link>
      </div>
    </section>
  );
}
