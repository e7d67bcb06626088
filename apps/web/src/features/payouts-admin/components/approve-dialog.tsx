import { formatMoney, inlineWebTexts, payoutMethodLabels, payoutsAdminWebTexts, webTexts, type AdminPayout, type Currency } from '@market/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { payoutAmount, payoutUser } from './payouts-table';

const copy = payoutsAdminWebTexts;

/** The total per currency of the payouts: '$60.00 and Rs 3,000'. */
function totalOf(payouts: AdminPayout[]): string {
  const sums = new Map<Currency, number>();
  for (const p of payouts) sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.amount);
  return [...sums].map(([currency, amount]) => formatMoney(amount, currency)).join(inlineWebTexts.format.and);
}

type ApproveDialogProps = {
  /** Open for these payouts (one or several). */
  payouts: AdminPayout[] | null;
  onClose: () => void;
  onConfirm: (payouts: AdminPayout[]) => void;
};

/**
 * Asks before an approval sends money: each payout's amount, its user, the kind of account, its
 * ending and its title, then 'Send Rs 3,000' (or 'Approve and send 3 payouts').
 */
export function ApproveDialog({ payouts, onClose, onConfirm }: ApproveDialogProps) {
  const list = payouts ?? [];
  const many = list.length > 1;
  return (
    <Modal open={list.length > 0} onClose={onClose} title={many ? copy.approveManyTitle(list.length) : copy.approveTitle} size="sm">
      <p className="mt-3 text-slate-600">{many ? copy.approveManyText(list.length, totalOf(list)) : copy.approveText}</p>
      <ul className="mt-4 max-h-72 space-y-3 overflow-y-auto">
        {list.map((p) => (
          <li key={p._id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
            <span className="block font-semibold text-slate-900">{copy.approveLine(payoutAmount(p), payoutUser(p))}</span>
            <span className="block break-words text-slate-700">{copy.approveAccount(payoutMethodLabels[p.method.type], p.method.accountEnding)}</span>
            <span className="block break-words text-slate-700">{copy.approveAccountTitle(p.method.accountTitle)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {webTexts.cancel}
        </Button>
        <Button onClick={() => onConfirm(list)}>{many ? copy.confirmApproveMany(list.length) : copy.confirmApprove(totalOf(list))}</Button>
      </div>
    </Modal>
  );
}
