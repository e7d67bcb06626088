import { jobTexts, type JobStatus } from '@market/shared';
import { Badge } from '@/components/ui/table';

const tones = { scheduled: 'blue', running: 'green', failed: 'amber', dead: 'red' } as const;

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge tone={tones[status]}>{jobTexts.statusLabels[status]}</Badge>;
}
