import { FieldError } from '@/components/ui/field';
import { gigWebTexts, texts } from '@market/shared';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

const copy = gigWebTexts.images;

type Props = {
  cover: string;
  images: string[];
  onUploaded: (result: { cover?: string; images: string[] }) => void;
  onRemoveImage: (index: number) => void;
  coverError?: string;
  imagesError?: string;
};

const onlyImages = (files: FileList | null) => {
  const list = Array.from(files ?? []);
  return { images: list.filter((f) => f.type.startsWith('image/')), refused: list.some((f) => !f.type.startsWith('image/')) };
};

/** 'Upload Images': a cover and gallery pictures, sent with one progress bar, shown as thumbnails. */
export function ImageUploader({ cover, images, onUploaded, onRemoveImage, coverError, imagesError }: Props) {
  const coverId = useId();
  const imagesId = useId();
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [galleryFiles, setGalleryFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const pick = (files: FileList | null, multiple: boolean) => {
    const { images: chosen, refused } = onlyImages(files);
    if (refused) toast.error(texts.selectImage);
    if (multiple) setGalleryFiles(chosen);
    else setCoverFile(chosen[0] ?? null);
  };

  const upload = async () => {
    const files = [...(coverFile ? [coverFile] : []), ...galleryFiles];
    if (files.length === 0) return;
    const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
    const sent = files.map(() => 0);
    setProgress(0);
    try {
      const urls: string[] = [];
      // One after the other: the progress bar then moves steadily, and the server is not flooded.
      for (const [i, file] of files.entries()) {
        const result = await uploadFile(file, 'gig', {
          onProgress: (percent) => {
            sent[i] = (file.size * percent) / 100;
            setProgress(Math.round((sent.reduce((a, b) => a + b, 0) / total) * 100));
          },
        });
        urls.push(result.url);
      }
      onUploaded(coverFile ? { cover: urls[0], images: urls.slice(1) } : { images: urls });
      setCoverFile(null);
      setGalleryFiles([]);
      setInputKey((k) => k + 1);
    } catch (error) {
      toast.error(errorMessage(error, texts.uploadFailed));
    } finally {
      setProgress(null);
    }
  };

  const inputClass =
    'block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100';
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{copy.legend}</legend>
      <div className="space-y-1.5">
        <label htmlFor={coverId} className="block text-sm font-medium text-slate-700">
          {copy.cover}
        </label>
        <input key={`c${inputKey}`} id={coverId} type="file" accept="image/*" className={inputClass} onChange={(e) => pick(e.target.files, false)} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={imagesId} className="block text-sm font-medium text-slate-700">
          {copy.gallery}
        </label>
        <input key={`g${inputKey}`} id={imagesId} type="file" accept="image/*" multiple className={inputClass} onChange={(e) => pick(e.target.files, true)} />
      </div>
      <Button variant="secondary" size="sm" onClick={() => void upload()} disabled={progress !== null || (!coverFile && galleryFiles.length === 0)}>
        {progress !== null ? <Spinner decorative /> : null}
        {copy.upload}
      </Button>
      {progress !== null ? (
        <div className="h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label={copy.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      {cover ? (
        <div>
          <p className="text-sm font-medium text-slate-700">{copy.coverPreview}</p>
          <img src={cover} alt={copy.coverPreview} className="mt-1 h-24 w-40 rounded object-cover" />
        </div>
      ) : null}
      <FieldError message={coverError && copy.coverError(coverError)} />
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={copy.galleryList}>
          {images.map((src, i) => (
            <li key={src + i} className="relative">
              <img src={src} alt={copy.galleryPicture(i + 1)} className="h-20 w-28 rounded object-cover" />
              <button
                type="button"
                onClick={() => onRemoveImage(i)}
                aria-label={copy.removePicture(i + 1)}
                className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-200 hover:text-red-700"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError message={imagesError && copy.imagesError(imagesError)} />
    </fieldset>
  );
}
