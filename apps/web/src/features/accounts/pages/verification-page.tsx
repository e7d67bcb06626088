import { accountWebTexts, registrationBonusRs, type AuthUser } from '@market/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckCircleIcon, HourglassIcon } from '@/components/ui/icons';
import { loginModal } from '@/features/auth';
import { isVerifiedUser, useCurrentUser } from '@/lib/auth-store';

const texts = accountWebTexts.verification;
const steps = texts.steps(registrationBonusRs);

function Intro({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center">
      {icon}
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-600">{children}</p>
    </div>
  );
}

const waitingIcon = (
  <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-200">
    <HourglassIcon className="size-7" />
  </span>
);

/** A visitor: nothing to review yet, so sign in to follow one, or join to start one. */
function VisitorPrompt() {
  return (
    <>
      <Intro icon={waitingIcon} heading={texts.heading}>
        {texts.visitorText}
      </Intro>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => loginModal.open('/verification')}>{texts.signIn}</Button>
        <Link to="/join" className={buttonClass('outline')}>
          {texts.join}
        </Link>
      </div>
    </>
  );
}

/** A verified user (or an admin): done, with the pages verification opened. */
function Verified({ user }: { user: AuthUser }) {
  return (
    <>
      <Intro
        icon={
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200">
            <CheckCircleIcon className="size-8" />
          </span>
        }
        heading={texts.verifiedHeading}
      >
        {texts.verifiedText(user.username)}
      </Intro>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard/profile" className={buttonClass('primary')}>
          {texts.profile}
        </Link>
        <Link to="/dashboard/my-tasks" className={buttonClass('outline')}>
          {texts.tasks}
        </Link>
      </div>
    </>
  );
}

/** An unverified user: what happens while their documents are reviewed. */
function Waiting({ user }: { user: AuthUser }) {
  return (
    <>
      <Intro icon={waitingIcon} heading={texts.heading}>
        {texts.thanks(user.username)}
        {texts.text}
      </Intro>
      <ol className="mt-10 space-y-4">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-4 rounded-lg bg-white p-4 shadow-xs ring-1 ring-slate-200">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">{i + 1}</span>
            <p className="text-slate-700">{step}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-center text-sm text-slate-500">
        {texts.reload}{' '}
        <Link to="/contact" className="font-medium text-brand-700 hover:underline">
          {texts.contactUs}
        </Link>
        .
      </p>
      <div className="mt-8 flex justify-center">
        <Link to="/" className={buttonClass('primary')}>
          {texts.backHome}
        </Link>
      </div>
    </>
  );
}

/** /verification: where a worker's verification stands; visitors are asked to sign in or join. */
export default function VerificationPage() {
  const user = useCurrentUser();
  return (
    <section className="mx-auto w-full max-w-2xl px-6 py-16 sm:py-20">
      {!user ? <VisitorPrompt /> : isVerifiedUser(user) ? <Verified user={user} /> : <Waiting user={user} />}
    </section>
  );
}
