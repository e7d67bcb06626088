import type { MouseEvent, ReactNode } from 'react';
import { Button, buttonClass } from './button';
import { PageSpinner, Spinner } from './spinner';

/** What a paged list reads of its TanStack infinite query. */
export type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** 'page': the list is what the page is about (large centred spinner and lines); 'section': one part of a page. */
type Layout = 'page' | 'section';

type ListStatesProps = {
  query: PagedQuery;
  /** How many items the pages loaded so far hold. */
  count: number;
  errorText: string;
  empty: ReactNode;
  layout?: Layout;
  /** The items, shown once there is at least one. */
  children: ReactNode;
};

/** A paged list's first load: a spinner while pending, the error when it failed with nothing to show, `empty` when there is nothing, else the items. */
export function ListStates({ query, count, errorText, empty, layout = 'page', children }: ListStatesProps) {
  if (query.isPending) return layout === 'page' ? <PageSpinner /> : <Spinner />;
  if (query.isError && count === 0) {
    return (
      <p role="alert" className={layout === 'page' ? 'py-16 text-center text-red-600' : 'text-red-600'}>
        {errorText}
      </p>
    );
  }
  return count === 0 ? empty : children;
}

type LoadMoreProps = {
  query: PagedQuery;
  /** Shown when a further page failed to load (the items shown stay). */
  errorText: string;
  layout?: Layout;
  /** The button's text. */
  children: ReactNode;
  /**
   * The next page's own address, for a list the server renders: 'Load more' is then a link to it,
   * which works without script; with script a click adds the page below, as the button does.
   */
  nextHref?: string;
};

/** Under a paged list: 'Load more' while there is a next page, disabled with a spinner while it loads, and the error if it failed. */
export function LoadMore({ query, errorText, layout = 'page', children, nextHref }: LoadMoreProps) {
  const more = (event: MouseEvent) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!query.isFetchingNextPage) void query.fetchNextPage();
  };
  const button = !query.hasNextPage ? null : nextHref ? (
    <a href={nextHref} onClick={more} aria-disabled={query.isFetchingNextPage || undefined} className={buttonClass('outline', layout === 'page' ? 'md' : 'sm')}>
      {query.isFetchingNextPage ? <Spinner decorative /> : null}
      {children}
    </a>
  ) : (
    <Button variant="outline" size={layout === 'page' ? 'md' : 'sm'} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {query.isFetchingNextPage ? <Spinner decorative /> : null}
      {children}
    </Button>
  );
  return (
    <>
      {query.isFetchNextPageError ? (
        <p role="alert" className={layout === 'page' ? 'mt-6 text-center text-red-600' : 'text-red-600'}>
          {errorText}
        </p>
      ) : null}
      {button && layout === 'page' ? <div className="mt-8 flex justify-center">{button}</div> : button}
    </>
  );
}
