import { gigTexts, gigWebTexts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ListStates } from '@/components/ui/paged-list';
import { useCurrentUser } from '@/lib/auth-store';
import { allGigs } from '../api';
import { GigGrid } from '../components/gig-grid';
import { useSavedGigs } from '../saved-api';

const copy = gigWebTexts.saved;

/** /saved: the gigs the signed-in user saved, most recent first (the router's guard asks visitors to sign in). */
export default function SavedPage() {
  const user = useCurrentUser()!;
  const list = useSavedGigs(user._id);
  const gigs = allGigs(list.data);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <div className="mt-6">
        <ListStates
          query={list}
          count={gigs.length}
          errorText={gigTexts.loadError}
          empty={
            <div className="flex flex-col items-center gap-4 py-16 text-center">
              <p className="text-lg text-slate-600">{copy.empty}</p>
              <Link to="/gigs" className={buttonClass('primary')}>
                {copy.browse}
              </Link>
            </div>
          }
        >
          <GigGrid label={copy.gigs} gigs={gigs} query={list} loadMoreText={copy.loadMore} />
        </ListStates>
      </div>
    </div>
  );
}
