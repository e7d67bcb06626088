import { webTexts } from '@market/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';

/**
 * One step of a breadcrumb: a link when it has `to`, plain text otherwise. A text step is the
 * current page; a link is only when it says so (the gig list's category, which links to itself).
 */
export type Crumb = { label: string; to?: string; current?: boolean };

/** The trail above a page's title, the same on every page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={webTexts.breadcrumb} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const current = item.current || !item.to ? 'page' : undefined;
          return (
            <Fragment key={i}>
              {i > 0 ? <li aria-hidden="true">&gt;</li> : null}
              <li aria-current={item.to ? undefined : current} className="max-w-full truncate">
                {item.to ? (
                  <Link to={item.to} aria-current={current} className="hover:text-brand-700">
                    {item.label}
                  </Link>
                ) : (
                  item.label
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
