import { cvcDigits, orderWebTexts, paymentTexts, qaWebTexts, testCards } from '@market/shared';
import { ShieldIcon } from '@/components/ui/icons';

/** Says plainly that the payment is a test, and lists the cards the built-in processor knows. */
export function TestPaymentNotice({ onUseCard }: { onUseCard?: (number: string) => void }) {
  return (
    <section aria-labelledby="test-payment" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <h3 id="test-payment" className="flex items-center gap-2 font-semibold">
        <ShieldIcon className="size-5 shrink-0" />
        {orderWebTexts.testPayment}
      </h3>
      <p className="mt-1">{orderWebTexts.testCardsIntro(paymentTexts.testPayment, cvcDigits)}</p>
      <ul className="mt-3 space-y-1.5">
        {testCards.map((card, i) => (
          <li key={card.number} className="flex items-start justify-between gap-3">
            <span className="min-w-0">
              <bdi dir="ltr" data-user-content className="font-mono font-semibold whitespace-nowrap">{card.number}</bdi> <span className="text-amber-800">{qaWebTexts.testCardOutcomes[i] ?? card.outcome}</span>
            </span>
            {onUseCard ? (
              <button
                type="button"
                onClick={() => onUseCard(card.number)}
                className="shrink-0 rounded px-2 py-0.5 text-xs font-semibold text-amber-900 underline underline-offset-2 hover:bg-amber-100"
                aria-label={orderWebTexts.useCardLabel(card.number)}
              >
                {orderWebTexts.useCard}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
