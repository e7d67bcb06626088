import { useId, useRef } from 'react';
import { UploadIcon } from './icons';

type FilePickerProps = {
  label: string;
  buttonText: string;
  accept: string;
  onFiles: (files: File[]) => void;
  hint?: string;
};

/** A labelled button opening the file chooser (several files); the native input stays reachable by its label. */
export function FilePicker({ label, buttonText, accept, onFiles, hint }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-50"
        >
          <UploadIcon className="size-4" /> {buttonText}
        </button>
        {hint ? <span className="text-xs text-slate-500">{hint}</span> : null}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again fires a change.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
