import { taskPoolWorkerTexts, type UploadedFile } from '@market/shared';
import { FileTextIcon } from '@/components/ui/icons';

const t = taskPoolWorkerTexts.work;
const isImage = (file: UploadedFile) => /^image\/(jpeg|png|gif|webp)$/.test(file.type);

/** The pool's instructions and their files, open at first and folded away when the worker wants the room. */
export function PoolInstructions({ desc, attachments }: { desc: string; attachments: UploadedFile[] }) {
  return (
    <details open className="group rounded-2xl border border-slate-200 bg-white shadow-xs">
      <summary className="cursor-pointer list-none rounded-2xl px-5 py-3 text-base font-semibold text-slate-900 marker:hidden hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center justify-between gap-3">
          {t.instructions}
          <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-100 px-5 py-4">
        <p dir="auto" data-user-content className="text-sm break-words whitespace-pre-line text-slate-800">
          {desc}
        </p>
        {attachments.length ? (
          <ul aria-label={t.attachments} className="space-y-2">
            {attachments.map((file) => (
              <li key={file._id}>
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener"
                  className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-brand-700 hover:bg-brand-50"
                >
                  {isImage(file) ? <img src={file.url} alt="" className="size-10 shrink-0 rounded object-cover" /> : <FileTextIcon className="size-8 shrink-0 text-slate-500" />}
                  <span className="min-w-0 flex-1 truncate">
                    <bdi data-user-content>{file.name}</bdi>
                  </span>
                  <span className="sr-only">{t.open}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
