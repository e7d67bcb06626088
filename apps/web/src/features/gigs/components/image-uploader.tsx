import { FieldError } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { gigWebTexts, texts } from '@market/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

const copy = gigWebTexts.images;

type Props = {
  cover: string;
  images: string[];
  onCover: (url: string) => void;
  onImages: (urls: string[]) => void;
  onRemoveImage: (index: number) => void;
  /** True while files are being sent: the form waits for them before it can be submitted. */
  onBusyChange: (busy: boolean) => void;
  coverError?: string;
  imagesError?: string;
};

type Slot = 'cover' | 'gallery';

/**
 * 'Images': a cover and gallery pictures, each sent as soon as it is chosen (there is no separate
 * Upload step, so a chosen picture is never 'Required'), with one progress bar. A file that is
 * not an image, or that the server refuses (too big, unreadable), is cleared from its input and
 * the reason shown beside it.
 */
export function ImageUploader({ cover, images, onCover, onImages, onRemoveImage, onBusyChange, coverError, imagesError }: Props) {
  const coverId = useId();
  const imagesId = useId();
  const [busy, setBusy] = useState<Slot | null>(null);
  const [progress, setProgress] = useState(0);
  const [problems, setProblems] = useState<Record<Slot, string[]>>({ cover: [], gallery: [] });

  /** Sends the files one after the other (a steady progress bar, no flood); answers the stored URLs and the refusals. */
  const send = async (files: File[]) => {
    const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
    const sent = files.map(() => 0);
    const urls: string[] = [];
    const refused: string[] = [];
    for (const [i, file] of files.entries()) {
      try {
        const result = await uploadFile(file, 'gig', {
          onProgress: (percent) => {
            sent[i] = (file.size * percent) / 100;
            setProgress(Math.round((sent.reduce((a, b) => a + b, 0) / total) * 100));
          },
        });
        urls.push(result.url);
      } catch (error) {
        refused.push(copy.refused(file.name, errorMessage(error, texts.uploadFailed)));
      }
    }
    return { urls, refused };
  };

  const choose = async (slot: Slot, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    const pictures = chosen.filter((f) => f.type.startsWith('image/'));
    const notPictures = chosen.filter((f) => !f.type.startsWith('image/')).map((f) => copy.refused(f.name, texts.selectImage));
    setProblems((p) => ({ ...p, [slot]: notPictures }));
    if (pictures.length === 0) {
      input.value = '';
      return;
    }
    setBusy(slot);
    setProgress(0);
    onBusyChange(true);
    try {
      const { urls, refused } = await send(pictures);
      if (slot === 'cover' && urls[0]) onCover(urls[0]);
      if (slot === 'gallery' && urls.length > 0) onImages(urls);
      setProblems((p) => ({ ...p, [slot]: [...notPictures, ...refused] }));
    } finally {
      // The pictures now show below as thumbnails; the input holds no file that could be taken for pending.
      input.value = '';
      setBusy(null);
      onBusyChange(false);
    }
  };

  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{copy.legend}</legend>
      <div className="space-y-1.5">
        <label id={`${coverId}-label`} htmlFor={coverId} className="block text-sm font-medium text-slate-700">
          {copy.cover}
        </label>
        <FileInput id={coverId} labelId={`${coverId}-label`} accept="image/*" disabled={busy !== null} onChange={(e) => void choose('cover', e)} />
        <Problems messages={problems.cover} />
        {/* Not while the chosen cover is on its way: it is not missing, only not stored yet. */}
        <FieldError message={coverError && busy !== 'cover' ? copy.coverError(coverError) : undefined} />
        {cover ? <img src={cover} alt={copy.coverPreview} className="mt-2 h-24 w-40 rounded object-cover" /> : null}
      </div>
      <div className="space-y-1.5">
        <label id={`${imagesId}-label`} htmlFor={imagesId} className="block text-sm font-medium text-slate-700">
          {copy.gallery}
        </label>
        <FileInput id={imagesId} labelId={`${imagesId}-label`} accept="image/*" multiple disabled={busy !== null} onChange={(e) => void choose('gallery', e)} />
        <Problems messages={problems.gallery} />
        {images.length > 0 ? (
          <ul className="flex flex-wrap gap-3 pt-2" aria-label={copy.galleryList}>
            {images.map((src, i) => (
              <li key={src + i} className="relative">
                <img src={src} alt={copy.galleryPicture(i + 1)} className="h-20 w-28 rounded object-cover" />
                <button
                  type="button"
                  onClick={() => onRemoveImage(i)}
                  aria-label={copy.removePicture(i + 1)}
                  className="absolute -top-2 -end-2 rounded-full bg-white p-1 text-slate-700 shadow ring-1 ring-slate-200 hover:text-red-700"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <FieldError message={imagesError && copy.imagesError(imagesError)} />
      </div>
      {busy !== null ? (
        <div className="space-y-1">
          <p className="text-sm text-slate-600">{copy.uploading}</p>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label={copy.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Why chosen files were not added; announced when they appear. */
function Problems({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="space-y-0.5 text-sm text-red-600">
      {messages.map((message, i) => (
        <li key={i} className="break-words">
          {message}
        </li>
      ))}
    </ul>
  );
}
