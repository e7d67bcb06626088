import { gigTexts, gigWebTexts, texts, type Gig } from '@market/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ListStates, LoadMore } from '@/components/ui/paged-list';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, type Column } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { allGigs, useDeleteGig, useMyGigs } from '../api';
import { SellerOnly } from '../components/seller-only';
import { Price } from '@/components/price';

const mine = gigWebTexts.mine;

/** A table on wide screens, a card per gig on phones (where a table clipped Delete and scrolled sideways). */
const columns = (onDelete: (gig: Gig) => void): Array<Column<Gig>> => [
  {
    header: mine.columns.image,
    hideLabelWhenStacked: true,
    cell: (gig) => <img src={gig.cover} alt="" className="h-24 w-40 rounded object-cover md:h-12 md:w-20" />,
  },
  {
    header: mine.columns.title,
    hideLabelWhenStacked: true,
    className: 'md:max-w-md',
    cell: (gig) => (
      <Link to={`/gigs/${gig._id}`} className="font-medium break-words text-slate-900 hover:text-brand-700">
        <bdi data-user-content>{gig.title}</bdi>
      </Link>
    ),
  },
  { header: mine.columns.price, cell: (gig) => <span className="font-semibold"><Price dollars={gig.price} /></span> },
  { header: mine.columns.sales, cell: (gig) => gig.sales },
  {
    header: mine.columns.actions,
    hideLabelWhenStacked: true,
    cell: (gig) => (
      <div className="flex flex-wrap gap-2">
        <Link to={`/add?edit=${gig._id}`} className={buttonClass('ghost', 'sm', 'ring-1 ring-slate-200 md:ring-0')} aria-label={mine.editLabel(gig.title)}>
          {mine.edit}
        </Link>
        <Button variant="dangerGhost" size="sm" className="ring-1 ring-red-200 md:ring-0" onClick={() => onDelete(gig)} aria-label={mine.deleteLabel(gig.title)}>
          {mine.delete}
        </Button>
      </div>
    ),
  },
];

/** /myGigs: the seller's gigs with sales, edit and delete (confirmed). */
export default function MyGigsPage() {
  return (
    <SellerOnly>
      <MyGigs />
    </SellerOnly>
  );
}

function MyGigs() {
  const user = useCurrentUser()!;
  const list = useMyGigs(user._id);
  const gigs = allGigs(list.data);
  const remove = useDeleteGig();
  const [confirming, setConfirming] = useState<Gig | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming._id);
      toast.success(mine.deleted);
      setConfirming(null);
    } catch (error) {
      toast.error(errorMessage(error, texts.somethingWrong));
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{mine.heading}</h1>
        <Link to="/add" className={buttonClass('primary')}>
          {mine.add}
        </Link>
      </div>
      <ListStates query={list} count={gigs.length} errorText={gigTexts.loadError} empty={<p className="py-16 text-center text-slate-600">{mine.empty}</p>}>
        <ResponsiveTable caption={mine.heading} className="mt-6" columns={columns(setConfirming)} rows={gigs} rowKey={(gig) => gig._id} />
      </ListStates>
      <LoadMore query={list} errorText={gigTexts.loadError}>
        {mine.loadMore}
      </LoadMore>
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title={mine.confirmTitle} size="sm">
        <p className="mt-3 text-slate-600">
          {mine.confirmText(confirming?.title ?? '')}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            {mine.cancel}
          </Button>
          <Button variant="dangerDark" onClick={() => void confirmDelete()} disabled={remove.isPending}>
            {remove.isPending ? <Spinner decorative /> : null}
            {mine.delete}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
