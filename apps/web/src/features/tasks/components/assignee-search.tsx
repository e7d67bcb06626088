import { FieldError } from '@/components/ui/field';
import { useEffect, useId, useState } from 'react';
import { taskTexts, taskWebTexts, type TaskAssignee } from '@market/shared';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAssigneeSearch } from '../api';

const copy = taskWebTexts.form;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type AssigneeSearchProps = {
  value: TaskAssignee | null;
  onChange: (user: TaskAssignee | null) => void;
  onBlur: () => void;
  error?: string;
};

/**
 * Finds the assignee among verified users (SPEC 5): searches once more than 2 characters are
 * typed, lists results in a scrolling box, says 'No results found' when there are none.
 */
export function AssigneeSearch({ value, onChange, onBlur, error }: AssigneeSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), 250);
  const search = useAssigneeSearch(term);
  const searching = term.length > 2;

  if (value) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">{copy.assignee}</p>
        <div className="flex items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-3 py-2">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar src={value.img} name={value.username} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900"><bdi data-user-content>{value.username}</bdi></p>
              <p className="truncate text-xs text-slate-500"><bdi data-user-content>{value.email}</bdi></p>
            </div>
          </div>
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            onClick={() => {
              onChange(null);
              setText('');
            }}
          >
            {copy.change}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {copy.assignee}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={onBlur}
        placeholder={copy.assigneePlaceholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={cn(
          'block w-full rounded-md border bg-white px-3 py-2.5 text-base shadow-xs focus:ring-2 focus:outline-none sm:text-sm',
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
        )}
      />
      {!error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {copy.assigneeHint}
        </p>
      ) : null}
      {searching ? (
        <div
          aria-live="polite"
          // Pressing a result must not blur the input first: the blur shows the field's error, which
          // moves the list under the pointer, and the release then lands on another row or none.
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-40 overflow-y-auto rounded-md border border-slate-200 bg-white shadow-sm"
        >
          {search.isPending ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-500">
              <Spinner decorative className="size-4" /> {copy.searching}
            </p>
          ) : search.isError || search.data.users.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">{taskTexts.noResults}</p>
          ) : (
            <ul aria-label={copy.matchingUsers}>
              {search.data.users.map((user) => (
                <li key={user._id}>
                  <button
                    type="button"
                    onClick={() => onChange(user)}
                    className="flex w-full items-center gap-3 px-3 py-2 text-start hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <Avatar src={user.img} name={user.username} />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-slate-900"><bdi data-user-content>{user.username}</bdi></span>
                      <span className="block truncate text-xs text-slate-500"><bdi data-user-content>{user.email}</bdi></span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
