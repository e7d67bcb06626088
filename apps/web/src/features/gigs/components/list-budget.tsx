import { gigTexts, gigWebTexts, qaWebTexts, type GigListFilters } from '@market/shared';
import { useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { normalizedChange } from '@/lib/normalized-change';

const texts = gigWebTexts.list;

type Budget = { min?: number; max?: number };

/**
 * The budget filter: two whole-dollar bounds applied together. `onApply` gets the checked
 * bounds; a wrong pair stays in the inputs with the reason beside them.
 */
export function ListBudget({ filters, onApply }: { filters: GigListFilters; onApply: (budget: Budget) => void }) {
  const [budget, setBudget] = useState({ min: filters.min?.toString() ?? '', max: filters.max?.toString() ?? '' });
  const [error, setError] = useState<string | null>(null);
  // A new address (a category link, Back, Clear filters) brings its own budget into the inputs.
  const [shown, setShown] = useState<Budget>({ min: filters.min, max: filters.max });
  if (shown.min !== filters.min || shown.max !== filters.max) {
    setShown({ min: filters.min, max: filters.max });
    setBudget({ min: filters.min?.toString() ?? '', max: filters.max?.toString() ?? '' });
    setError(null);
  }

  // The Apply button of the filters' GET form: without script it sends the whole form; with script
  // a click (or Enter in a bound, which clicks it) checks the pair and navigates instead.
  const apply = (event: MouseEvent) => {
    event.preventDefault();
    const valid = (v: string) => v === '' || /^\d{1,7}$/.test(v);
    if (!valid(budget.min) || !valid(budget.max)) return setError(gigTexts.badPrice);
    if (budget.min !== '' && budget.max !== '' && Number(budget.min) > Number(budget.max)) return setError(gigTexts.minOverMax);
    setError(null);
    onApply({ min: budget.min === '' ? undefined : Number(budget.min), max: budget.max === '' ? undefined : Number(budget.max) });
  };

  return (
    <div role="group" aria-label={texts.budget} className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-700" aria-hidden="true">
        {texts.budget}
      </span>
      <div className="flex items-center gap-2">
        <BudgetInput bound="min" value={budget.min} onChange={(min) => setBudget({ ...budget, min })} />
        <BudgetInput bound="max" value={budget.max} onChange={(max) => setBudget({ ...budget, max })} />
        <Button type="submit" size="field" onClick={apply}>
          {texts.apply}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function BudgetInput({ bound, value, onChange }: { bound: 'min' | 'max'; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label className="sr-only" htmlFor={`budget-${bound}`}>
        {texts.budgetLabel(bound)}
      </label>
      <input
        id={`budget-${bound}`}
        name={bound}
        inputMode="numeric"
        placeholder={qaWebTexts.budgetPlaceholder[bound]}
        value={value}
        onChange={normalizedChange((typed) => typed.trim(), onChange)}
        className="h-10 w-full min-w-0 rounded-md border border-slate-300 px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm md:w-28"
      />
    </>
  );
}
