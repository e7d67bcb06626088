import { gigWebTexts, type Gig } from '@market/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { SaveButton } from './save-button';
import { GigRating } from './stars';
import { Price } from '@/components/price';

/** SPEC 9: card descriptions are cut at 60 characters. */
const cut = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max)}...` : text);

/**
 * One gig of a list: cover, seller, the gig's title with its description's first 60 characters
 * beneath (a cover need not show the title), rating and starting price. The gig's link
 * covers the whole card (its ::after); the seller's link and the heart sit above it, so a card
 * holds three separate controls and no control inside another. The first row's covers are above
 * the fold: `eager` loads them at once (lazy would wait for layout), and the very first is the
 * page's largest paint on a phone (the server also preloads it).
 */
export function GigCard({ gig, eager = false, first = false }: { gig: Gig; eager?: boolean; first?: boolean }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs transition hover:shadow-md">
      <img
        src={gig.cover}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        width={400}
        height={250}
        className="aspect-[8/5] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Link to={`/users/${gig.userId}`} className="relative z-10 flex items-center gap-2 self-start rounded-md hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          <Avatar src={gig.seller.img} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900"><bdi data-user-content>{gig.seller.username}</bdi></span>
            <span className="block text-xs text-slate-500">{gig.seller.isSeller ? gigWebTexts.card.seller : gigWebTexts.card.buyer}</span>
          </span>
        </Link>
        <h2 dir="auto" className="text-base leading-snug font-semibold break-words text-slate-900 group-hover:text-brand-800">
          <Link to={`/gigs/${gig._id}`} className="outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-brand-600 focus-visible:after:ring-inset">
            <bdi data-user-content>{gig.title}</bdi>
          </Link>
        </h2>
        <p dir="auto" data-user-content className="text-sm leading-snug break-words text-slate-600">{cut(gig.desc)}</p>
        <GigRating totalStars={gig.totalStars} starNumber={gig.starNumber} className="mt-auto" />
      </div>
      <div className="flex items-center justify-between border-t border-slate-100 px-4 py-3">
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{gigWebTexts.card.startingAt}</span>
        <span className="text-lg font-bold text-slate-900"><Price dollars={gig.price} /></span>
      </div>
      {/* Last in reading order, drawn over the cover's corner. */}
      <SaveButton gigId={gig._id} className="absolute top-3 end-3 z-10" />
    </li>
  );
}
