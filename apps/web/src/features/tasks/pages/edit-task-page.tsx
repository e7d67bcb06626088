import { useEffect, useRef } from 'react';
import { taskTexts, taskWebTexts } from '@market/shared';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useTask, useUpdateTask } from '../api';
import { TaskForm, taskFormFields, toLocalInput, toTaskPayload } from '../components/task-form';
import { taskToast } from '../toasts';

/** SPEC 9: back to the task list 4 s after saving. */
const backToListMs = 4000;

/** /dashboard/update-task/:id: the task form filled in, 'Update Task'. */
export default function EditTaskPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const task = useTask(id);
  const update = useUpdateTask(id);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  let body;
  if (task.isPending) body = <p className="py-10 text-center text-slate-600">{taskWebTexts.loading}</p>;
  else if (task.isError) body = <p className="rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">{taskTexts.editLoadFailed}</p>;
  else {
    const t = task.data;
    // A Complete task's reward was paid: it cannot change (the server refuses with 409 rewardLocked).
    const rewardLocked = t.status === 'Complete';
    body = (
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
        <TaskForm
          defaultValues={{ title: t.title, desc: t.desc, assignee: t.assignee, deadline: toLocalInput(t.deadline), reward: String(t.reward ?? 0), files: t.attachments }}
          rewardLocked={rewardLocked}
          submitLabel={taskWebTexts.editSubmit}
          onSubmit={async (values, setError) => {
            try {
              const { reward, ...rest } = toTaskPayload(values);
              const result = await update.mutateAsync(rewardLocked ? rest : { ...rest, reward });
              toast.success(result.message, taskToast);
              timer.current = setTimeout(() => navigate('/dashboard/tasks'), backToListMs);
            } catch (error) {
              applyServerErrors({ setError }, error, taskFormFields);
              if (error instanceof ApiRequestError && error.status === 409 && error.message === taskTexts.rewardLocked) setError('reward', { message: taskTexts.rewardLocked });
              toast.error(errorMessage(error, taskTexts.listFailed), taskToast);
            }
          }}
        />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-3xl p-4 sm:p-6">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{taskWebTexts.editHeading}</h1>
      {body}
    </section>
  );
}
