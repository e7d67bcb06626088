import { categories, categoryTitles, homeTexts, webTexts } from '@market/shared';
import { Link } from 'react-router';
import { gigListPath } from '@/lib/gig-list-path';
import { CategoryIcon } from './category-icon';

/** 'Explore the marketplace': the ten categories, each opening its gig list. */
export function CategoryGrid() {
  return (
    <section aria-labelledby="explore-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
      <h2 id="explore-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {webTexts.exploreMarketplace}
      </h2>
      <p className="mt-2 text-slate-600">{homeTexts.categoriesLead}</p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={gigListPath({ cat: category.id })}
              className="group flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 px-3 py-6 text-center transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <CategoryIcon name={category.icon} className="size-11 text-brand-700 transition-colors group-hover:text-brand-600" />
              <span className="text-sm font-semibold text-slate-800 group-hover:text-brand-800">
                {categoryTitles[category.id]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
