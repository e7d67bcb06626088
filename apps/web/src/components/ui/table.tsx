import type { HTMLAttributes, ReactNode, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

// The box of both tables (with its corners). Positioned, so the screen-reader-only texts inside
// (absolute) are placed and clipped within it rather than widening the page.
const frame = 'relative overflow-x-auto border border-slate-200 bg-white shadow-xs';

/** A bordered, horizontally scrollable table with a caption for screen readers. */
export function Table({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn(frame, 'rounded-lg', className)}>
      <table className="min-w-full divide-y divide-slate-200 text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <thead className={cn('bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase', className)}>
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('px-2 py-3 whitespace-nowrap sm:px-4', className)} {...rest} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className="divide-y divide-slate-100" {...props} />;
}

/**
 * One column of a {@link ResponsiveTable}.
 * - `header`: the column's heading on wide screens, and the label beside the value in a card.
 * - `cell`: what the column shows for a row.
 * - `className`: extra classes of the heading and the cell; prefix them with the breakpoint to keep them
 *   to the table (`md:text-end`, `md:whitespace-nowrap`, `md:max-w-64`). A text colour is fine (the
 *   cells inherit theirs from the body); nothing the stacked layout sets (display, padding).
 * - `hideLabelWhenStacked`: in a card, show the value alone (the card's title, its actions).
 * - `hideWhenStacked`: leave the column out of the cards (something the card already says).
 * - `srOnlyHeader`: the heading is for screen readers only (an actions column).
 * - `pinWhenStacked`: in a card, the value sits in the top end corner (top-right, top-left right to left) beside the first column
 *   (a row's menu button); implies no label.
 */
export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  hideLabelWhenStacked?: boolean;
  hideWhenStacked?: boolean;
  srOnlyHeader?: boolean;
  pinWhenStacked?: boolean;
};

// Whole class names per breakpoint, so Tailwind finds them in the source.
const stacked = {
  md: {
    table: 'block md:table',
    headCell: '',
    head: 'hidden md:table-header-group',
    body: 'block divide-y divide-slate-200 md:table-row-group md:divide-slate-100',
    row: 'relative block space-y-2 p-4 md:static md:table-row md:space-y-0 md:p-0 md:hover:bg-slate-50/70',
    cell: 'flex items-center gap-3 md:table-cell md:px-4 md:py-3 md:align-middle',
    valueOnly: 'block md:table-cell md:px-4 md:py-3 md:align-middle',
    hidden: 'hidden md:table-cell md:px-4 md:py-3 md:align-middle',
    label: 'w-24 shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase md:hidden',
    message: 'block md:table-row',
    messageCell: 'block px-4 py-10 text-center text-slate-500 md:table-cell',
    value: 'min-w-0 flex-1 md:contents',
    pinned: 'absolute top-2 end-2 md:static md:table-cell md:px-4 md:py-3 md:align-middle',
    besidePin: 'pe-10 md:pe-4',
  },
  lg: {
    table: 'block lg:table',
    // Beside the dashboard's sidebar a tablet (lg) is narrow for a table: tighter cells until xl.
    headCell: 'lg:px-3 xl:px-4',
    head: 'hidden lg:table-header-group',
    body: 'block divide-y divide-slate-200 lg:table-row-group lg:divide-slate-100',
    row: 'relative block space-y-2 p-4 lg:static lg:table-row lg:space-y-0 lg:p-0 lg:hover:bg-slate-50/70',
    cell: 'flex items-center gap-3 lg:table-cell lg:px-3 xl:px-4 lg:py-3 lg:align-middle',
    valueOnly: 'block lg:table-cell lg:px-3 xl:px-4 lg:py-3 lg:align-middle',
    hidden: 'hidden lg:table-cell lg:px-3 xl:px-4 lg:py-3 lg:align-middle',
    label: 'w-24 shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:hidden',
    message: 'block lg:table-row',
    messageCell: 'block px-4 py-10 text-center text-slate-500 lg:table-cell',
    value: 'min-w-0 flex-1 lg:contents',
    pinned: 'absolute top-2 end-2 lg:static lg:table-cell lg:px-3 xl:px-4 lg:py-3 lg:align-middle',
    besidePin: 'pe-10 lg:pe-3 xl:pe-4',
  },
  xl: {
    // Many columns beside the dashboard's sidebar: cards up to and including 1024 px screens.
    table: 'block xl:table',
    headCell: '',
    head: 'hidden xl:table-header-group',
    body: 'block divide-y divide-slate-200 xl:table-row-group xl:divide-slate-100',
    row: 'relative block space-y-2 p-4 xl:static xl:table-row xl:space-y-0 xl:p-0 xl:hover:bg-slate-50/70',
    cell: 'flex items-center gap-3 xl:table-cell xl:px-4 xl:py-3 xl:align-middle',
    valueOnly: 'block xl:table-cell xl:px-4 xl:py-3 xl:align-middle',
    hidden: 'hidden xl:table-cell xl:px-4 xl:py-3 xl:align-middle',
    label: 'w-24 shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase xl:hidden',
    message: 'block xl:table-row',
    messageCell: 'block px-4 py-10 text-center text-slate-500 xl:table-cell',
    value: 'min-w-0 flex-1 xl:contents',
    pinned: 'absolute top-2 end-2 xl:static xl:table-cell xl:px-4 xl:py-3 xl:align-middle',
    besidePin: 'pe-10 xl:pe-4',
  },
};

type ResponsiveTableProps<Row> = {
  caption: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Below this breakpoint each row is a card of label/value pairs; above it a table. Default `md`. */
  stackBelow?: 'md' | 'lg' | 'xl';
  /** Shown instead of the rows (loading, error, empty). */
  message?: ReactNode;
  /** The frame's corners. */
  corners?: 'rounded-lg' | 'rounded-2xl';
  className?: string;
};

/**
 * A table on wide screens that turns into one card per row on phones (below `stackBelow`), so
 * no column is hidden and nothing scrolls sideways. One DOM for both: tests and screen readers
 * find each value once.
 *
 *   <ResponsiveTable caption="Your orders" rows={orders} rowKey={(o) => o._id} columns={[
 *     { header: 'Gig', cell: (o) => <Link to={...}>{o.title}</Link>, hideLabelWhenStacked: true },
 *     { header: 'Price', cell: (o) => o.price, className: 'md:text-end' },
 *     { header: 'Actions', srOnlyHeader: true, pinWhenStacked: true, cell: (o) => <Menu ... /> },
 *   ]} />
 */
export function ResponsiveTable<Row>({ caption, columns, rows, rowKey, stackBelow = 'md', message, corners = 'rounded-lg', className }: ResponsiveTableProps<Row>) {
  const c = stacked[stackBelow];
  const pinned = columns.some((column) => column.pinWhenStacked);
  return (
    <div className={cn(frame, corners, className)}>
      {/* Explicit roles: a table shown as blocks keeps its table semantics for screen readers. */}
      <table role="table" className={cn('min-w-full divide-y divide-slate-200 text-start text-sm', c.table)}>
        <caption className="sr-only">{caption}</caption>
        <THead className={c.head}>
          {columns.map((column) => (
            <Th key={column.header} role="columnheader" className={cn(c.headCell, column.className)}>
              {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </Th>
          ))}
        </THead>
        <tbody role="rowgroup" className={cn(c.body, 'text-slate-700')}>
          {message ? (
            <tr role="row" className={c.message}>
              <td role="cell" colSpan={columns.length} className={c.messageCell}>
                {message}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row" className={c.row}>
                {columns.map((column, index) => {
                  const bare = column.hideWhenStacked || column.hideLabelWhenStacked || column.pinWhenStacked;
                  const layout = column.pinWhenStacked ? c.pinned : column.hideWhenStacked ? c.hidden : column.hideLabelWhenStacked ? c.valueOnly : c.cell;
                  return (
                    <td key={column.header} role="cell" className={cn(layout, pinned && index === 0 && c.besidePin, column.className)}>
                      {bare ? (
                        column.cell(row)
                      ) : (
                        <>
                          <span className={c.label}>{column.header}</span>
                          <div className={c.value}>{column.cell(row)}</div>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A small coloured label (status, role). */
export function Badge({ tone = 'slate', children }: { tone?: 'slate' | 'green' | 'amber' | 'blue' | 'red'; children: ReactNode }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    blue: 'bg-sky-50 text-sky-800 ring-sky-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
  };
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', tones[tone])}>{children}</span>;
}
