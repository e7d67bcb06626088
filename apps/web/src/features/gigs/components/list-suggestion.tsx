import { gigWebTexts, type GigListFilters } from '@market/shared';
import { Link } from 'react-router';
import { gigListPath } from '@/lib/gig-list-path';

/** "Did you mean <corrected search>?": a link to the same view searching for the server's correction. */
export function ListSuggestion({ filters, suggestion }: { filters: GigListFilters; suggestion: string }) {
  return (
    <p className="text-slate-700">
      {gigWebTexts.list.didYouMean}{' '}
      <Link to={gigListPath({ ...filters, search: suggestion })} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {suggestion}
      </Link>
      ?
    </p>
  );
}
