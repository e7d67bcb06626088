import { texts, webTexts } from '@market/shared';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';

/** The not-found page; `title` names what is missing (a gig, a seller) when a page knows it. */
export default function NotFoundPage({ title = texts.pageNotFound }: { title?: string }) {
  const navigate = useNavigate();
  // A link opened in a fresh tab has nowhere to go back to; home is the sensible fallback.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{webTexts.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={goBack}>
          <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
          {webTexts.goBack}
        </Button>
        <Link to="/" className={buttonClass('primary')}>
          {webTexts.takeMeHome}
        </Link>
      </div>
    </section>
  );
}
