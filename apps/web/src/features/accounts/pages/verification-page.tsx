import { accountWebTexts, registrationBonusRs, verificationTexts, type AuthUser, type PrivateUser } from '@market/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckCircleIcon, FileTextIcon, HourglassIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { loginModal } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { userQueries } from '../api';
import { VerificationForm } from '../components/verification-form';

const texts = accountWebTexts.verification;
const copy = accountWebTexts.verificationForm;
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

const documentIcon = (
  <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200">
    <FileTextIcon className="size-7" />
  </span>
);

/** What the admin answered (changes requested, or rejected): their reason and the document concerned. */
function AdminAnswer({ record }: { record: PrivateUser }) {
  const { state, reason, document } = record.verification;
  return (
    <div role="status" className="mt-8 space-y-2 rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200">
      {state === 'changes_requested' && document ? <p className="font-semibold">{copy.changesText(verificationTexts.documentLabels[document])}</p> : null}
      {state === 'rejected' ? <p className="font-semibold">{copy.rejectedText}</p> : null}
      {reason ? (
        <p className="break-words">
          <span className="font-medium">{copy.reason}: </span>
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/** Nothing sent yet, or an answer to act on: the form, with the admin's words above it. */
function SendDocuments({ record }: { record: PrivateUser }) {
  const { state } = record.verification;
  const heading = state === 'changes_requested' ? copy.changesHeading : state === 'rejected' ? copy.rejectedHeading : copy.sendHeading;
  return (
    <>
      <Intro icon={documentIcon} heading={heading}>
        {copy.sendIntro}
      </Intro>
      {state === 'none' ? null : <AdminAnswer record={record} />}
      <div className="mt-8">
        {/* A new record (after a decision) starts the form again from what it holds. */}
        <VerificationForm key={`${state}-${record.verification.document ?? ''}`} record={record} />
      </div>
    </>
  );
}

/** A signed-in user: their record says where the verification stands (the stored copy may be a page load old). */
function SignedIn({ user }: { user: AuthUser }) {
  const record = useQuery({ ...userQueries.detail(user._id), enabled: !user.isAdmin });
  if (user.isAdmin) return <Verified user={user} />;
  if (record.isPending) return <PageSpinner />;
  if (record.isError) return <p className="text-center text-slate-600">{errorMessage(record.error, accountWebTexts.loadFailed)}</p>;
  const { state } = record.data.verification;
  if (state === 'verified') return <Verified user={user} />;
  if (state === 'pending') return <Waiting user={user} />;
  return <SendDocuments record={record.data} />;
}

/**
 * /verification: where the signed-in user's verification stands, read from their record: the form
 * to send documents (none yet, changes asked for, rejected), the wait while an admin reviews them,
 * or verified. Visitors are asked to sign in or join.
 */
export default function VerificationPage() {
  const user = useCurrentUser();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      {!user ? <VisitorPrompt /> : <SignedIn user={user} />}
    </section>
  );
}
