import { formatMoney, payoutMethodLabels, payoutsAdminWebTexts, payoutTexts, type AdminPayout } from '@market/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Badge, ResponsiveTable, type Column } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { PayoutStatusBadge } from './payout-status-badge';

const copy = payoutsAdminWebTexts;
const names = copy.columns;

/** What the last action said about one row: done, or the server's refusal. */
export type RowNote = { tone: 'ok' | 'error'; text: string };

export const payoutAmount = (p: AdminPayout) => formatMoney(p.amount, p.currency);
export const payoutUser = (p: AdminPayout) => p.user?.username ?? copy.deletedUser;

type PayoutsTableProps = {
  rows: AdminPayout[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  notes: Readonly<Record<string, RowNote>>;
  /** An action is under way: the controls wait. */
  busy: boolean;
  onApprove: (payout: AdminPayout) => void;
  onReject: (payout: AdminPayout) => void;
  message?: ReactNode;
};

/** The user: the row's checkbox (requested payouts only, as only they can be approved) and the name, linked to their review page. */
function UserCell({ payout, checked, busy, onToggle }: { payout: AdminPayout; checked: boolean; busy: boolean; onToggle: (on: boolean) => void }) {
  const name = payoutUser(payout);
  return (
    <span className="flex min-w-0 items-center gap-2">
      {payout.status === 'requested' ? (
        <label className="-m-2 flex shrink-0 cursor-pointer items-center p-2">
          <input type="checkbox" className="size-4 accent-brand-700" checked={checked} disabled={busy} onChange={(e) => onToggle(e.target.checked)} />
          <span className="sr-only">{copy.selectRow(payoutAmount(payout), name)}</span>
        </label>
      ) : null}
      {payout.user ? (
        <span className="flex min-w-0 flex-col items-start gap-1">
          <Link to={`/dashboard/user/${payout.user._id}`} className="min-w-0 font-medium break-words text-slate-900 hover:text-brand-700 hover:underline">
            {name}
          </Link>
          {payout.user.isVerified ? (
            <Badge tone="green">{copy.ownerVerified}</Badge>
          ) : (
            <span className="flex flex-col items-start gap-1">
              <Badge tone="red">{copy.ownerNotVerified}</Badge>
              {payout.status === 'requested' ? <span className="text-xs text-red-700">{copy.ownerNotVerifiedHint}</span> : null}
            </span>
          )}
        </span>
      ) : (
        <span className="text-slate-500 italic">{name}</span>
      )}
    </span>
  );
}

function MethodCell({ payout }: { payout: AdminPayout }) {
  return (
    <span className="block min-w-0 text-sm">
      <span className="block font-medium text-slate-900">{payoutMethodLabels[payout.method.type]}</span>
      <span className="block break-words"><bdi data-user-content>{payout.method.accountTitle}</bdi></span>
      <span className="block font-mono text-xs break-all text-slate-600"><bdi dir="ltr" data-user-content>{payout.method.accountEnding}</bdi></span>
      {payout.titleMatchesLegalName ? null : (
        <span role="note" className="mt-1 block rounded-md bg-amber-50 px-2 py-1 text-xs break-words text-amber-900 ring-1 ring-amber-200">
          {payoutTexts.titleDiffers(payout.method.accountTitle, payout.user?.legalName || copy.noLegalName)}
        </span>
      )}
    </span>
  );
}

function StatusCell({ payout }: { payout: AdminPayout }) {
  return (
    <span className="block min-w-0 space-y-1">
      <PayoutStatusBadge status={payout.status} />
      {payout.paidAt ? <span className="block text-xs text-slate-500">{copy.paidAt(formatDateTime(payout.paidAt))}</span> : null}
      {payout.reason ? <span className="block text-xs break-words text-slate-600">{copy.reason(payout.reason)}</span> : null}
    </span>
  );
}

/** The payout queue: a table on wide screens (xl), a card per payout below, where the sidebar leaves its columns too little room. */
export function PayoutsTable({ rows, selected, onToggle, notes, busy, onApprove, onReject, message }: PayoutsTableProps) {
  const columns: Array<Column<AdminPayout>> = [
    {
      header: names.user,
      hideLabelWhenStacked: true,
      className: 'xl:max-w-48',
      cell: (p) => <UserCell payout={p} checked={selected.has(p._id)} busy={busy} onToggle={(on) => onToggle(p._id, on)} />,
    },
    { header: names.amount, className: 'font-semibold tabular-nums text-slate-900 xl:text-end xl:whitespace-nowrap', cell: (p) => <bdi dir="ltr" data-user-content>{payoutAmount(p)}</bdi> },
    { header: names.method, className: 'xl:min-w-60', cell: (p) => <MethodCell payout={p} /> },
    { header: names.status, className: 'xl:max-w-48', cell: (p) => <StatusCell payout={p} /> },
    { header: names.requested, cell: (p) => <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time> },
    {
      header: names.actions,
      srOnlyHeader: true,
      hideLabelWhenStacked: true,
      className: 'xl:text-end',
      cell: (p) => {
        const note = notes[p._id];
        if (p.status !== 'requested' && !note) return null;
        return (
          <span className="block space-y-1">
            {p.status === 'requested' ? (
              <span className="flex flex-wrap gap-2 xl:flex-nowrap xl:justify-end">
                <Button size="sm" disabled={busy} onClick={() => onApprove(p)} aria-label={copy.approveLabel(payoutAmount(p), payoutUser(p))}>
                  {copy.approve}
                </Button>
                <Button size="sm" variant="dangerOutline" disabled={busy} onClick={() => onReject(p)} aria-label={copy.rejectLabel(payoutAmount(p), payoutUser(p))}>
                  {copy.reject}
                </Button>
              </span>
            ) : null}
            {note ? <span className={cn('block text-sm break-words xl:ms-auto xl:max-w-56', note.tone === 'error' ? 'text-red-700' : 'text-emerald-700')}>{note.text}</span> : null}
          </span>
        );
      },
    },
  ];
  return <ResponsiveTable caption={copy.caption} columns={columns} rows={rows} rowKey={(p) => p._id} stackBelow="xl" message={message} />;
}
