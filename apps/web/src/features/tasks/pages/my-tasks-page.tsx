import { taskTexts, taskWebTexts } from '@market/shared';
import { useCurrentUser } from '@/lib/auth-store';
import { usePageParams } from '@/components/ui/use-page-params';
import { TaskListView } from '../components/task-list-view';

/** /dashboard/my-tasks: the signed-in user's tasks, pagination only (SPEC 2). */
export default function MyTasksPage() {
  const user = useCurrentUser()!;
  const { page, perPage, setPage, setPerPage } = usePageParams();
  return (
    <section className="mx-auto max-w-6xl p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{taskWebTexts.myTasksHeading}</h1>
      <TaskListView
        scope={{ assignee: user._id }}
        page={page}
        perPage={perPage}
        status=""
        emptyText={taskTexts.myTasksEmpty}
        caption={taskWebTexts.myTasksCaption}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
      />
    </section>
  );
}
