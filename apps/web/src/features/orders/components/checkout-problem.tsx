import { orderWebTexts, texts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/api-client';

/** A gig id that names no gig: unknown (404) or not even an id (400 on the path). */
const gigMissing = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || (error.status === 400 && !!error.fields?.gigId));

/**
 * What checkout shows when it cannot start: for a gig that does not exist, a page saying so with
 * the way back to the gigs and home; for anything else (one's own gig, a failure), the reason and
 * the way back to the gig.
 */
export function CheckoutProblem({ gigId, error }: { gigId: string; error: unknown }) {
  const missing = gigMissing(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{missing ? orderWebTexts.gigMissingTitle : orderWebTexts.checkout}</h1>
      <p role="alert" className="mt-4 text-slate-600">
        {missing ? orderWebTexts.gigMissingText : errorMessage(error, texts.somethingWrong)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {missing ? null : (
          <Link to={`/gigs/${gigId}`} className={buttonClass('outline', 'md')}>
            {orderWebTexts.backToGig}
          </Link>
        )}
        <Link to="/gigs" className={buttonClass('primary', 'md')}>
          {orderWebTexts.browseGigs}
        </Link>
        {missing ? (
          <Link to="/" className={buttonClass('outline', 'md')}>
            {orderWebTexts.home}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
