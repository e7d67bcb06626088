import { orderWebTexts } from '@market/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** 'Pay now', with a spinner and disabled while the payment is on its way. */
export function PayButton({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <Spinner decorative /> : null}
      {orderWebTexts.payNow}
    </Button>
  );
}
