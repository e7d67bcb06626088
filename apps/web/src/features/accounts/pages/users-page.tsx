import { accountTexts, accountTimings, accountWebTexts, type UserListItem } from '@market/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { usePageParams } from '@/components/ui/use-page-params';
import { ApiRequestError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDeleteUser, useUsers } from '../api';
import { UserRowMenu } from '../components/user-row-menu';

const toastOptions = { position: 'bottom-right' as const, autoClose: accountTimings.toastMs };
const filters = [
  { value: '', label: accountWebTexts.users.filters.all },
  { value: 'false', label: accountWebTexts.users.filters.waiting },
  { value: 'true', label: accountWebTexts.users.filters.verified },
];
const { badges, users: texts } = accountWebTexts;

function UserBadges({ user }: { user: UserListItem }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin ? <Badge tone="blue">{badges.admin}</Badge> : null}
      {user.isVerified ? <Badge tone="green">{badges.verified}</Badge> : <Badge tone="amber">{badges.notVerified}</Badge>}
      {user.isSeller ? <Badge>{badges.seller}</Badge> : null}
    </div>
  );
}

function UserCell({ user }: { user: UserListItem }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={user.img} name={user.username} className="size-10" />
      {/* Narrower beside the sidebar on tablets (lg), so the row's menu stays in view. */}
      <div className="min-w-0 lg:max-w-48 xl:max-w-none">
        <Link to={`/dashboard/user/${user._id}`} className="font-medium break-all text-slate-900 hover:text-brand-700 hover:underline">
          {user.username}
        </Link>
        <p className="truncate text-xs text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}

/** /dashboard/users: every account, newest first, with the verification queue as a filter. */
export default function UsersPage() {
  const { page, perPage, params, setPage, setPerPage, setFilter } = usePageParams();
  const verified = params.get('verified') === 'true' || params.get('verified') === 'false' ? params.get('verified') : null;
  const users = useUsers(page, perPage, verified);
  const remove = useDeleteUser();
  const [toDelete, setToDelete] = useState<UserListItem | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      toast.success(accountTexts.userDeleted, toastOptions);
    } catch (error) {
      // The admin rule has its own text; anything else gets the spec's general one.
      const adminRefusal = error instanceof ApiRequestError && error.status === 403 && error.fromServer;
      toast.error(adminRefusal ? error.message : accountTexts.userDeleteFailed, toastOptions);
    } finally {
      setToDelete(null);
    }
  };

  const columns: Array<Column<UserListItem>> = [
    { header: texts.columns.user, hideLabelWhenStacked: true, cell: (u) => <UserCell user={u} /> },
    { header: texts.columns.phone, className: 'lg:whitespace-nowrap', cell: (u) => u.phone || accountWebTexts.none },
    { header: texts.columns.status, cell: (u) => <UserBadges user={u} /> },
    { header: texts.columns.joined, className: 'lg:whitespace-nowrap', cell: (u) => formatDate(u.createdAt) },
    {
      header: texts.columns.actions,
      srOnlyHeader: true,
      pinWhenStacked: true,
      className: 'lg:text-right',
      cell: (u) => <UserRowMenu id={u._id} username={u.username} onDelete={() => setToDelete(u)} />,
    },
  ];
  const rows = users.data?.users ?? [];
  const totalPages = users.data?.totalPages ?? 1;
  // Deleting the last row of the last page would leave an empty page: show the new last one.
  const lastPage = Math.max(totalPages, 1);
  const beyondEnd = !!users.data && !users.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (beyondEnd) setPage(lastPage);
  }, [beyondEnd, lastPage, setPage]);
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <PageHeader title={texts.heading} description={texts.description}>
        <SelectField label={texts.filter} value={verified ?? ''} onValueChange={(value) => setFilter('verified', value || null)} options={filters} />
      </PageHeader>

      <ResponsiveTable
        caption={texts.caption}
        stackBelow="lg"
        columns={columns}
        rows={rows}
        rowKey={(u) => u._id}
        message={
          users.isPending ? <Spinner label={texts.loading} className="text-brand-700" /> : users.isError ? accountWebTexts.loadFailed : rows.length === 0 ? texts.empty : null
        }
      />

      <Pagination page={page} totalPages={totalPages} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} />

      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        message={accountTexts.userDeleteConfirm}
        confirmLabel={texts.delete}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
