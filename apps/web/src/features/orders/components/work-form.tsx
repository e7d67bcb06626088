import { orderDeliverySchema, orderPageTexts, type UploadedFile } from '@market/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useOrderStep } from '../use-order-step';
import { UploadFilesField, type UploadFilesCopy } from '@/components/ui/upload-files-field';

// What the `delivery` upload purpose accepts: images, PDF, Word and ZIP (the server checks the content too).
const deliveryAccept = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.zip,image/jpeg,image/png,image/gif,image/webp,application/pdf,application/zip';
const filesCopy: UploadFilesCopy = {
  label: orderPageTexts.files,
  addFiles: orderPageTexts.addFiles,
  hint: orderPageTexts.filesHint,
  remove: orderPageTexts.removeFile,
  uploading: orderPageTexts.uploading,
};

const kinds = {
  requirements: {
    title: orderPageTexts.requirementsTitle,
    intro: orderPageTexts.requirementsIntro,
    label: orderPageTexts.requirementsLabel,
    submit: orderPageTexts.requirementsSend,
    done: orderPageTexts.requirementsSent,
  },
  deliver: {
    title: orderPageTexts.deliverTitle,
    intro: orderPageTexts.deliverIntro,
    label: orderPageTexts.deliverLabel,
    submit: orderPageTexts.deliverSend,
    done: orderPageTexts.delivered,
  },
} as const;

/**
 * The buyer's requirements or the seller's delivery: a text and files, sent once the uploads are
 * done. Both requests have the same shape (orderRequirementsSchema, orderDeliverySchema).
 */
type WorkFormProps = {
  orderId: string;
  kind: keyof typeof kinds;
  /** The text sent before, when the buyer changes their requirements. */
  initialDesc?: string;
  /** Called once the server took it. */
  onDone?: () => void;
};

export function WorkForm({ orderId, kind, initialDesc = '', onDone }: WorkFormProps) {
  const copy = kinds[kind];
  const step = useOrderStep(orderId);
  const [desc, setDesc] = useState(initialDesc);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ desc?: string; files?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return setErrors({ files: orderPageTexts.waitForUploads });
    const checked = orderDeliverySchema.safeParse({ desc, files: files.map((f) => f.url) });
    if (!checked.success) {
      const issue = (name: string) => checked.error.issues.find((i) => i.path[0] === name)?.message;
      return setErrors({ desc: issue('desc'), files: issue('files') });
    }
    const result = await step.run({ kind, body: checked.data }, copy.done);
    // Once sent the form goes away; a refusal keeps what was typed.
    if (result.ok) onDone?.();
    else setErrors({ desc: result.fields.desc, files: result.fields.files ?? Object.entries(result.fields).find(([k]) => k.startsWith('files.'))?.[1] });
  };

  const headingId = `${kind}-form-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <TextareaField
          label={copy.label}
          rows={5}
          value={desc}
          error={errors.desc}
          onChange={(e) => {
            setDesc(e.target.value);
            if (errors.desc) setErrors((x) => ({ ...x, desc: undefined }));
          }}
        />
        <UploadFilesField
          purpose="delivery"
          accept={deliveryAccept}
          copy={filesCopy}
          value={files}
          error={errors.files}
          onAdd={(added) => {
            setFiles((list) => [...list, ...added]);
            setErrors((x) => ({ ...x, files: undefined }));
          }}
          onRemove={(id) => setFiles((list) => list.filter((f) => f._id !== id))}
          onBusyChange={setUploading}
        />
        <Button type="submit" disabled={step.busy || uploading}>
          {step.busy ? <Spinner decorative /> : null}
          {copy.submit}
        </Button>
      </form>
    </section>
  );
}
