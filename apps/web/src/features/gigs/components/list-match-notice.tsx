import { gigWebTexts, type GigListFilters } from '@market/shared';
import { ListSuggestion } from './list-suggestion';

/**
 * Above the results of a search: says when they match only some of the words (the server found no
 * gig matching all of them), and offers the server's corrected spelling when it has one.
 */
export function ListMatchNotice({ filters, partial, suggestion }: { filters: GigListFilters; partial: boolean; suggestion: string | null }) {
  if (!filters.search || (!partial && !suggestion)) return null;
  return (
    <div role="status" className="mt-6 space-y-1 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
      {partial ? <p className="text-amber-900">{gigWebTexts.list.partialMatch(filters.search)}</p> : null}
      {suggestion ? <ListSuggestion filters={filters} suggestion={suggestion} /> : null}
    </div>
  );
}
