import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { HourglassIcon } from '@/components/ui/icons';
import { useRouteMeta } from '@/lib/route-meta';
import { webTexts } from '@/lib/texts';

/** Stand-in for a screen that a later release fills in; named by its route's handle. */
export default function ComingSoonPage() {
  const meta = useRouteMeta();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <HourglassIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{meta?.title ?? 'Coming soon'}</h1>
      {meta?.description ? <p className="mt-3 text-slate-600">{meta.description}</p> : null}
      <p className="mt-2 text-sm text-slate-500">{webTexts.comingSoon}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </section>
  );
}
