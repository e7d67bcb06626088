import { gigTexts, gigWebTexts, actorOf, canReviewGig } from '@market/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth-store';
import { useReviews } from '../api';
import { ReviewItem } from './review-item';

// Forms and their schemas (react-hook-form, zod) are not part of what a visitor's gig page needs.
const AddReview = lazy(() => import('./add-review-form'));
const copy = gigWebTexts.reviews;

/**
 * Reviews newest first, 'Load more', and the add-review form for signed-in users who have not
 * reviewed the gig yet: once they have (their review is among those loaded, they just posted
 * one, or the server says so), a line says it instead.
 */
export function Reviews({ gigId, sellerId }: { gigId: string; sellerId: string }) {
  const user = useCurrentUser();
  const list = useReviews(gigId);
  const reviews = list.data?.pages.flatMap((p) => p.reviews) ?? [];
  const [reviewedNow, setReviewedNow] = useState(false);
  const reviewed = reviewedNow || (user !== null && reviews.some((r) => r.userId === user._id));
  const mayReview = user !== null && !list.isPending && canReviewGig(actorOf(user), { userId: sellerId });
  // `/gigs/:id#reviews` (the order page's invitation to review): the section exists only once the
  // gig has loaded, after the browser looked for the anchor, so it is scrolled to here.
  const { hash } = useLocation();
  const loaded = !list.isPending;
  useEffect(() => {
    if (hash === '#reviews' && loaded) document.getElementById('reviews')?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 space-y-6">
      <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <ListStates layout="section" query={list} count={reviews.length} errorText={gigTexts.loadError} empty={<p className="text-slate-600">{gigTexts.noReviews}</p>}>
        <ul className="divide-y divide-slate-200" aria-label={copy.heading}>
          {reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
      </ListStates>
      <LoadMore layout="section" query={list} errorText={gigTexts.loadError}>
        {copy.more}
      </LoadMore>
      {!mayReview ? null : reviewed ? (
        <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
          {copy.reviewed}
        </p>
      ) : (
        <Suspense fallback={<Spinner />}>
          <AddReview gigId={gigId} onReviewed={() => setReviewedNow(true)} />
        </Suspense>
      )}
    </section>
  );
}
