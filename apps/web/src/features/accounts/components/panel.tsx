import { useId, type ReactNode } from 'react';

/** A white card with a heading, the building block of the profile and review screens. */
export function Panel({ title, description, children }: { title?: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-8" aria-labelledby={title ? id : undefined}>
      {title ? (
        <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
          {title}
        </h2>
      ) : null}
      {description ? <p className="-mt-2 mb-3 text-sm text-slate-500">{description}</p> : null}
      {children}
    </section>
  );
}
