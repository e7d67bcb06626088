import { inlineWebTexts, sellerWebTexts, type SellerProfile } from '@market/shared';
import type { ReactNode, RefObject } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { GigRating } from '@/features/gigs';
import { useFormatDate } from '@/lib/hydration';
import { countryLabel } from '@/lib/value-labels';

const copy = sellerWebTexts;

/** The top of the seller page: picture, name, rating, the facts and, for the owner, 'Edit profile'. */
export function ProfileSummary({ profile, onEdit, editButton }: { profile: SellerProfile; onEdit?: () => void; editButton?: RefObject<HTMLButtonElement | null> }) {
  const formatDate = useFormatDate();
  const facts: [string, ReactNode][] = [
    [copy.from, profile.country ? countryLabel(profile.country) : copy.notGiven],
    [copy.memberSince, formatDate(profile.createdAt)],
    [copy.languages, profile.languages.length ? <bdi data-user-content>{profile.languages.join(inlineWebTexts.format.listSeparator)}</bdi> : copy.notGiven],
    [copy.completedOrders, String(profile.paidOrders)],
    [copy.gigs, String(profile.gigs)],
  ];
  return (
    <section aria-labelledby="profile-name" className="rounded-lg border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={profile.img} className="size-16 sm:size-24" />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 id="profile-name" className="text-xl font-bold break-words text-slate-900 sm:text-3xl">
            <bdi data-user-content>{profile.username}</bdi>
          </h1>
          <p className="text-sm text-slate-500">{profile.isSeller ? copy.seller : copy.buyer}</p>
          <GigRating totalStars={profile.totalStars} starNumber={profile.starNumber} />
        </div>
        {onEdit ? (
          <button ref={editButton} type="button" className={buttonClass('outline', 'sm')} onClick={onEdit}>
            {copy.edit.open}
          </button>
        ) : null}
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-5 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
