import { gigWebTexts, type Review } from '@market/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useFormatDate } from '@/lib/hydration';
import { countryLabel } from '@/lib/value-labels';
import { Stars } from './stars';

type Props = {
  review: Review;
  /** The gig the review is about, linked (the seller page lists reviews of several gigs). */
  gig?: { _id: string; title: string };
  /** The words before the gig's title ('On'). */
  gigPrefix?: string;
};

/** One review: the reviewer (linked to their page), stars, date, text, and the gig when asked. */
export function ReviewItem({ review, gig, gigPrefix }: Props) {
  const formatDate = useFormatDate();
  return (
    <li className="space-y-2 py-5">
      <div className="flex items-center gap-3">
        <Avatar src={review.user.img} className="size-10" />
        <div className="min-w-0">
          <Link to={`/users/${review.userId}`} className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline">
            <bdi data-user-content>{review.user.username}</bdi>
          </Link>
          {review.user.country ? <p className="text-sm text-slate-500">{countryLabel(review.user.country)}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-2">
          <Stars value={review.star} />
          <span className="text-sm font-semibold text-amber-600">{review.star}</span>
        </span>
        <time dateTime={review.createdAt} className="text-sm text-slate-500">
          {gigWebTexts.reviews.on(formatDate(review.createdAt))}
        </time>
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
            <CheckCircleIcon className="size-4" />
            {gigWebTexts.reviews.verified}
          </span>
        ) : null}
      </div>
      {gig ? (
        <p className="text-sm text-slate-600">
          {gigPrefix}{' '}
          <Link to={`/gigs/${gig._id}`} className="font-medium break-words text-brand-700 hover:underline">
            <bdi data-user-content>{gig.title}</bdi>
          </Link>
        </p>
      ) : null}
      <p dir="auto" data-user-content className="whitespace-pre-line break-words text-slate-700">{review.desc}</p>
    </li>
  );
}
