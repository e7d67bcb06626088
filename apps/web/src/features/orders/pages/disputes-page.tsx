import { disputeWebTexts } from '@market/shared';
import { useEffect } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { usePageParams } from '@/components/ui/use-page-params';
import { useDisputes } from '../api';
import { DisputesTable } from '../components/disputes-table';

/** /dashboard/disputes: the disputed orders, most recently changed first; each opens its order page, where the admin resolves it (admins). */
export default function DisputesPage() {
  const { page, perPage, setPage, setPerPage } = usePageParams();
  const disputes = useDisputes(page, perPage);
  const rows = disputes.data?.orders ?? [];
  const totalPages = disputes.data?.totalPages ?? 1;
  // A resolution can empty the last page: show the new last one.
  const lastPage = Math.max(totalPages, 1);
  const beyondEnd = !!disputes.data && !disputes.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (beyondEnd) setPage(lastPage);
  }, [beyondEnd, lastPage, setPage]);

  const message = disputes.isPending ? (
    <Spinner label={disputeWebTexts.loading} className="text-brand-700" />
  ) : disputes.isError ? (
    disputeWebTexts.loadFailed
  ) : rows.length === 0 ? (
    disputeWebTexts.empty
  ) : null;

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <PageHeader title={disputeWebTexts.heading} description={disputeWebTexts.description} />
      <DisputesTable rows={rows} message={message} />
      <Pagination page={page} totalPages={totalPages} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} />
    </div>
  );
}
