import { accountWebTexts, type VerificationState } from '@market/shared';
import { Badge } from '@/components/ui/table';

const tones = { none: 'slate', pending: 'amber', changes_requested: 'blue', verified: 'green', rejected: 'red' } as const satisfies Record<VerificationState, string>;

/** Where an account's verification stands, as a coloured word. */
export function VerificationBadge({ state }: { state: VerificationState }) {
  return <Badge tone={tones[state]}>{accountWebTexts.states[state]}</Badge>;
}
