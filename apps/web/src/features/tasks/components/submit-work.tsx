import { useEffect, useRef, useState } from 'react';
import { taskTexts, taskWebTexts, type Submission, type TaskStatus, type UploadedFile } from '@market/shared';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';
import { useSubmitWork } from '../api';
import { taskToast } from '../toasts';

// SPEC 5: the work upload takes images only: jpg, jpeg, png, gif.
const imageTypes = ['image/jpeg', 'image/png', 'image/gif'];
const isImageFile = (file: File) => imageTypes.includes(file.type) && /\.(jpe?g|png|gif)$/i.test(file.name);

const copy = taskWebTexts.submit;

type NewImage = { key: string; file: File; preview: string };

type SubmitWorkProps = { taskId: string; submission: Submission | null; status: TaskStatus };

/** 'Submit Your Work': description and images; creates the submission or updates it, with the chosen status. */
export function SubmitWork({ taskId, submission, status }: SubmitWorkProps) {
  const submit = useSubmitWork(taskId);
  const [desc, setDesc] = useState(submission?.desc ?? '');
  const [descError, setDescError] = useState<string | undefined>();
  const [kept, setKept] = useState<UploadedFile[]>(submission?.attachments ?? []);
  const [added, setAdded] = useState<NewImage[]>([]);
  const [busy, setBusy] = useState(false);

  // Previews are object URLs: release them when they go.
  const previews = useRef(added);
  useEffect(() => {
    previews.current = added;
  }, [added]);
  useEffect(() => () => previews.current.forEach((a) => URL.revokeObjectURL(a.preview)), []);

  const choose = (files: File[]) => {
    if (!files.every(isImageFile)) {
      toast.error(taskTexts.selectImages, taskToast);
      return;
    }
    setAdded((list) => [...list, ...files.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, preview: URL.createObjectURL(file) }))]);
  };

  const removeAdded = (key: string) =>
    setAdded((list) => {
      const gone = list.find((a) => a.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((a) => a.key !== key);
    });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!desc.trim()) {
      setDescError(taskTexts.descRequired);
      return;
    }
    setBusy(true);
    try {
      let uploaded: UploadedFile[];
      try {
        uploaded = await Promise.all(added.map((a) => uploadFile(a.file, 'submission')));
      } catch {
        toast.error(taskTexts.fileUploadFailed, taskToast);
        return;
      }
      const result = await submit.mutateAsync({
        submissionId: submission?._id ?? null,
        body: { desc: desc.trim(), files: [...kept, ...uploaded].map((f) => f.url), status: status === 'To Do' ? 'To Do' : 'In Progress' },
      });
      added.forEach((a) => URL.revokeObjectURL(a.preview));
      setAdded([]);
      setKept(result.submission.attachments);
      toast.success(result.message || taskTexts.submitted, taskToast);
    } catch (error) {
      toast.error(errorMessage(error, taskTexts.detailFailed), taskToast);
    } finally {
      setBusy(false);
    }
  };

  const thumbs = [
    ...kept.map((f) => ({ key: f._id, src: f.url, name: f.name, remove: () => setKept((k) => k.filter((x) => x._id !== f._id)) })),
    ...added.map((a) => ({ key: a.key, src: a.preview, name: a.file.name, remove: () => removeAdded(a.key) })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextareaField
        label={copy.description}
        rows={5}
        value={desc}
        error={descError}
        onChange={(event) => {
          setDesc(event.target.value);
          if (descError) setDescError(undefined);
        }}
        onBlur={() => setDescError(desc.trim() ? undefined : taskTexts.descRequired)}
      />
      <div className="space-y-2">
        <FilePicker label={copy.images} buttonText={copy.addImages} accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif" onFiles={choose} />
        {thumbs.length ? (
          <ul aria-label={copy.chosenImages} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {thumbs.map((t) => (
              <li key={t.key} className="relative">
                <img src={t.src} alt={t.name} className="h-28 w-full rounded-md border border-slate-200 object-cover" />
                <button
                  type="button"
                  onClick={t.remove}
                  aria-label={copy.remove(t.name)}
                  className="absolute top-1 end-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner decorative /> : null}
        {submission ? copy.update : copy.submit}
      </Button>
    </form>
  );
}
