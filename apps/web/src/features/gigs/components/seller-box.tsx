import { gigWebTexts, inlineWebTexts, type GigDetail } from '@market/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ContactButton } from '@/features/messages';
import { useSellerProfile } from '@/features/sellers';
import { useCurrentUser } from '@/lib/auth-store';
import { useFormatDate } from '@/lib/hydration';
import { countryLabel } from '@/lib/value-labels';
import { GigRating } from './stars';

const copy = gigWebTexts.seller;

/**
 * 'About The Seller' with figures computed by the server (not the spec's hard-coded ones). The
 * name and picture lead to the seller's page; the languages come from their public profile.
 */
export function SellerBox({ seller }: { seller: GigDetail['seller'] }) {
  const formatDate = useFormatDate();
  const me = useCurrentUser();
  const profile = useSellerProfile(seller._id);
  const facts: [string, ReactNode][] = [
    [copy.from, seller.country ? countryLabel(seller.country) : copy.notGiven],
    [copy.memberSince, formatDate(seller.createdAt)],
    [copy.completedOrders, String(seller.paidOrders)],
    [copy.gigs, String(seller.gigs)],
    [copy.languages, profile.isPending ? '…' : profile.data?.languages.length ? <bdi data-user-content>{profile.data.languages.join(inlineWebTexts.format.listSeparator)}</bdi> : copy.notGiven],
  ];
  return (
    <section aria-labelledby="seller-title" className="space-y-4">
      <h2 id="seller-title" className="text-xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      {/* Wraps on narrow phones, where the name, the stars and Contact me do not fit one line. */}
      <div className="flex flex-wrap items-center gap-4">
        <Link to={`/users/${seller._id}`} aria-hidden="true" tabIndex={-1} className="shrink-0">
          <Avatar src={seller.img} className="size-16" />
        </Link>
        <div className="min-w-0">
          <Link to={`/users/${seller._id}`} aria-label={copy.profile(seller.username)} className="block font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline">
            <bdi data-user-content>{seller.username}</bdi>
          </Link>
          <GigRating totalStars={seller.totalStars} starNumber={seller.starNumber} />
        </div>
        {/* Visitors get the login modal from the button; a seller has no one to write to on their own gig. */}
        {me?._id === seller._id ? null : <ContactButton userId={seller._id} className="ms-auto" />}
      </div>
      <div className="rounded-lg border border-slate-200 p-5">
        <dl className="grid grid-cols-2 gap-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {seller.desc ? <p dir="auto" data-user-content className="mt-4 border-t border-slate-200 pt-4 whitespace-pre-line text-slate-700">{seller.desc}</p> : null}
      </div>
    </section>
  );
}
