import { taskPoolAdminTexts, type PoolStatus } from '@market/shared';
import { Badge } from '@/components/ui/table';

const tones = { draft: 'slate', open: 'green', paused: 'amber', closed: 'red' } as const;

export function PoolStatusBadge({ status }: { status: PoolStatus }) {
  return <Badge tone={tones[status]}>{taskPoolAdminTexts.statusLabels[status]}</Badge>;
}
