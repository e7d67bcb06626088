import { gigTexts } from '@market/shared';
import { ListStates } from '@/components/ui/paged-list';
import { allGigs, useMyGigs } from '../api';
import { GigGrid } from './gig-grid';

type Props = { userId: string; label: string; emptyText: string; loadMoreText: string };

/** A user's gigs as cards, newest first, paged (the seller page). The same query as My gigs: one cache for both. */
export function UserGigs({ userId, label, emptyText, loadMoreText }: Props) {
  const list = useMyGigs(userId);
  const gigs = allGigs(list.data);
  return (
    <ListStates layout="section" query={list} count={gigs.length} errorText={gigTexts.loadError} empty={<p className="text-slate-600">{emptyText}</p>}>
      <GigGrid label={label} gigs={gigs} query={list} loadMoreText={loadMoreText} />
    </ListStates>
  );
}
