import { gigTexts, gigWebTexts, texts, type Gig } from '@market/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/auth-store';
import { allGigs, useDeleteGig, useMyGigs } from '../api';
import { SellerOnly } from '../components/seller-only';

const mine = gigWebTexts.mine;
const columns = [mine.columns.image, mine.columns.title, mine.columns.price, mine.columns.sales, mine.columns.actions];

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
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && gigs.length === 0 ? (
        <p role="alert" className="py-16 text-center text-red-600">
          {gigTexts.loadError}
        </p>
      ) : gigs.length === 0 ? (
        <p className="py-16 text-center text-slate-600">{mine.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {columns.map((name) => (
                  <th key={name} scope="col" className={cn('px-3 py-3 font-semibold sm:px-4', name === mine.columns.image && 'hidden sm:table-cell')}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {gigs.map((gig) => (
                <tr key={gig._id}>
                  <td className="hidden px-3 py-3 sm:px-4 sm:table-cell">
                    <img src={gig.cover} alt="" className="h-12 w-20 rounded object-cover" />
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    <Link to={`/gigs/${gig._id}`} className="font-medium text-slate-900 hover:text-brand-700">
                      {gig.title}
                    </Link>
                  </td>
                  <td className="px-3 py-3 sm:px-4 font-semibold">${gig.price}</td>
                  <td className="px-3 py-3 sm:px-4">{gig.sales}</td>
                  <td className="px-3 py-3 sm:px-4">
                    {/* Stacked on phones, where side by side they pushed Delete out of the table's box. */}
                    <div className="flex flex-col items-start gap-1 sm:flex-row sm:gap-2">
                      <Link to={`/add?edit=${gig._id}`} className={buttonClass('ghost', 'sm')} aria-label={mine.editLabel(gig.title)}>
                        {mine.edit}
                      </Link>
                      <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setConfirming(gig)} aria-label={mine.deleteLabel(gig.title)}>
                        {mine.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {mine.loadMore}
          </Button>
        </div>
      ) : null}
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title={mine.confirmTitle} size="sm">
        <p className="mt-3 text-slate-600">
          {mine.confirmText(confirming?.title ?? '')}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            {mine.cancel}
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => void confirmDelete()} disabled={remove.isPending}>
            {remove.isPending ? <Spinner decorative /> : null}
            {mine.delete}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
