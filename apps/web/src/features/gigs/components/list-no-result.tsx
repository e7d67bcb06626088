import { categoryTitles, gigFormCategories, gigTexts, gigWebTexts, type GigListFilters } from '@market/shared';
import { Link } from 'react-router';
import { gigListPath } from '@/lib/gig-list-path';
import { narrowingCount, withoutNarrowing } from './list-params';
import { ListSuggestion } from './list-suggestion';

const texts = gigWebTexts.list.noResultHelp;

/**
 * An empty list is not a dead end: 'Oops! No Result', then what to try: the server's corrected
 * spelling, other words, the filters taken away, or one of the ten categories.
 */
export function ListNoResult({ filters, suggestion }: { filters: GigListFilters; suggestion: string | null }) {
  const filtered = narrowingCount(filters) > 0;
  return (
    <section aria-labelledby="no-result-title" className="mx-auto max-w-2xl py-12 text-center">
      <h2 id="no-result-title" className="text-xl font-semibold text-slate-700">
        {gigTexts.noResult}
      </h2>
      {suggestion ? (
        <div className="mt-4 text-lg">
          <ListSuggestion filters={filters} suggestion={suggestion} />
        </div>
      ) : null}
      {filters.search || filtered ? (
        <div className="mt-6 text-start">
          <h3 className="font-semibold text-slate-900">{texts.tryHeading}</h3>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
            {filters.search ? <li>{texts.otherWords}</li> : null}
            {filtered ? (
              <li>
                <Link to={gigListPath(withoutNarrowing(filters))} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {texts.clearFilters}
                </Link>
                {texts.clearFiltersWhy}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <nav aria-labelledby="no-result-browse" className="mt-8 text-start">
        <h3 id="no-result-browse" className="font-semibold text-slate-900">
          {texts.browse}
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {gigFormCategories.map((category) => (
            <li key={category.id}>
              <Link
                to={gigListPath({ cat: category.id })}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {categoryTitles[category.id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
