import { gigTexts, type Gig } from '@market/shared';
import { LoadMore, type PagedQuery } from '@/components/ui/paged-list';
import { GigCard } from './gig-card';

type Props = {
  /** The list's accessible name. */
  label: string;
  gigs: Gig[];
  /** The infinite query the gigs come from: 'Load more' pages on through it. */
  query: PagedQuery;
  loadMoreText: string;
};

/** Gig cards in columns (one on phones) with 'Load more' under them: the saved gigs and a seller's gigs. */
export function GigGrid({ label, gigs, query, loadMoreText }: Props) {
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
        {gigs.map((gig) => (
          <GigCard key={gig._id} gig={gig} />
        ))}
      </ul>
      <LoadMore query={query} errorText={gigTexts.loadError}>
        {loadMoreText}
      </LoadMore>
    </>
  );
}
