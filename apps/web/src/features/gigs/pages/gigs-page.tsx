import { gigListFilters, gigTexts, gigWebTexts } from '@market/shared';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { cursorOfAddress, gigListPagePath, gigListPath } from '@/lib/gig-list-path';
import { site } from '@/lib/site';
import { categoryLabel } from '@/lib/category-label';
import { allGigs, useGigList } from '../api';
import { GigCard } from '../components/gig-card';
import { ListFilters } from '../components/list-filters';
import { ListMatchNotice } from '../components/list-match-notice';
import { ListNoResult } from '../components/list-no-result';
import { ListSearchBox } from '../components/list-search-box';

const texts = gigWebTexts.list;

/** Cards in the widest row (4 columns): the ones above the fold. */
const firstRow = 4;

/**
 * /gigs: the list for a category or a search, with its own search box, the filters (all in the
 * URL), 'Load more', a notice when a search matched only some of its words, and help on no result.
 */
export default function GigsPage() {
  const [params] = useSearchParams();
  const filters = gigListFilters(Object.fromEntries(params));
  const cursor = cursorOfAddress(params);
  const list = useGigList(filters, cursor);
  const gigs = allGigs(list.data);
  // How the search matched is the same on every page of one answer: the first page says it.
  const firstPage = list.data?.pages[0];
  const partial = firstPage?.match === 'some';
  const suggestion = firstPage?.suggestion ?? null;
  const category = filters.cat ? categoryLabel(filters.cat) : texts.allServices;
  const nextCursor = list.data?.pages.at(-1)?.nextCursor;
  const heading = filters.search ? texts.resultsFor(filters.search) : category;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[
          { label: site.name, to: '/' },
          { label: category, to: gigListPath({ cat: filters.cat }), current: !filters.search },
          ...(filters.search ? [{ label: filters.search }] : []),
        ]}
      />
      <h1 className="mt-3 text-3xl font-bold break-words text-slate-900">{heading}</h1>
      <p className="mt-2 text-slate-600">{texts.intro(site.name)}</p>

      <div className="mt-6">
        <ListSearchBox filters={filters} />
      </div>
      <ListFilters filters={filters} onReapply={() => void list.refetch()} />

      <ListStates query={list} count={gigs.length} errorText={gigTexts.loadError} empty={<ListNoResult filters={filters} suggestion={suggestion} />}>
        <ListMatchNotice filters={filters} partial={partial} suggestion={suggestion} />
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" aria-label={texts.gigs}>
          {gigs.map((gig, i) => (
            <GigCard key={gig._id} gig={gig} eager={i < firstRow} first={i === 0} />
          ))}
        </ul>
        <LoadMore query={list} errorText={gigTexts.loadError} nextHref={nextCursor ? gigListPagePath(filters, nextCursor) : undefined}>
          {texts.loadMore}
        </LoadMore>
      </ListStates>
    </div>
  );
}
