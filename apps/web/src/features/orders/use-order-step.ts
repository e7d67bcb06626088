import { texts } from '@market/shared';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useOrderTransition, type OrderTransition } from './api';

/** What a step's form needs back: whether it went through, and the server's per-field refusals. */
export type StepResult = { ok: boolean; fields: Record<string, string> };

/**
 * Takes a step on an order and says how it went in a toast: the success text, or the server's
 * message (a 409 when the other party moved first). Forms put `fields` beside their fields.
 */
export function useOrderStep(orderId: string) {
  const transition = useOrderTransition(orderId);
  const run = async (step: OrderTransition, success: string): Promise<StepResult> => {
    try {
      await transition.mutateAsync(step);
      toast.success(success);
      return { ok: true, fields: {} };
    } catch (error) {
      toast.error(errorMessage(error, texts.somethingWrong));
      return { ok: false, fields: serverFieldErrors(error) };
    }
  };
  return { run, busy: transition.isPending };
}
