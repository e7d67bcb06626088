import { currencies, type Currency } from '@market/shared';
import { cn } from '@/lib/cn';

/** USD / PKR as toggle buttons (the one pressed is shown): which currency a list shows. */
export function CurrencySwitch({ label, value, onChange }: { label: string; value: Currency; onChange: (currency: Currency) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg bg-white p-1 shadow-xs ring-1 ring-slate-200">
      {currencies.map((currency) => {
        const current = currency === value;
        return (
          <button
            key={currency}
            type="button"
            aria-pressed={current}
            onClick={() => onChange(currency)}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium',
              current ? 'bg-brand-700 text-white hover:bg-brand-700 hover:text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {currency}
          </button>
        );
      })}
    </div>
  );
}
