import { gigWebTexts, inlineWebTexts, type GigDetail } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { Price } from '@/components/price';

/** The side card: package, price, delivery, revisions, features and Continue to checkout. */
export function PackageCard({ gig }: { gig: GigDetail }) {
  return (
    <aside aria-label={gigWebTexts.gig.package} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-xs">
      <div className="flex items-start justify-between gap-4">
        <h2 className="font-semibold text-slate-900"><bdi data-user-content>{gig.shortTitle}</bdi></h2>
        <p className="text-xl font-bold text-slate-900"><Price dollars={gig.price} /></p>
      </div>
      <p dir="auto" data-user-content className="text-slate-600">{gig.shortDesc}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4" />
          {gigWebTexts.gig.delivery(inlineWebTexts.counts.Days(gig.deliveryTime))}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ArrowsIcon />
          {inlineWebTexts.counts.Revisions(gig.revisionNumber)}
        </span>
      </div>
      {gig.features.length > 0 ? (
        <ul className="space-y-1.5" aria-label={gigWebTexts.gig.features}>
          {gig.features.map((feature, i) => (
            <li key={feature + i} className="flex items-start gap-2 text-sm text-slate-700">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span dir="auto" data-user-content>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={`/pay/${gig._id}`} className={buttonClass('primary', 'md', 'w-full')}>
        {gigWebTexts.gig.continue}
      </Link>
    </aside>
  );
}

function ArrowsIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}
