import { type UploadedFile } from '@market/shared';
import { FileTextIcon } from '@/components/ui/icons';

const isImage = (file: UploadedFile) => /^image\/(jpeg|png|gif|webp)$/.test(file.type);

/** Uploaded files as links that open them: a thumbnail for an image, an icon for a document, with the name. */
export function FileLinks({ files, label }: { files: UploadedFile[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file._id} className="min-w-0 max-w-full">
          <a
            href={file.url}
            target="_blank"
            rel="noopener"
            className="flex min-w-0 max-w-64 items-center gap-2 rounded-md border border-slate-200 bg-white p-1.5 pe-3 text-sm text-brand-700 hover:bg-brand-50"
          >
            {isImage(file) ? (
              <img src={file.url} alt="" loading="lazy" className="size-10 shrink-0 rounded object-cover" />
            ) : (
              <FileTextIcon className="size-10 shrink-0 p-1.5 text-slate-500" />
            )}
            <span className="min-w-0 truncate">
              <bdi data-user-content>{file.name}</bdi>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
