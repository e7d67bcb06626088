import { texts, webTexts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/** Shown when a page throws or its code cannot load (e.g. a stale chunk after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-6 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{webTexts.routeError.kicker}</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{texts.appError}</h1>
      <p className="mt-4 max-w-md text-slate-600">{webTexts.routeError.text}</p>
      {import.meta.env.DEV && detail ? (
        <pre dir="ltr" className="mt-4 max-w-xl overflow-auto rounded bg-slate-900 p-3 text-start text-xs text-slate-100">{detail}</pre>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('outline')} onClick={() => window.location.reload()}>
          {webTexts.routeError.reload}
        </button>
        {/* A plain link, not a router Link: after an error a full load gives a clean state. */}
        <a href="/" className={buttonClass('primary')}>
          {webTexts.routeError.home}
        </a>
      </div>
      <Link to="/contact" className="mt-6 text-sm text-brand-700 hover:underline">
        {webTexts.routeError.contact}
      </Link>
    </main>
  );
}
