import { qaWebTexts, taskStatuses, taskStatusFilters, taskTexts, taskWebTexts, type TaskStatus } from '@market/shared';
import { SelectField } from '@/components/ui/select-field';
import { useCurrentUser } from '@/lib/auth-store';
import { usePageParams } from '@/components/ui/use-page-params';
import { TaskListView } from '../components/task-list-view';

/** /dashboard/tasks: admins see every task, a worker their own; filter by status (SPEC 2). */
export default function TaskListPage() {
  const user = useCurrentUser()!;
  const { page, perPage, params, setPage, setPerPage, setFilter } = usePageParams();
  const asked = params.get('status') ?? '';
  const status = (taskStatuses as readonly string[]).includes(asked) ? (asked as TaskStatus) : '';

  return (
    <section className="mx-auto max-w-6xl p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{taskWebTexts.listHeading(user.isAdmin)}</h1>
      <TaskListView
        scope={user.isAdmin ? 'all' : { assignee: user._id }}
        page={page}
        perPage={perPage}
        status={status}
        emptyText={taskTexts.listEmpty}
        caption={taskWebTexts.listCaption}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
        toolbar={
          <SelectField
            label={taskWebTexts.status}
            value={status}
            onValueChange={(value) => setFilter('status', value || null)}
            options={taskStatusFilters.map((f) => ({ value: f.value as TaskStatus | '', label: qaWebTexts.taskStatusFilterLabels[f.value] }))}
          />
        }
      />
    </section>
  );
}
