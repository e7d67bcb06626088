import { jobListStatuses, jobTexts, jobWebTexts } from '@market/shared';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useJobs, type JobListStatus } from '../api';
import { JobsTable } from '../components/jobs-table';

const statusOptions = jobListStatuses.map((status) => ({ value: status, label: jobTexts.statusLabels[status] }));

/** The status asked for in the address (`?status=dead`), else the server's default, failed. */
function statusFrom(params: URLSearchParams): JobListStatus {
  const asked = params.get('status');
  return (jobListStatuses as readonly string[]).includes(asked ?? '') ? (asked as JobListStatus) : 'failed';
}

/** /dashboard/jobs: the server's background jobs by status, with Retry on failed and dead ones (admins). */
export default function JobsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const jobs = useJobs(status);
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];

  let body;
  if (jobs.isPending) body = <Spinner label={jobWebTexts.loading} className="text-brand-700" />;
  else if (jobs.isError && list.length === 0) body = <p className="rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">{jobWebTexts.loadFailed}</p>;
  else if (list.length === 0) body = <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">{jobTexts.empty}</p>;
  else body = <JobsTable jobs={list} />;

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <PageHeader title={jobTexts.title} description={jobWebTexts.description}>
        <SelectField label={jobTexts.filterLabel} value={status} onValueChange={(next) => setParams({ status: next })} options={statusOptions} />
      </PageHeader>
      <div aria-busy={jobs.isFetching} className={jobs.isFetching && !jobs.isPending ? 'opacity-70 transition-opacity' : undefined}>
        {body}
      </div>
      {jobs.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void jobs.fetchNextPage()} disabled={jobs.isFetchingNextPage}>
            {jobs.isFetchingNextPage ? <Spinner decorative className="size-4" /> : null}
            {jobWebTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
