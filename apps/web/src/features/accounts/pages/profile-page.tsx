import { accountTexts, accountWebTexts } from '@market/shared';
import { Avatar } from '@/components/ui/avatar';
import { PageSpinner } from '@/components/ui/spinner';
import { Badge } from '@/components/ui/table';
import { useCurrentUser } from '@/lib/auth-store';
import { formatDate } from '@/lib/format';
import { useUser } from '../api';
import { PasswordForm } from '../components/password-form';
import { Panel } from '../components/panel';
import { ProfileEditForm } from '../components/profile-edit-form';
import { UserDetails } from '../components/user-details';

/** /dashboard/profile: the signed-in user's own record, an edit form and a password form. */
export default function ProfilePage() {
  const me = useCurrentUser();
  const user = useUser(me?._id);
  if (me && user.isPending) return <PageSpinner />;
  if (!me || user.isError || !user.data) {
    return <p className="px-6 py-10 text-center text-lg font-medium text-red-700">{accountTexts.profileNotFound}</p>;
  }
  const u = user.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6">
      <Panel>
        <div className="flex items-center gap-4">
          <Avatar src={u.img} name={u.username} className="size-20" />
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold text-slate-900"><bdi data-user-content>{u.username}</bdi></h1>
            <p className="text-sm text-slate-600">{accountWebTexts.profile.memberSince(formatDate(u.createdAt))}</p>
            <div className="mt-1 flex gap-1">
              {u.isSeller ? <Badge>{accountWebTexts.badges.seller}</Badge> : null}
              {u.isAdmin ? <Badge tone="blue">{accountWebTexts.badges.admin}</Badge> : null}
            </div>
          </div>
        </div>
        <div className="mt-8">
          <UserDetails user={u} own extra={[[accountWebTexts.fields.verified, u.isVerified ? accountWebTexts.yes : accountWebTexts.no]]} />
        </div>
      </Panel>
      <Panel title={accountWebTexts.profile.edit}>
        <ProfileEditForm user={u} />
      </Panel>
      <Panel title={accountWebTexts.profile.changePassword}>
        <PasswordForm />
      </Panel>
    </div>
  );
}
