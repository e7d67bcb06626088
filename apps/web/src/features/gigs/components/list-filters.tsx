import { categoryTitles, gigFormCategories, gigWebTexts, type GigCategory, type GigListFilters, type GigSort } from '@market/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/hydration';
import { HiddenListParams } from './hidden-list-params';
import { ListBudget } from './list-budget';
import { gigListPath } from '@/lib/gig-list-path';
import { addressListFilters, narrowingCount, withoutNarrowing } from './list-params';

const texts = gigWebTexts.list;
const filterTexts = texts.filters;

const deliveryChoices = [1, 3, 7];
const ratingChoices = [4, 3, 2, 1];

/** A choice list that also holds the address's own value when it is not one of the usual ones (a shared link's ?delivery=5). */
function choices(usual: number[], current: number | undefined, label: (n: number) => string, any: string): SelectOption<number | ''>[] {
  const values = current === undefined || usual.includes(current) ? usual : [...usual, current].sort((a, b) => a - b);
  return [{ value: '', label: any }, ...values.map((n) => ({ value: n, label: label(n) }))];
}

/**
 * The filters of the results page: category, delivery time, seller rating, budget and sort, each
 * a URL parameter (a change is a new address, so reload, Back and shared links keep it). On
 * phones they fold behind a 'Filters' button; the sort stays in sight.
 */
/** A fixed id: the no-script toggle links to it (#gig-filters), and the page has one filter bar. */
const panelId = 'gig-filters';

export function ListFilters({ filters, onReapply }: { filters: GigListFilters; onReapply: () => void }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // From the address at the moment of the change (a filter applied a moment ago may not be rendered yet).
  const go = (change: Partial<GigListFilters>) => navigate(gigListPath({ ...addressListFilters(), ...change }));
  const count = narrowingCount(filters);

  const sort: GigSort = filters.sort ?? (filters.search ? 'relevance' : 'sales');
  const sorts: GigSort[] = filters.search ? ['relevance', 'sales', 'createdAt'] : ['sales', 'createdAt'];

  const toggleClass = 'border border-slate-300 md:hidden';
  const toggleText = (
    <>
      {filterTexts.toggle(count)}
      <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </>
  );

  // A GET form of the list's parameters: without script its Apply (or Sort) sends the same query the
  // script's navigation builds; with script each change navigates at once.
  return (
    <form method="get" action="/gigs" onSubmit={(event) => event.preventDefault()} className="mt-6 flex flex-wrap items-end gap-4 border-y border-slate-200 py-4">
      <HiddenListParams filters={filters} names={['search']} />
      {hydrated ? (
        <Button variant="ghost" size="field" className={toggleClass} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {toggleText}
        </Button>
      ) : (
        // Without script the phone's toggle is a link to the panel, which the :target rule shows.
        <a href={`#${panelId}`} className={buttonClass('ghost', 'field', toggleClass)}>
          {toggleText}
        </a>
      )}
      <div
        id={panelId}
        role="group"
        aria-label={filterTexts.heading}
        className={cn(open ? 'grid' : 'hidden target:grid', 'order-last w-full grid-cols-1 gap-4 sm:grid-cols-2 md:order-none md:flex md:w-auto md:flex-1 md:flex-wrap md:items-end')}
      >
        <SelectField
          layout="stacked"
          size="md"
          className="md:w-48"
          label={filterTexts.category}
          name="cat"
          value={filters.cat ?? ''}
          onValueChange={(cat) => go({ cat: cat === '' ? undefined : cat })}
          options={[{ value: '' as GigCategory | '', label: filterTexts.allCategories }, ...gigFormCategories.map((c) => ({ value: c.id, label: categoryTitles[c.id] }))]}
        />
        <SelectField
          layout="stacked"
          size="md"
          className="md:w-36"
          label={filterTexts.delivery}
          name="delivery"
          value={filters.delivery ?? ''}
          onValueChange={(delivery) => go({ delivery: delivery === '' ? undefined : delivery })}
          options={choices(deliveryChoices, filters.delivery, filterTexts.deliveryWithin, filterTexts.anyDelivery)}
        />
        <SelectField
          layout="stacked"
          size="md"
          className="md:w-32"
          label={filterTexts.rating}
          name="rating"
          value={filters.rating ?? ''}
          onValueChange={(rating) => go({ rating: rating === '' ? undefined : rating })}
          options={choices(ratingChoices, filters.rating, filterTexts.ratingAtLeast, filterTexts.anyRating)}
        />
        <ListBudget
          filters={filters}
          onApply={({ min, max }) => {
            // Apply always asks again, even when the budget did not change.
            if (min === filters.min && max === filters.max) onReapply();
            else go({ min, max });
          }}
        />
        {count > 0 ? (
          <Link to={gigListPath(withoutNarrowing(filters))} className="justify-self-start py-2.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {filterTexts.clear}
          </Link>
        ) : null}
      </div>
      <SelectField
        layout="stacked"
        size="md"
        className="ms-auto"
        label={texts.sortBy}
        name="sort"
        value={sort}
        onValueChange={(next) => go({ sort: next })}
        options={sorts.map((s) => ({ value: s, label: texts.sorts[s] }))}
      />
      {hydrated ? null : (
        <Button type="submit" variant="outline" size="field">
          {texts.sortSubmit}
        </Button>
      )}
    </form>
  );
}
