import { taskWebTexts, type UploadedFile } from '@market/shared';
import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from '@/components/ui/icons';

const isImage = (file: UploadedFile) => /^image\/(jpeg|png|gif|webp)$/.test(file.type);

/** Attached files: an image preview or a document icon, each with Open and Download (SPEC 2 Task detail). */
export function AttachmentGrid({ files, label }: { files: UploadedFile[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {files.map((file) => (
        <li key={file._id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <a href={file.url} target="_blank" rel="noopener" className="block bg-slate-50">
            {isImage(file) ? (
              <img src={file.url} alt={file.name} loading="lazy" className="h-40 w-full object-cover" />
            ) : (
              <span className="flex h-40 items-center justify-center text-slate-400">
                <FileTextIcon className="size-16" />
              </span>
            )}
          </a>
          <div className="space-y-2 p-3">
            <p className="truncate text-sm font-medium text-slate-800" title={file.name}>
              <bdi data-user-content>{file.name}</bdi>
            </p>
            <div className="flex gap-2 text-sm">
              <a href={file.url} target="_blank" rel="noopener" className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-brand-700 hover:bg-brand-50">
                <ExternalLinkIcon className="size-4" /> {taskWebTexts.attachments.open}
                <span className="sr-only">{file.name}</span>
              </a>
              <a href={file.url} download={file.name} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-brand-700 hover:bg-brand-50">
                <DownloadIcon className="size-4" /> {taskWebTexts.attachments.download}
                <span className="sr-only">{file.name}</span>
              </a>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
