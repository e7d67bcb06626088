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
 * One cell; below lg (phones, and tablets beside the sidebar) rows are stacked cards, so each
 * cell shows its own label where the hidden header row would be.
 */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn('flex gap-3 lg:table-cell lg:px-4 lg:py-3 lg:align-top', className)}>
      <span className="w-20 shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:hidden">{label}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </td>
  );
}

/** The jobs of one page of the list: a table on wide screens, a card per job on small ones. */
export function JobsTable({ jobs }: { jobs: Job[] }) {
  return (
    <Table caption={jobWebTexts.caption}>
      <THead className="hidden lg:table-header-group">
        <Th>{columns.type}</Th>
        <Th>{columns.key}</Th>
        <Th>{columns.status}</Th>
        <Th className="text-right">{columns.attempts}</Th>
        <Th>{columns.runAt}</Th>
        <Th>{columns.lastError}</Th>
        <Th>
          <span className="sr-only">{columns.actions}</span>
        </Th>
      </THead>
      <TBody>
        {jobs.map((job) => (
          <tr key={job._id} className="block space-y-2 p-4 text-slate-700 lg:table-row lg:space-y-0 lg:p-0 lg:hover:bg-slate-50">
            <Cell label={columns.type} className="lg:whitespace-nowrap">
              <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{job.type}</span>
            </Cell>
            <Cell label={columns.key} className="lg:min-w-32">
              <span className="font-mono text-xs [overflow-wrap:anywhere]">{job.key}</span>
            </Cell>
            <Cell label={columns.status}>
              <JobStatusBadge status={job.status} />
            </Cell>
            <Cell label={columns.attempts} className="lg:text-right lg:tabular-nums">
              {job.attempts}
            </Cell>
            <Cell label={columns.runAt} className="lg:whitespace-nowrap">
              <time dateTime={job.runAt}>{formatDateTime(job.runAt)}</time>
            </Cell>
            <Cell label={columns.lastError} className="lg:max-w-xs">
              <JobErrorText error={job.lastError} />
            </Cell>
            <td className={cn('pt-1 lg:table-cell lg:px-4 lg:py-3 lg:text-right lg:align-top', !retryable(job) && 'hidden')}>
              {retryable(job) ? <RetryJobButton job={job} /> : null}
            </td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
