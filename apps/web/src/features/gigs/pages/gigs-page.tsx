import { gigCategoryTitle, gigListFilters, gigTexts, gigWebTexts, type GigListFilters, type GigSort } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { site } from '@/lib/site';
import { allGigs, useGigList } from '../api';
import { GigCard } from '../components/gig-card';

const texts = gigWebTexts.list;

/** Filters back to URL parameters, so a link reproduces the view. */
function toParams(filters: GigListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params[name] = String(value);
  return params;
}

/** /gigs: the list for a category or a search, with budget, sort and 'Load more'. */
/** Cards in the widest row (4 columns): the ones above the fold. */
const firstRow = 4;

export default function GigsPage() {
  const [params, setParams] = useSearchParams();
  const filters = gigListFilters(Object.fromEntries(params));
  const list = useGigList(filters);
  const gigs = allGigs(list.data);
  const [budget, setBudget] = useState({ min: filters.min?.toString() ?? '', max: filters.max?.toString() ?? '' });
  const [budgetError, setBudgetError] = useState<string | null>(null);
  // A new address (a category link, Back) brings its own budget into the inputs.
  const [shownBudget, setShownBudget] = useState({ min: filters.min, max: filters.max });
  if (shownBudget.min !== filters.min || shownBudget.max !== filters.max) {
    setShownBudget({ min: filters.min, max: filters.max });
    setBudget({ min: filters.min?.toString() ?? '', max: filters.max?.toString() ?? '' });
    setBudgetError(null);
  }
  const sort: GigSort = filters.sort ?? (filters.search ? 'relevance' : 'sales');
  const sorts: GigSort[] = filters.search ? ['relevance', 'sales', 'createdAt'] : ['sales', 'createdAt'];
  const heading = filters.search ? texts.resultsFor(filters.search) : filters.cat ? gigCategoryTitle(filters.cat) : texts.allServices;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const valid = (v: string) => v === '' || /^\d{1,7}$/.test(v);
    if (!valid(budget.min) || !valid(budget.max)) return setBudgetError(gigTexts.badPrice);
    if (budget.min !== '' && budget.max !== '' && Number(budget.min) > Number(budget.max)) return setBudgetError(gigTexts.minOverMax);
    setBudgetError(null);
    const next = { ...filters, min: budget.min === '' ? undefined : Number(budget.min), max: budget.max === '' ? undefined : Number(budget.max) };
    // Apply always asks again, even when the budget did not change.
    if (next.min === filters.min && next.max === filters.max) void list.refetch();
    else setParams(toParams(next));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[
          { label: site.name, to: '/' },
          { label: filters.cat ? gigCategoryTitle(filters.cat) : texts.allServices, to: filters.cat ? `/gigs?cat=${filters.cat}` : '/gigs', current: !filters.search },
          ...(filters.search ? [{ label: filters.search }] : []),
        ]}
      />
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 text-slate-600">{texts.intro(site.name)}</p>

      <div className="mt-6 flex flex-col gap-4 border-y border-slate-200 py-4 md:flex-row md:items-end md:justify-between">
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label={texts.budget} noValidate>
          <span className="w-full text-sm font-medium text-slate-700 sm:w-auto sm:self-center">{texts.budget}</span>
          <BudgetInput bound="min" value={budget.min} onChange={(min) => setBudget({ ...budget, min })} />
          <BudgetInput bound="max" value={budget.max} onChange={(max) => setBudget({ ...budget, max })} />
          <Button type="submit" size="sm" className="h-10">
            {texts.apply}
          </Button>
          {budgetError ? (
            <p role="alert" className="w-full text-sm text-red-600">
              {budgetError}
            </p>
          ) : null}
        </form>
        <SelectField
          label={texts.sortBy}
          value={sort}
          onValueChange={(next) => setParams(toParams({ ...filters, sort: next }))}
          options={sorts.map((s) => ({ value: s, label: texts.sorts[s] }))}
        />
      </div>

      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && gigs.length === 0 ? (
        <p role="alert" className="py-16 text-center text-lg text-red-600">
          {gigTexts.loadError}
        </p>
      ) : gigs.length === 0 ? (
        <p className="py-16 text-center text-lg text-slate-600">{gigTexts.noResult}</p>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" aria-label={texts.gigs}>
            {gigs.map((gig, i) => (
              <GigCard key={gig._id} gig={gig} eager={i < firstRow} first={i === 0} />
            ))}
          </ul>
          {list.isFetchNextPageError ? (
            <p role="alert" className="mt-6 text-center text-red-600">
              {gigTexts.loadError}
            </p>
          ) : null}
          {list.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? <Spinner decorative /> : null}
                {texts.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
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
        inputMode="numeric"
        placeholder={bound}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        className="h-10 w-24 rounded-md border border-slate-300 px-3 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
    </>
  );
}
