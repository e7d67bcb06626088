import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { deadlineText } from '../deadline';

/** The deadline as time left, or time exceeded in red (SPEC 4); the exact date on hover. */
export function DeadlineText({ deadline, className }: { deadline: string | null; className?: string }) {
  const { text, exceeded } = deadlineText(deadline);
  return (
    <span className={cn(exceeded ? 'font-medium text-red-600' : 'text-slate-700', className)} title={deadline ? formatDateTime(deadline) : undefined}>
      {text}
    </span>
  );
}
