import { zodResolver } from '@hookform/resolvers/zod';
import { gigTexts, gigWebTexts, reviewInputSchema, texts, actorOf, canReviewGig } from '@market/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { useAddReview, useReviews } from '../api';
import { Stars } from './stars';

/** The review form's fields: the star select's placeholder ('star', value '') counts as empty. */
const reviewFormSchema = reviewInputSchema.pick({ desc: true }).extend({
  star: z.coerce.number<string>().int().min(1, texts.required).max(5, texts.required),
});
type ReviewForm = z.input<typeof reviewFormSchema>;
const copy = gigWebTexts.reviews;
const starOptions = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

/** Reviews newest first, 'Load more', and the add-review form for signed-in users. */
export function Reviews({ gigId, sellerId }: { gigId: string; sellerId: string }) {
  const user = useCurrentUser();
  const list = useReviews(gigId);
  const reviews = list.data?.pages.flatMap((p) => p.reviews) ?? [];

  return (
    <section aria-labelledby="reviews-title" className="space-y-6">
      <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      {list.isPending ? (
        <Spinner />
      ) : list.isError && reviews.length === 0 ? (
        <p role="alert" className="text-red-600">
          {gigTexts.loadError}
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-slate-600">{gigTexts.noReviews}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={copy.heading}>
          {reviews.map((review) => (
            <li key={review._id} className="space-y-2 py-5">
              <div className="flex items-center gap-3">
                <Avatar src={review.user.img} className="size-10" />
                <div>
                  <p className="font-semibold text-slate-900">{review.user.username}</p>
                  {review.user.country ? <p className="text-sm text-slate-500">{review.user.country}</p> : null}
                </div>
              </div>
              <div className="flex items-center gap-2">
                <Stars value={review.star} />
                <span className="text-sm font-semibold text-amber-600">{review.star}</span>
              </div>
              <p className="whitespace-pre-line text-slate-700">{review.desc}</p>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="outline" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? <Spinner decorative /> : null}
          {copy.more}
        </Button>
      ) : null}
      {user && canReviewGig(actorOf(user), { userId: sellerId }) ? <AddReview gigId={gigId} /> : null}
    </section>
  );
}

function AddReview({ gigId }: { gigId: string }) {
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
    } catch (error) {
      toast.error(errorMessage(error, texts.somethingWrong));
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
