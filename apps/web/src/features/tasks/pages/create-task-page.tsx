import { taskTexts, taskWebTexts } from '@market/shared';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/auth-store';
import { useCreateTask } from '../api';
import { TaskForm, taskFormFields, toTaskPayload } from '../components/task-form';
import { taskToast } from '../toasts';

/** /dashboard/create-task (and /dashboard for admins): the 'Create Task' form; others are told they may not. */
export default function CreateTaskPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateTask();

  if (!user?.isAdmin) {
    return <p className="m-6 rounded-lg bg-amber-50 px-4 py-6 text-center font-medium text-amber-800">{taskTexts.noPermissionCreate}</p>;
  }

  return (
    <section className="mx-auto max-w-3xl p-4 sm:p-6">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{taskWebTexts.createHeading}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
        <TaskForm
          defaultValues={{ title: '', desc: '', assignee: null, deadline: '', reward: '0', files: [] }}
          submitLabel={taskWebTexts.createSubmit}
          onSubmit={async (values, setError) => {
            try {
              const result = await create.mutateAsync(toTaskPayload(values));
              toast.success(result.message || taskTexts.created, taskToast);
              // The list where the new task shows, rather than SPEC 2's My Tasks (decision 0120).
              navigate('/dashboard/tasks');
            } catch (error) {
              // A refused field (the reward out of range) shows its reason beside it as well.
              applyServerErrors({ setError }, error, taskFormFields);
              toast.error(errorMessage(error, taskTexts.listFailed), taskToast);
            }
          }}
        />
      </div>
    </section>
  );
}
