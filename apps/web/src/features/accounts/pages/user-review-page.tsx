import { Switch } from '@headlessui/react';
import { accountTexts, accountTimings, accountWebTexts } from '@market/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useUpdateUser, useUser } from '../api';
import { AuditList } from '../components/audit-list';
import { KycImages } from '../components/kyc-images';
import { Panel } from '../components/panel';
import { UserDetails } from '../components/user-details';
import { VerificationDecisionPanel, VerificationStateLine } from '../components/verification-decision';

const toastOptions = { position: 'bottom-right' as const, autoClose: accountTimings.toastMs };
const texts = accountWebTexts.review;

/** /dashboard/user/:id: an admin checks a user's documents and decides on them (or sets the spec's Is Verified flag). */
export default function UserReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const update = useUpdateUser(id);
  // The admin's choice, until they touch the toggle the stored value.
  const [choice, setVerified] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate('/dashboard/users'), accountTimings.userUpdateRedirectMs);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    return <p className="px-6 py-10 text-center text-slate-600">{errorMessage(user.error, texts.loadFailed)}</p>;
  }
  const u = user.data;
  const verified = choice ?? u.isVerified;

  const save = async () => {
    try {
      const result = await update.mutateAsync({ isVerified: verified });
      authStore.updateIsVerified(u._id, verified);
      toast.success(result.message || accountTexts.userStatusUpdated, toastOptions);
      setSaved(true);
    } catch (error) {
      toast.error(errorMessage(error, accountTexts.userUpdateFailed), toastOptions);
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <Link to="/dashboard/users" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeftIcon className="size-4 rtl:-scale-x-100" /> {texts.back}
      </Link>
      <Panel>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar src={u.img} name={u.username} className="size-20" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-2xl font-bold text-slate-900"><bdi data-user-content>{u.username}</bdi></h1>
            <p className="text-sm text-slate-600">{u.isVerified ? texts.verified : texts.waiting}</p>
            <div className="mt-2">
              <VerificationStateLine user={u} />
            </div>
          </div>
          <div className="flex flex-col items-start gap-3 sm:items-end">
            <div className="flex items-center gap-3">
              <Switch
                checked={verified}
                onChange={setVerified}
                disabled={u.isAdmin}
                className={cn(
                  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50',
                  verified ? 'bg-brand-700' : 'bg-slate-300',
                )}
              >
                <span className="sr-only">{texts.isVerified}</span>
                <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', verified ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5')} />
              </Switch>
              <span className="text-sm font-medium text-slate-800" aria-hidden="true">
                {texts.isVerified}
              </span>
            </div>
            <Button onClick={() => void save()} disabled={update.isPending || saved || u.isAdmin}>
              {update.isPending ? <Spinner decorative /> : null}
              {texts.update}
            </Button>
          </div>
        </div>
        <div className="mt-8">
          <UserDetails user={u} full />
        </div>
      </Panel>
      <Panel title={texts.images}>
        <KycImages user={u} />
      </Panel>
      {u.isAdmin ? null : (
        <Panel title={texts.decisionHeading}>
          <VerificationDecisionPanel user={u} />
        </Panel>
      )}
      <Panel title={texts.accessLog} description={texts.accessLogDescription}>
        <AuditList userId={u._id} />
      </Panel>
    </div>
  );
}
