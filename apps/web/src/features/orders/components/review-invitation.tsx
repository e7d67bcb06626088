import { orderPageTexts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';

/** After completion, the buyer is asked to review the gig: its page opens at the reviews and their form. */
export function ReviewInvitation({ gigId }: { gigId: string }) {
  return (
    <section aria-labelledby="review-invitation" className="flex flex-col gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <StarIcon className="mt-0.5 size-6 shrink-0 text-amber-500" />
        <div>
          <h2 id="review-invitation" className="font-semibold text-emerald-950">
            {orderPageTexts.reviewTitle}
          </h2>
          <p className="text-sm text-emerald-900">{orderPageTexts.reviewText}</p>
        </div>
      </div>
      <Link to={`/gigs/${gigId}#reviews`} className={buttonClass('primary', 'md', 'self-start sm:self-auto')}>
        {orderPageTexts.reviewLink}
      </Link>
    </section>
  );
}
