import { orderStatusLabels, type OrderStatus } from '@market/shared';
import { Badge } from '@/components/ui/table';

// Blue while the seller works, amber while the buyer owes an answer, green and slate once final, red before an admin.
const tones = {
  pending: 'slate',
  in_progress: 'blue',
  revision_requested: 'blue',
  delivered: 'amber',
  completed: 'green',
  cancelled: 'slate',
  disputed: 'red',
} as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{orderStatusLabels[status]}</Badge>;
}
