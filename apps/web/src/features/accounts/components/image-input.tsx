import { FieldError } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { accountTimings, accountWebTexts, texts } from '@market/shared';
import { useEffect, useId, useState } from 'react';
import { toast } from '@/lib/toast';

type ImageInputProps = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  required?: boolean;
  /** A line under the field while there is no error (e.g. that a picture is on file). */
  hint?: string;
  /** The picture on file, shown until a new one is chosen. */
  current?: string | null;
};

/** A file field for one image, with a thumbnail; anything else is refused with a toast and the field cleared. */
export function ImageInput({ label, value, onChange, error, required, hint, current }: ImageInputProps) {
  const id = useId();
  const preview = useObjectUrl(value) ?? (value ? null : (current ?? null));
  return (
    <div className="space-y-1.5">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required ? <span className="text-red-600"> *</span> : null}
      </label>
      <div className="flex items-center gap-3">
        {preview ? (
          <img src={preview} alt={accountWebTexts.imagePreview(label)} className="size-12 shrink-0 rounded-md object-cover ring-1 ring-slate-200" />
        ) : (
          <span className="size-12 shrink-0 rounded-md bg-slate-100 ring-1 ring-slate-200" aria-hidden="true" />
        )}
        <FileInput
          id={id}
          labelId={`${id}-label`}
          chosen={value?.name}
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className="flex-1"
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0] ?? null;
            if (file && !file.type.startsWith('image/')) {
              toast.error(texts.selectImage, { position: 'bottom-right', autoClose: accountTimings.toastMs });
              input.value = '';
              onChange(null);
              return;
            }
            onChange(file);
          }}
        />
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A data URL of a file for previews; null while it is read or when there is no file. */
export function useObjectUrl(file: Blob | null): string | null {
  const [loaded, setLoaded] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setLoaded({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return loaded && loaded.file === file ? loaded.url : null;
}
