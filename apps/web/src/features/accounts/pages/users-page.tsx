import { accountTexts, accountTimings, accountWebTexts, verificationStates, type UserListItem, type VerificationState } from '@market/shared';
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
import { UserSearch } from '../components/user-search';
import { VerificationBadge } from '../components/verification-badge';

const toastOptions = { position: 'bottom-right' as const, autoClose: accountTimings.toastMs };
const { badges, states, users: texts } = accountWebTexts;
// The verification states as the filter (docs/decisions/0147-users-table-filters-by-state.md).
const filters: { value: VerificationState | ''; label: string }[] = [{ value: '', label: texts.allStates }, ...verificationStates.map((s) => ({ value: s, label: states[s] }))];
const stateOf = (value: string | null): VerificationState | null => (verificationStates as readonly string[]).includes(value ?? '') ? (value as VerificationState) : null;

function UserBadges({ user }: { user: UserListItem }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.isAdmin ? <Badge tone="blue">{badges.admin}</Badge> : null}
      {user.isAdmin ? null : <VerificationBadge state={user.verification.state} />}
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
          <bdi data-user-content>{user.username}</bdi>
        </Link>
        <p className="truncate text-xs text-slate-500"><bdi data-user-content>{user.email}</bdi></p>
      </div>
    </div>
  );
}

/** /dashboard/users: every account, newest first, searched by name or e-mail and filtered by verification state (both in the address). */
export default function UsersPage() {
  const { page, perPage, params, setPage, setPerPage, setFilter } = usePageParams();
  const state = stateOf(params.get('state'));
  const search = (params.get('search') ?? '').trim();
  const users = useUsers(page, perPage, { state, search });
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
      className: 'lg:text-end',
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
      <PageHeader title={texts.heading} description={texts.description} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <UserSearch key={search} initial={search} onSearch={(term) => setFilter('search', term || null)} />
        <SelectField label={texts.filter} value={state ?? ''} onValueChange={(value) => setFilter('state', value || null)} options={filters} />
      </div>

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
