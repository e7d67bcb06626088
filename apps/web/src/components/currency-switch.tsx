import { currencies, currencyWebTexts } from '@market/shared';
import { cn } from '@/lib/cn';
import { useCurrency } from '@/lib/currency';

/**
 * `className` sets the display, size and colour; `label` shows the group's name before the buttons;
 * `compact` (the header) is one button showing the currency now, which switches to the other.
 */
type CurrencySwitchProps = { className?: string; label?: boolean; compact?: boolean };

/**
 * USD / PKR as two toggle buttons (the pressed one is the currency prices are shown in): the
 * choice is kept (lib/currency.ts) and every price follows at once, without a reload.
 */
export function CurrencySwitch({ className = 'inline-flex text-sm', label = false, compact = false }: CurrencySwitchProps) {
  const { currency, setCurrency } = useCurrency();
  if (compact) {
    const other = currency === 'USD' ? 'PKR' : 'USD';
    return (
      <button
        type="button"
        onClick={() => setCurrency(other)}
        title={currencyWebTexts.switch.switchTo(currencyWebTexts.switch.names[other])}
        className={cn('items-center rounded-md font-medium hover:text-brand-700', className)}
      >
        <span className="sr-only">{currencyWebTexts.switch.label}: </span>
        {currency}
      </button>
    );
  }
  return (
    <div role="group" aria-label={currencyWebTexts.switch.label} title={currencyWebTexts.switch.title} className={cn('items-center gap-1.5', className)}>
      {label ? (
        <span className="text-slate-500" aria-hidden="true">
          {currencyWebTexts.switch.label}
        </span>
      ) : null}
      <span dir="ltr" className="inline-flex rounded-md ring-1 ring-slate-200">
        {currencies.map((option) => {
          const pressed = option === currency;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => setCurrency(option)}
              className={cn(
                'rounded-md px-2 py-1 font-medium',
                pressed ? 'bg-slate-800 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-brand-700',
              )}
            >
              {option}
            </button>
          );
        })}
      </span>
    </div>
  );
}
