import { jobWebTexts, type Job } from '@market/shared';
import type { ReactNode } from 'react';
import { Table, TBody, THead, Th } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { JobErrorText } from './job-error-text';
import { JobStatusBadge } from './job-status-badge';
import { RetryJobButton } from './retry-job-button';

const columns = jobWebTexts.columns;
const retryable = (job: Job) => job.status === 'failed' || job.status === 'dead';

/**
 * One cell; below xl (phones, tablets, and 1024 px screens, where the sidebar leaves the seven
 * columns too little room) rows are stacked cards, so each cell shows its own label where the
 * hidden header row would be.
 */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn('flex gap-3 xl:table-cell xl:px-4 xl:py-3 xl:align-top', className)}>
      <span className="w-20 shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase xl:hidden">{label}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </td>
  );
}

/** The jobs of one page of the list: a table on wide screens, a card per job on small ones. */
export function JobsTable({ jobs }: { jobs: Job[] }) {
  return (
    <Table caption={jobWebTexts.caption}>
      <THead className="hidden xl:table-header-group">
        <Th>{columns.type}</Th>
        <Th>{columns.key}</Th>
        <Th>{columns.status}</Th>
        <Th className="text-end">{columns.attempts}</Th>
        <Th>{columns.runAt}</Th>
        <Th>{columns.lastError}</Th>
        <Th>
          <span className="sr-only">{columns.actions}</span>
        </Th>
      </THead>
      <TBody>
        {jobs.map((job) => (
          <tr key={job._id} className="block space-y-2 p-4 text-slate-700 xl:table-row xl:space-y-0 xl:p-0 xl:hover:bg-slate-50">
            {/* A minimum width rather than nowrap: a longer type breaks (overflow-wrap anywhere) instead of widening the table past its box. */}
            <Cell label={columns.type} className="xl:min-w-44">
              <span className="font-medium text-slate-900 [overflow-wrap:anywhere]"><bdi data-user-content>{job.type}</bdi></span>
            </Cell>
            <Cell label={columns.key} className="xl:min-w-32">
              <span dir="ltr" className="font-mono text-xs [overflow-wrap:anywhere]">{job.key}</span>
            </Cell>
            <Cell label={columns.status}>
              <JobStatusBadge status={job.status} />
            </Cell>
            <Cell label={columns.attempts} className="xl:text-end xl:tabular-nums">
              {job.attempts}
            </Cell>
            <Cell label={columns.runAt} className="xl:whitespace-nowrap">
              <time dateTime={job.runAt}>{formatDateTime(job.runAt)}</time>
            </Cell>
            <Cell label={columns.lastError} className="xl:max-w-xs">
              <JobErrorText error={job.lastError} />
            </Cell>
            <td className={cn('pt-1 xl:table-cell xl:px-4 xl:py-3 xl:text-end xl:align-top', !retryable(job) && 'hidden')}>
              {retryable(job) ? <RetryJobButton job={job} /> : null}
            </td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
