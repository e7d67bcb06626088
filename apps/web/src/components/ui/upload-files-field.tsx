import { texts, type UploadedFile, type UploadPurpose } from '@market/shared';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { FieldError } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { CloseIcon, FileTextIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

type Pending = { key: string; name: string; progress: number };

export type UploadFilesCopy = {
  label: string;
  addFiles: string;
  hint: string;
  remove: (name: string) => string;
  uploading: (name: string) => string;
};

type UploadFilesFieldProps = {
  /** The upload purpose: the server decides by it what it accepts and who may read the file. */
  purpose: UploadPurpose;
  /** The file chooser's `accept`, matching what the purpose takes (the server checks the content anyway). */
  accept: string;
  copy: UploadFilesCopy;
  value: UploadedFile[];
  /** Files just uploaded, to add to the list (together, once every chosen file is in). */
  onAdd: (files: UploadedFile[]) => void;
  onRemove: (id: string) => void;
  /** Lets the form wait for uploads in flight. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

/**
 * Files attached to a form (task documents, order requirements and deliveries): each chosen file
 * uploads at once with its progress shown, and any uploaded file can be removed before the form is sent.
 */
export function UploadFilesField({ purpose, accept, copy, value, onAdd, onRemove, onBusyChange, error }: UploadFilesFieldProps) {
  const [pending, setPending] = useState<Pending[]>([]);

  const start = async (files: File[]) => {
    const items = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, progress: 0 }));
    setPending((p) => [...p, ...items]);
    onBusyChange(true);
    const uploaded: UploadedFile[] = [];
    await Promise.all(
      files.map(async (file, i) => {
        const key = items[i].key;
        try {
          uploaded.push(
            await uploadFile(file, purpose, {
              onProgress: (progress) => setPending((p) => p.map((x) => (x.key === key ? { ...x, progress } : x))),
            }),
          );
        } catch (err) {
          toast.error(`${file.name}: ${errorMessage(err, texts.uploadFailed)}`);
        } finally {
          setPending((p) => p.filter((x) => x.key !== key));
        }
      }),
    );
    if (uploaded.length) onAdd(uploaded);
    onBusyChange(false);
  };

  return (
    <div className="space-y-2">
      <FilePicker label={copy.label} buttonText={copy.addFiles} hint={copy.hint} accept={accept} onFiles={(files) => void start(files)} />
      {value.length || pending.length ? (
        <ul className="space-y-2" aria-label={copy.label}>
          {value.map((file) => (
            <li key={file._id} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              {file.type.startsWith('image/') ? <img src={file.url} alt="" className="size-8 shrink-0 rounded object-cover" /> : <FileTextIcon className="size-8 shrink-0 text-slate-500" />}
              <span className="min-w-0 flex-1 truncate"><bdi data-user-content>{file.name}</bdi></span>
              <button type="button" aria-label={copy.remove(file.name)} onClick={() => onRemove(file._id)} className="shrink-0 rounded-full p-1 text-slate-500 hover:bg-slate-100">
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex justify-between gap-3">
                <span className="min-w-0 truncate"><bdi data-user-content>{item.name}</bdi></span>
                <span className="shrink-0 text-slate-500">{item.progress}%</span>
              </div>
              <progress value={item.progress} max={100} aria-label={copy.uploading(item.name)} className="mt-1 h-1.5 w-full accent-brand-600" />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
