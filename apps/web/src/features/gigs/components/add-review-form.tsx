import { zodResolver } from '@hookform/resolvers/zod';
import { gigTexts, gigWebTexts, reviewInputSchema, texts } from '@market/shared';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAddReview } from '../api';

/** The review form's fields: the star select's placeholder ('star', value '') counts as empty. */
const reviewFormSchema = reviewInputSchema.pick({ desc: true }).extend({
  star: z.coerce.number<string>().int().min(1, texts.required).max(5, texts.required),
});
type ReviewForm = z.input<typeof reviewFormSchema>;
const copy = gigWebTexts.reviews;
const starOptions = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

/** The add-review form: its own chunk (forms and schemas), loaded only for a reader who may review. */
export default function AddReview({ gigId, onReviewed }: { gigId: string; onReviewed: () => void }) {
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
