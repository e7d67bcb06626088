import { webTexts } from '@market/shared';
import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { addressListParams, gigListPath, searchOfAddress } from '@/lib/gig-list-path';

const copy = webTexts.headerSearch;

/** The gig list's parameters other than the search in this address (none off the list), for the form's hidden fields. */
function listParamsOf(pathname: string, query: string): Record<string, string> {
  if (!/^\/gigs\/*$/i.test(pathname)) return {};
  const params = new URLSearchParams(query);
  const kept: Record<string, string> = {};
  for (const name of ['cat', 'min', 'max', 'delivery', 'rating', 'sort']) {
    const value = params.get(name);
    if (value) kept[name] = value;
  }
  return kept;
}

/**
 * The header's search box: goes to the gig list searching its text (on the gig list, keeping the
 * other filters). It shows the list's current search; any other page starts it empty.
 */
export function HeaderSearch({ className, autoFocus, onSearched }: { className?: string; autoFocus?: boolean; onSearched?: () => void }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const inputId = useId();
  const shown = searchOfAddress(pathname, search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('search');
    // On the gig list the other filters stay and only the search changes (from the address now).
    navigate(gigListPath({ ...addressListParams(), search: typeof text === 'string' ? text.trim() : '' }));
    onSearched?.();
  };

  return (
    // A GET form to the gig list: it searches without script too (keeping the list's other filters).
    <form role="search" aria-label={copy.form} method="get" action="/gigs" onSubmit={submit} className={cn('min-w-0', className)}>
      {Object.entries(listParamsOf(pathname, search)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex h-10 w-full items-center rounded-full border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
        <label htmlFor={inputId} className="sr-only">
          {copy.label}
        </label>
        <input
          // A new address (another search, Back) brings its own search into the box.
          key={shown}
          id={inputId}
          name="search"
          type="search"
          autoComplete="off"
          maxLength={100}
          // Focused when it appears (the phone's search): an autofocus attribute counts only at page load.
          ref={autoFocus ? (input: HTMLInputElement | null) => input?.focus() : undefined}
          defaultValue={shown}
          placeholder={copy.placeholder}
          className="h-full min-w-0 flex-1 rounded-s-full bg-transparent ps-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          aria-label={copy.submit}
          title={copy.submit}
          className="me-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        >
          <SearchIcon className="size-4" />
        </button>
      </div>
    </form>
  );
}
