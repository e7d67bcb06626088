import { accountWebTexts } from '@market/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';

const texts = accountWebTexts.users;

/**
 * The users table's search box: a username or e-mail fragment, searched on submit (Enter or the
 * button), so each search is one entry in the address and one request.
 */
export function UserSearch({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState(initial);
  return (
    <form
      role="search"
      aria-label={texts.searchRegion}
      className="flex w-full min-w-0 items-end gap-2 sm:w-auto"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
    >
      <label className="min-w-0 flex-1 space-y-1.5 sm:w-72 sm:flex-none">
        <span className="block text-sm font-medium text-slate-700">{texts.search}</span>
        <input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={texts.searchPlaceholder}
          autoCapitalize="none"
          spellCheck={false}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm"
        />
      </label>
      <Button type="submit" variant="outline" className="shrink-0">
        <SearchIcon className="size-4" />
        {texts.searchButton}
      </Button>
    </form>
  );
}
