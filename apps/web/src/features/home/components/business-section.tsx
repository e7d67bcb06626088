import { homeTexts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';

const copy = homeTexts.business;

export function BusinessSection() {
  return (
    <section aria-labelledby="business-title" className="bg-brand-950 text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <p className="text-2xl font-extrabold">
            {site.name.toLowerCase()} <span className="font-medium text-brand-400">{copy.brandSuffix}</span>
          </p>
          <h2 id="business-title" className="mt-4 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
            {copy.heading.before}
            <span className="text-brand-400">{copy.heading.highlight}</span>
            {copy.heading.after}
          </h2>
          <p className="mt-4 text-brand-100">{copy.lead}</p>
          <ul className="mt-8 space-y-4">
            {/* The three business-pitch lines of SPEC 1. */}
            {copy.pitch.map((line) => (
              <li key={line} className="flex gap-3">
                <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-400" />
                <span className="text-brand-50">{line}</span>
              </li>
            ))}
          </ul>
          <Link to="/contact" className={buttonClass('primary', 'lg', 'mt-10')}>
            {copy.cta}
          </Link>
        </div>
        <img src="/img/business.svg" alt={copy.imageAlt} width={560} height={460} loading="lazy" className="w-full" />
      </div>
    </section>
  );
}
