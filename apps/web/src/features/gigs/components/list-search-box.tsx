import { gigLimits, gigWebTexts, type GigListFilters } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { gigListPath } from '@/lib/gig-list-path';
import { HiddenListParams } from './hidden-list-params';
import { addressListFilters } from './list-params';

const texts = gigWebTexts.list.search;

/**
 * The results page's own search box, so a typo or an empty page gets a second try here. It shows
 * the current search and keeps the other filters; emptied, it lists everything those filters allow.
 */
export function ListSearchBox({ filters }: { filters: GigListFilters }) {
  const navigate = useNavigate();
  const [text, setText] = useState(filters.search ?? '');
  // A new address (the header's search, a suggestion, Back) brings its own search into the box.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setText(filters.search ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim() || undefined;
    navigate(gigListPath({ ...addressListFilters(), search }));
  };

  return (
    // A GET form of the list's own parameters: without script the browser builds the script's query.
    <form role="search" aria-label={texts.label} method="get" action="/gigs" onSubmit={submit} className="w-full max-w-2xl">
      <HiddenListParams filters={filters} names={['cat', 'min', 'max', 'delivery', 'rating', 'sort']} />
      <div className="flex overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
        <label htmlFor="list-search" className="sr-only">
          {texts.label}
        </label>
        <span className="flex items-center ps-3 text-slate-400">
          <SearchIcon className="size-5" />
        </span>
        <input
          id="list-search"
          name="search"
          type="search"
          autoComplete="off"
          maxLength={gigLimits.search}
          placeholder={texts.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-sm"
        />
        <button type="submit" className="m-1 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
