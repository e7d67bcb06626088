import { currencyWebTexts, gigTexts, gigWebTexts, qaWebTexts, type GigListFilters } from '@market/shared';
import { useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrency, type CurrencyState } from '@/lib/currency';
import { normalizedChange } from '@/lib/normalized-change';

const texts = gigWebTexts.list;

type Budget = { min?: number; max?: number };
type Typed = { min: string; max: string };

// The last budget applied in rupees, with the dollars it was sent as: shown back as typed while the
// address holds those dollars (converting the dollars back would show other rupees than typed).
let lastInRupees: { dollars: Budget; rupees: Typed; rate: number } | null = null;

const asText = (value?: number) => value?.toString() ?? '';

/** The inputs' text for the address's bounds: dollars, or in rupees (as typed, else at the rate). */
function typedFor(filters: Budget, rupees: CurrencyState['rupees']): Typed {
  if (!rupees) return { min: asText(filters.min), max: asText(filters.max) };
  const { rate, amounts } = rupees;
  if (lastInRupees && lastInRupees.rate === rate && lastInRupees.dollars.min === filters.min && lastInRupees.dollars.max === filters.max) return lastInRupees.rupees;
  const inRupees = (value?: number) => (value === undefined ? '' : String(amounts.dollarsToWholeRupees(value, rate)));
  return { min: inRupees(filters.min), max: inRupees(filters.max) };
}

/**
 * The budget filter: two whole-dollar bounds applied together, or whole-rupee bounds when the
 * reader shows rupees (sent as dollars, rounded outward: lib/rupee-amounts.ts). `onApply` gets the
 * checked bounds in dollars; a wrong pair stays in the inputs with the reason beside them.
 */
export function ListBudget({ filters, onApply }: { filters: GigListFilters; onApply: (budget: Budget) => void }) {
  const { rupees } = useCurrency();
  const shownRate = rupees?.rate;
  const [budget, setBudget] = useState<Typed>(() => typedFor(filters, rupees));
  const [error, setError] = useState<string | null>(null);
  // A new address (a category link, Back, Clear filters) or another currency brings its own budget into the inputs.
  const [shown, setShown] = useState<Budget & { rate?: number }>({ min: filters.min, max: filters.max, rate: shownRate });
  if (shown.min !== filters.min || shown.max !== filters.max || shown.rate !== shownRate) {
    setShown({ min: filters.min, max: filters.max, rate: shownRate });
    setBudget(typedFor(filters, rupees));
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
    const typed = { min: budget.min === '' ? undefined : Number(budget.min), max: budget.max === '' ? undefined : Number(budget.max) };
    if (!rupees) return onApply(typed);
    const dollars = rupees.amounts.rupeeBudgetToDollars(typed, rupees.rate);
    lastInRupees = { dollars, rupees: budget, rate: rupees.rate };
    onApply(dollars);
  };

  return (
    <div role="group" aria-label={texts.budget} className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-700" aria-hidden="true">
        {shownRate === undefined ? texts.budget : currencyWebTexts.budgetRupees}
      </span>
      <div className="flex items-center gap-2">
        <BudgetInput bound="min" rupees={shownRate !== undefined} value={budget.min} onChange={(min) => setBudget({ ...budget, min })} />
        <BudgetInput bound="max" rupees={shownRate !== undefined} value={budget.max} onChange={(max) => setBudget({ ...budget, max })} />
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

function BudgetInput({ bound, rupees, value, onChange }: { bound: 'min' | 'max'; rupees: boolean; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label className="sr-only" htmlFor={`budget-${bound}`}>
        {rupees ? currencyWebTexts.budgetLabel(bound) : texts.budgetLabel(bound)}
      </label>
      <input
        id={`budget-${bound}`}
        name={bound}
        inputMode="numeric"
        placeholder={rupees ? `Rs ${qaWebTexts.budgetPlaceholder[bound]}` : qaWebTexts.budgetPlaceholder[bound]}
        value={value}
        onChange={normalizedChange((typed) => typed.trim(), onChange)}
        className="h-10 w-full min-w-0 rounded-md border border-slate-300 px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm md:w-28"
      />
    </>
  );
}
