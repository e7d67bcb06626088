import { taskPoolWorkerTexts, type AnswerStatus } from '@market/shared';
import { Badge } from '@/components/ui/table';

const tones: Record<AnswerStatus, 'slate' | 'green' | 'amber' | 'blue' | 'red'> = {
  claimed: 'blue',
  pending: 'amber',
  accepted: 'green',
  rejected: 'red',
  expired: 'slate',
  released: 'slate',
};

/** An answer's status: 'claimed' reads 'In progress'. */
export function AnswerStatusBadge({ status }: { status: AnswerStatus }) {
  return <Badge tone={tones[status]}>{taskPoolWorkerTexts.history.answerStatuses[status]}</Badge>;
}
