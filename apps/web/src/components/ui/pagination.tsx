import { pageSizes, webTexts } from '@market/shared';
import { cn } from '@/lib/cn';
import { SelectField } from './select-field';
import type { PageSize } from './use-page-params';

type PaginationProps = {
  page: number;
  totalPages: number;
  perPage: PageSize;
  onPageChange: (page: number) => void;
  onPerPageChange: (size: PageSize) => void;
  className?: string;
};

const baseClass = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
const buttonClass = cn(baseClass, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50');
const currentClass = cn(baseClass, 'border-brand-700 bg-brand-700 text-white');

/** The page numbers to show: first, last and the two around the current page, with gaps. */
function pageList(page: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Previous / page numbers / Next and a per-page selector (5, 10, 50, 100). */
export function Pagination({ page, totalPages, perPage, onPageChange, onPerPageChange, className }: PaginationProps) {
  const total = Math.max(totalPages, 1);
  return (
    <div className={cn('flex flex-col-reverse items-center justify-between gap-3 sm:flex-row', className)}>
      <SelectField
        label={webTexts.pagination.rowsPerPage}
        size="sm"
        value={perPage}
        onValueChange={onPerPageChange}
        options={pageSizes.map((size) => ({ value: size, label: String(size) }))}
      />
      <nav aria-label={webTexts.pagination.label} className="flex items-center gap-1">
        <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {webTexts.pagination.previous}
        </button>
        {pageList(Math.min(page, total), total).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              aria-label={webTexts.pagination.page(p)}
              aria-current={p === page ? 'page' : undefined}
              className={p === page ? currentClass : buttonClass}
              onClick={() => onPageChange(p)}
            >
              {p}
            </button>
          ),
        )}
        <button type="button" className={buttonClass} disabled={page >= total} onClick={() => onPageChange(page + 1)}>
          {webTexts.pagination.next}
        </button>
      </nav>
    </div>
  );
}
