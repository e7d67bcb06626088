import { zodResolver } from '@hookform/resolvers/zod';
import { categoryTitles, defaultGigCategory, gigFormCategories, gigInputSchema, gigTexts, gigWebTexts, texts, type GigInput } from '@market/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useGig, useSaveGig } from '../api';
import { FeaturesInput } from '../components/features-input';
import { ImageUploader } from '../components/image-uploader';
import { SellerOnly } from '../components/seller-only';

/** /add creates a gig; /add?edit=:id changes one of the seller's gigs. */
export default function AddGigPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  return <SellerOnly>{editId ? <EditGig id={editId} /> : <GigForm editId={null} initial={null} />}</SellerOnly>;
}

function EditGig({ id }: { id: string }) {
  const user = useCurrentUser();
  const query = useGig(id);
  if (query.isPending) return <PageSpinner />;
  const gig = query.data;
  if (!gig || gig.userId !== user?._id)
    return (
      <p role="alert" className="px-4 py-24 text-center text-lg text-red-600">
        {gig ? gigTexts.notYourGig : gigTexts.gigNotFound}
      </p>
    );
  const { title, cat, cover, images, desc, shortTitle, shortDesc, deliveryTime, revisionNumber, features, price } = gig;
  const initial = { title, cat, cover, images, desc, shortTitle, shortDesc, deliveryTime, revisionNumber, features, price } as GigInput;
  return <GigForm editId={id} initial={initial} />;
}

type FormValues = Omit<GigInput, 'cat' | 'deliveryTime' | 'revisionNumber' | 'price'> & {
  /** A category id, or an alias the schema reads as its category. */
  cat: z.input<typeof gigInputSchema>['cat'];
  deliveryTime: number;
  revisionNumber: number;
  price: number;
};
const blank = { title: '', cat: defaultGigCategory, cover: '', images: [], desc: '', shortTitle: '', shortDesc: '', features: [] } as unknown as FormValues;
const formTexts = gigWebTexts.form;
const fieldNames = ['title', 'cat', 'cover', 'images', 'desc', 'shortTitle', 'shortDesc', 'deliveryTime', 'revisionNumber', 'features', 'price'] as const;

/** The form; mounted once its starting values are known, so they are its defaults. */
function GigForm({ editId, initial }: { editId: string | null; initial: GigInput | null }) {
  const navigate = useNavigate();
  const save = useSaveGig(editId);
  const form = useForm<FormValues, unknown, GigInput>({ resolver: zodResolver(gigInputSchema), defaultValues: initial ?? blank });
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const [cover, images, features] = useWatch({ control, name: ['cover', 'images', 'features'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      navigate('/myGigs');
    } catch (error) {
      // Every value stays in the form; the server's field messages show next to their fields.
      applyServerErrors(form, error, fieldNames);
      toast.error(texts.somethingWrong);
    }
  });

  const number = { valueAsNumber: true } as const;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">{editId ? formTexts.editHeading : formTexts.addHeading}</h1>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-8 md:grid-cols-2">
        <div className="space-y-5">
          <InputField label={formTexts.title} placeholder={formTexts.titlePlaceholder} error={errors.title?.message} {...register('title')} />
          <SelectField layout="stacked" label={formTexts.category} options={gigFormCategories.map((c) => ({ value: c.id, label: categoryTitles[c.id] }))} error={errors.cat?.message} {...register('cat')} />
          <ImageUploader
            cover={cover}
            images={images}
            coverError={errors.cover?.message}
            imagesError={errors.images?.message ?? (Array.isArray(errors.images) ? errors.images.find(Boolean)?.message : undefined)}
            onCover={(url) => setValue('cover', url, { shouldValidate: true })}
            // The current list, not this render's: pictures may have been removed while these were sent.
            onImages={(urls) => setValue('images', [...getValues('images'), ...urls], { shouldValidate: true })}
            onRemoveImage={(i) => setValue('images', images.filter((_, j) => j !== i), { shouldValidate: true })}
            onBusyChange={setUploading}
          />
          <TextareaField label={formTexts.description} placeholder={formTexts.descriptionPlaceholder} error={errors.desc?.message} className="min-h-48" {...register('desc')} />
        </div>
        <div className="space-y-5">
          <InputField label={formTexts.serviceTitle} placeholder={formTexts.serviceTitlePlaceholder} error={errors.shortTitle?.message} {...register('shortTitle')} />
          <TextareaField label={formTexts.shortDescription} placeholder={formTexts.shortDescriptionPlaceholder} error={errors.shortDesc?.message} className="min-h-24" {...register('shortDesc')} />
          <InputField label={formTexts.deliveryTime} type="number" min={1} step={1} inputMode="numeric" error={errors.deliveryTime?.message} {...register('deliveryTime', number)} />
          <InputField label={formTexts.revisions} type="number" min={1} step={1} inputMode="numeric" error={errors.revisionNumber?.message} {...register('revisionNumber', number)} />
          <FeaturesInput value={features} onChange={(next) => setValue('features', next, { shouldValidate: true })} error={errors.features?.message} />
          <InputField label={formTexts.price} type="number" min={1} step={1} inputMode="numeric" error={errors.price?.message} {...register('price', number)} />
          {/* Waits for pictures on their way: sent now, the form would call a chosen cover missing. */}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || uploading}>
            {isSubmitting || uploading ? <Spinner decorative /> : null}
            {editId ? formTexts.save : formTexts.create}
          </Button>
        </div>
      </form>
    </div>
  );
}
