import { taskWebTexts } from '@market/shared';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { deadlineText } from '../deadline';

/**
 * The deadline as time left, or time exceeded in red (SPEC 4); the exact date on hover. Without a
 * deadline SPEC 4's 'null' stays, with 'No deadline' beside it (docs/decisions/0119-no-deadline.md).
 */
export function DeadlineText({ deadline, className }: { deadline: string | null; className?: string }) {
  const { text, exceeded } = deadlineText(deadline);
  if (!deadline) {
    return (
      <span className={cn('text-slate-700', className)}>
        {text} <span className="text-slate-500">({taskWebTexts.deadline.noneExplained})</span>
      </span>
    );
  }
  return (
    <span className={cn(exceeded ? 'font-medium text-red-600' : 'text-slate-700', className)} title={formatDateTime(deadline)}>
      {text}
    </span>
  );
}
