import { accountWebTexts, registrationBonusRs } from '@market/shared';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { HourglassIcon } from '@/components/ui/icons';
import { isVerifiedUser, useCurrentUser } from '@/lib/auth-store';

const texts = accountWebTexts.verification;
const steps = texts.steps(registrationBonusRs);

/** /verification: what an unverified user sees while their documents are reviewed. */
export default function VerificationPage() {
  const user = useCurrentUser();
  if (isVerifiedUser(user)) return <Navigate to="/dashboard/profile" replace />;
  return (
    <section className="mx-auto w-full max-w-2xl px-6 py-16 sm:py-20">
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-200">
          <HourglassIcon className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold text-slate-900">{texts.heading}</h1>
        <p className="mt-3 text-slate-600">
          {user ? texts.thanks(user.username) : ''}
          {texts.text}
        </p>
      </div>
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
    </section>
  );
}
