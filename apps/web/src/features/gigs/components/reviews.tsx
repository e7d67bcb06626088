import { zodResolver } from '@hookform/resolvers/zod';
import { gigTexts, gigWebTexts, reviewInputSchema, texts, actorOf, canReviewGig } from '@market/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { useAddReview, useReviews } from '../api';
import { ReviewItem } from './review-item';

/** The review form's fields: the star select's placeholder ('star', value '') counts as empty. */
const reviewFormSchema = reviewInputSchema.pick({ desc: true }).extend({
  star: z.coerce.number<string>().int().min(1, texts.required).max(5, texts.required),
});
type ReviewForm = z.input<typeof reviewFormSchema>;
const copy = gigWebTexts.reviews;
const starOptions = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

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
        <AddReview gigId={gigId} onReviewed={() => setReviewedNow(true)} />
      )}
    </section>
  );
}

function AddReview({ gigId, onReviewed }: { gigId: string; onReviewed: () => void }) {
  const add = useAddReview(gigId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewForm, unknown, z.output<typeof reviewFormSchema>>({ resolver: zodResolver(reviewFormSchema), defaultValues: { desc: '', star: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ gigId, desc: values.desc, star: values.star });
      reset({ desc: '', star: '' });
      toast.success(gigTexts.reviewThanks);
      onReviewed();
    } catch (error) {
      toast.error(errorMessage(error, texts.somethingWrong));
      // 409: a review of theirs exists further down the list (not loaded yet); the form has no more use.
      if (error instanceof ApiRequestError && error.status === 409) onReviewed();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 p-5" aria-labelledby="add-review-title">
      <h3 id="add-review-title" className="font-semibold text-slate-900">
        {copy.add}
      </h3>
      <TextareaField label={copy.yours} placeholder={copy.placeholder} error={errors.desc?.message} className="min-h-24" {...register('desc')} />
      <SelectField layout="stacked" size="md" className="w-32" label={copy.stars} placeholder={copy.starPlaceholder} options={starOptions} error={errors.star?.message} {...register('star')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner decorative /> : null}
        {copy.send}
      </Button>
    </form>
  );
}
