import { payoutsAdminWebTexts, type PayoutStatus } from '@market/shared';
import { Badge } from '@/components/ui/table';

const tones = { requested: 'amber', processing: 'blue', paid: 'green', failed: 'red', rejected: 'slate' } as const;

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge tone={tones[status]}>{payoutsAdminWebTexts.statusLabels[status]}</Badge>;
}
