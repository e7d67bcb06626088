import type { OrderFile } from '@market/shared';
import { DownloadIcon, FileTextIcon } from '@/components/ui/icons';
import { formatFileSize } from '../format';

/**
 * The files of requirements or a delivery, each a link to the file (private: the server hands it
 * to the order's parties and admins only), with a small preview for images.
 */
export function OrderFileList({ files, label }: { files: OrderFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {files.map((file) => (
        <li key={file.url} className="min-w-0">
          <a
            href={file.url}
            target="_blank"
            rel="noopener"
            download={file.name}
            className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm hover:border-brand-600 hover:bg-brand-50"
          >
            {file.type.startsWith('image/') ? (
              <img src={file.url} alt="" loading="lazy" className="size-9 shrink-0 rounded object-cover" />
            ) : (
              <FileTextIcon className="size-9 shrink-0 text-slate-500" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-brand-800"><bdi data-user-content>{file.name}</bdi></span>
              <span className="block text-xs text-slate-500">{formatFileSize(file.size)}</span>
            </span>
            <DownloadIcon className="size-4 shrink-0 text-slate-500" />
          </a>
        </li>
      ))}
    </ul>
  );
}

