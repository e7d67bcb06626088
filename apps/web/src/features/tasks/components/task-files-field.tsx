import { useState } from 'react';
import { taskWebTexts, texts, type UploadedFile } from '@market/shared';
import { toast } from 'react-toastify';
import { FilePicker } from '@/components/ui/file-picker';
import { CloseIcon, FileTextIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

const copy = taskWebTexts.form;

type Pending = { key: string; name: string; progress: number };

const accept = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,image/jpeg,image/png,image/gif,image/webp,application/pdf';

/**
 * Task attachments (images and documents): each chosen file uploads at once with a progress bar;
 * the form keeps the uploaded ones. `onBusyChange` lets the form wait for uploads in flight.
 */
export function TaskFilesField({
  value,
  onAdd,
  onRemove,
  onBusyChange,
}: {
  value: UploadedFile[];
  onAdd: (file: UploadedFile) => void;
  onRemove: (id: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [pending, setPending] = useState<Pending[]>([]);

  const start = async (files: File[]) => {
    const items = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, progress: 0 }));
    setPending((p) => [...p, ...items]);
    onBusyChange(true);
    await Promise.all(
      files.map(async (file, i) => {
        const key = items[i].key;
        try {
          const uploaded = await uploadFile(file, 'task', {
            onProgress: (progress) => setPending((p) => p.map((x) => (x.key === key ? { ...x, progress } : x))),
          });
          onAdd(uploaded);
        } catch (error) {
          toast.error(`${file.name}: ${errorMessage(error, texts.uploadFailed)}`);
        } finally {
          setPending((p) => p.filter((x) => x.key !== key));
        }
      }),
    );
    onBusyChange(false);
  };

  return (
    <div className="space-y-2">
      <FilePicker label={copy.files} buttonText={copy.addFiles} hint={copy.filesHint} accept={accept} onFiles={(files) => void start(files)} />
      {value.length || pending.length ? (
        <ul className="space-y-2">
          {value.map((file) => (
            <li key={file._id} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              {file.type.startsWith('image/') ? <img src={file.url} alt="" className="size-8 rounded object-cover" /> : <FileTextIcon className="size-8 text-slate-500" />}
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <button type="button" aria-label={copy.remove(file.name)} onClick={() => onRemove(file._id)} className="rounded-full p-1 text-slate-500 hover:bg-slate-100">
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate">{item.name}</span>
                <span className="text-slate-500">{item.progress}%</span>
              </div>
              <progress value={item.progress} max={100} aria-label={copy.uploading(item.name)} className="mt-1 h-1.5 w-full accent-brand-600" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
