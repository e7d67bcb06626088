import { useEffect, type ReactNode } from 'react';
import { taskTexts, type TaskStatus } from '@market/shared';
import { Pagination } from '@/components/ui/pagination';
import type { PageSize } from '@/components/ui/use-page-params';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth-store';
import { useTaskList } from '../api';
import { TaskTable } from './task-table';

type TaskListViewProps = {
  scope: 'all' | { assignee: string };
  page: number;
  perPage: PageSize;
  status: TaskStatus | '';
  emptyText: string;
  caption: string;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: PageSize) => void;
  /** Shown above the table (the status filter). */
  toolbar?: ReactNode;
};

/** One page of tasks with spinner, error and empty texts and pagination (SPEC 2 Task list, My tasks). */
export function TaskListView({ scope, page, perPage, status, emptyText, caption, onPageChange, onPerPageChange, toolbar }: TaskListViewProps) {
  const user = useCurrentUser();
  const list = useTaskList(scope, { page, limit: perPage, status });
  const totalPages = list.data?.totalPages ?? 0;

  // After a delete or a filter change the page asked for may no longer exist: show the last one.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);

  let body: ReactNode;
  if (list.isPending) body = <PageSpinner />;
  else if (list.isError) body = <p className="rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">{taskTexts.listFailed}</p>;
  else if (list.data.tasks.length === 0) body = <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">{emptyText}</p>;
  else body = <TaskTable tasks={list.data.tasks} isAdmin={!!user?.isAdmin} caption={caption} />;

  return (
    <div className="space-y-4">
      {toolbar}
      <div aria-busy={list.isFetching} className={list.isFetching && !list.isPending ? 'opacity-70 transition-opacity' : undefined}>
        {body}
      </div>
      {list.isSuccess && totalPages > 0 ? (
        <Pagination page={page} totalPages={totalPages} perPage={perPage} onPageChange={onPageChange} onPerPageChange={onPerPageChange} />
      ) : null}
    </div>
  );
}
