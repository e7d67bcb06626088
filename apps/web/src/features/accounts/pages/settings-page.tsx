import { accountAccessWebTexts, accountTexts, notificationWebTexts, webTexts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth-store';
import { useUser } from '../api';
import { LanguagesForm } from '../components/languages-form';
import { Panel } from '../components/panel';
import { EmailSettings } from '../components/email-settings';
import { PasswordForm } from '../components/password-form';
import { ProfileEditForm } from '../components/profile-edit-form';

const copy = webTexts.settings;

/**
 * /settings, for every signed-in user (the router asks visitors to sign in): the profile form and
 * the password form of /dashboard/profile, and the languages of the public page.
 */
export default function SettingsPage() {
  const me = useCurrentUser();
  const user = useUser(me?._id);
  if (me && user.isPending) return <PageSpinner />;
  if (!me || !user.data) {
    return (
      <p role="alert" className="px-6 py-16 text-center text-lg font-medium text-red-700">
        {accountTexts.profileNotFound}
      </p>
    );
  }
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h1 className="text-3xl font-bold text-slate-900">{copy.heading}</h1>
            <p className="mt-2 text-slate-600">{copy.intro}</p>
          </div>
          <Link to={`/users/${encodeURIComponent(me._id)}`} className="text-sm font-medium text-brand-700 hover:underline">
            {copy.publicProfile}
          </Link>
        </div>
        <Panel title={copy.profile}>
          <ProfileEditForm user={user.data} />
        </Panel>
        <Panel title={copy.languages}>
          <LanguagesForm userId={me._id} />
        </Panel>
        <Panel title={accountAccessWebTexts.email.panel} description={accountAccessWebTexts.email.intro}>
          <EmailSettings user={user.data} />
        </Panel>
        <Panel title={copy.password}>
          <PasswordForm />
        </Panel>
        <Panel title={notificationWebTexts.settingsEntry.title} description={notificationWebTexts.settingsEntry.text}>
          <Link to="/settings/notifications" className={buttonClass('outline', 'sm')}>
            {notificationWebTexts.settingsEntry.link}
          </Link>
        </Panel>
      </div>
    </div>
  );
}
