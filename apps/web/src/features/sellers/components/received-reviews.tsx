import { sellerWebTexts } from '@market/shared';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { ReviewItem } from '@/features/gigs';
import { useReceivedReviews } from '../api';

const copy = sellerWebTexts.reviews;

/** The reviews the user's gigs received, newest first, each with the gig it is about; 'More reviews' pages on. */
export function ReceivedReviews({ userId }: { userId: string }) {
  const list = useReceivedReviews(userId);
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-labelledby="received-reviews" className="space-y-4">
      <h2 id="received-reviews" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <ListStates layout="section" query={list} count={reviews.length} errorText={sellerWebTexts.loadError} empty={<p className="text-slate-600">{copy.none}</p>}>
        <ul className="divide-y divide-slate-200" aria-label={copy.heading}>
          {reviews.map((review) => (
            <ReviewItem key={review._id} review={review} gig={review.gig} gigPrefix={copy.aboutGig} />
          ))}
        </ul>
      </ListStates>
      <LoadMore layout="section" query={list} errorText={sellerWebTexts.loadError}>
        {copy.more}
      </LoadMore>
    </section>
  );
}
