import { pageSizes } from '@market/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

export type PageSize = (typeof pageSizes)[number];

const toPage = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
/** The allowed size nearest to the one asked for (7 -> 5, 8 -> 10, 1000 -> 100); 5 for anything else. */
const toSize = (value: string | null): PageSize => {
  const n = Number(value);
  if (value === null || value.trim() === '' || !Number.isFinite(n)) return pageSizes[0];
  return pageSizes.reduce<PageSize>((best, size) => (Math.abs(size - n) < Math.abs(best - n) ? size : best), pageSizes[0]);
};

/**
 * The query of the address at this moment. A control used right after a navigation builds on it,
 * not on what was last rendered (react-router's updater hands over the rendered query): the address
 * changes before the page renders it, and a size chosen in between would drop the filter just set.
 * The same rule as the gig list's (lib/gig-list-path.ts).
 */
const addressParams = () => new URLSearchParams(window.location.search);

/**
 * Page and page size kept in the URL as `page` and `per_page` (SPEC 9: defaults 1 and 5, sizes
 * 5, 10, 50, 100; a size change goes back to page 1). Other query values (filters) are kept. A
 * size not in the list is shown as the nearest one, and the URL says so.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const page = toPage(params.get('page'));
  const perPage = toSize(params.get('per_page'));

  // A size or page the list cannot show (per_page=7, page=0) is rewritten in the address to what
  // is shown, replacing the entry, so the URL never claims rows it does not hold.
  const rawPage = params.get('page');
  const rawSize = params.get('per_page');
  const mismatch = (rawPage !== null && rawPage !== String(page)) || (rawSize !== null && rawSize !== String(perPage));
  useEffect(() => {
    if (!mismatch) return;
    const next = addressParams();
    if (next.has('page')) next.set('page', String(toPage(next.get('page'))));
    if (next.has('per_page')) next.set('per_page', String(toSize(next.get('per_page'))));
    setParams(next, { replace: true });
  }, [mismatch, rawPage, rawSize, setParams]);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = addressParams();
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      setParams(next);
    },
    [setParams],
  );

  return {
    page,
    perPage,
    params,
    setPage: useCallback((p: number) => update({ page: String(p), per_page: String(toSize(addressParams().get('per_page'))) }), [update]),
    setPerPage: useCallback((size: PageSize) => update({ page: '1', per_page: String(size) }), [update]),
    /** Sets a filter value and goes back to page 1. */
    setFilter: useCallback((key: string, value: string | null) => update({ [key]: value, page: '1' }), [update]),
  };
}
