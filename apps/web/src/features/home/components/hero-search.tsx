import { homeTexts, texts, webTexts } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { gigListPath } from '@/lib/gig-list-path';

/**
 * The hero search box: required text, goes to the gig list and clears itself (SPEC 5).
 * One rule, checked by hand: the home page ships without a form library or zod.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!search.trim()) {
      setError(texts.required);
      return;
    }
    setError(null);
    setSearch('');
    navigate(gigListPath({ search: search.trim() }));
  };

  return (
    <form role="search" onSubmit={onSubmit} noValidate className="w-full max-w-xl">
      <div className="flex overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-black/5 focus-within:ring-2 focus-within:ring-brand-400">
        <label htmlFor="hero-search" className="sr-only">
          {homeTexts.search.label}
        </label>
        <span className="flex items-center ps-4 text-slate-400">
          <SearchIcon className="size-5" />
        </span>
        <input
          id="hero-search"
          type="search"
          autoComplete="off"
          maxLength={100}
          placeholder={webTexts.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (error && event.target.value.trim()) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'hero-search-error' : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        <button
          type="submit"
          className="m-1.5 flex items-center gap-2 rounded-md bg-brand-700 px-3.5 text-sm font-semibold text-white hover:bg-brand-800 sm:px-5"
        >
          <SearchIcon className="size-5 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{homeTexts.search.submit}</span>
        </button>
      </div>
      {error ? (
        <p id="hero-search-error" role="alert" className="mt-2 text-sm font-medium text-red-200">
          {error}
        </p>
      ) : null}
    </form>
  );
}
