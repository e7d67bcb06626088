import { formatMoney, taskPoolAdminTexts, type PoolProgress } from '@market/shared';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const copy = taskPoolAdminTexts.progress;

type BarProps = {
  label: string;
  value: number;
  max: number;
  /** The figures as read ("12 of 40"), shown beside the label and read by screen readers. */
  text: string;
  tone?: 'brand' | 'amber';
  /** `compact`: the label is for screen readers only (a table cell whose heading says it). */
  compact?: boolean;
};

/** A labelled bar from the start edge (right to left in Urdu): a share done of a whole. */
export function ProgressBar({ label, value, max, text, tone = 'brand', compact = false }: BarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className={cn('font-medium text-slate-700', compact && 'sr-only')}>{label}</span>
        <span className="text-slate-600 tabular-nums" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(max, 0)}
        aria-valuenow={Math.min(Math.max(value, 0), Math.max(max, 0))}
        aria-valuetext={text}
        className="flex h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', tone === 'brand' ? 'bg-brand-600' : 'bg-amber-500')} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export const itemsText = (p: PoolProgress) => copy.ofTotal(formatNumber(p.itemsDone), formatNumber(p.items));
export const costText = (p: PoolProgress) => copy.costValue(formatMoney(p.costSpent.amount, p.costSpent.currency), formatMoney(p.costPlanned.amount, p.costPlanned.currency));

/** Items done, answers to review, cost spent of planned: a pool's progress (its page). */
export function PoolProgressBars({ progress }: { progress: PoolProgress }) {
  const answered = progress.toReview + progress.accepted + progress.rejected;
  return (
    <div className="space-y-4">
      <ProgressBar label={copy.items} value={progress.itemsDone} max={progress.items} text={itemsText(progress)} />
      <ProgressBar label={copy.toReview} value={progress.toReview} max={answered} text={copy.ofTotal(formatNumber(progress.toReview), formatNumber(answered))} tone="amber" />
      <ProgressBar label={copy.cost} value={progress.costSpent.amount} max={progress.costPlanned.amount} text={costText(progress)} />
      <dl className="grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-500">{copy.accepted}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatNumber(progress.accepted)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{copy.rejected}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatNumber(progress.rejected)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{copy.controlItems}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatNumber(progress.controlItems)}</dd>
        </div>
      </dl>
    </div>
  );
}
