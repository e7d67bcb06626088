import { pageSizes } from '@market/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type PageSize = (typeof pageSizes)[number];

const toPage = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
const toSize = (value: string | null): PageSize => {
  const n = Number(value);
  return (pageSizes as readonly number[]).includes(n) ? (n as PageSize) : pageSizes[0];
};

/**
 * Page and page size kept in the URL as `page` and `per_page` (SPEC 9: defaults 1 and 5, sizes
 * 5, 10, 50, 100; a size change goes back to page 1). Other query values (filters) are kept.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const page = toPage(params.get('page'));
  const perPage = toSize(params.get('per_page'));

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  return {
    page,
    perPage,
    params,
    setPage: useCallback((p: number) => update({ page: String(p), per_page: String(perPage) }), [update, perPage]),
    setPerPage: useCallback((size: PageSize) => update({ page: '1', per_page: String(size) }), [update]),
    /** Sets a filter value and goes back to page 1. */
    setFilter: useCallback((key: string, value: string | null) => update({ [key]: value, page: '1' }), [update]),
  };
}
