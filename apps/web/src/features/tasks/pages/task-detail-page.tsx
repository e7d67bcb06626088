import { useState, type ReactNode } from 'react';
import { taskTexts, taskWebTexts, type Task, type TaskStatus, actorOf, canSubmitWork } from '@market/shared';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Avatar } from '@/components/ui/avatar';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { useSubmission, useTask, useTaskSubmissions, useUpdateTask } from '../api';
import { AttachmentGrid } from '../components/attachment-grid';
import { DeadlineText } from '../components/deadline-text';
import { EarlierSubmissions } from '../components/earlier-submissions';
import { ReviewPanel } from '../components/review-panel';
import { StatusBadge } from '../components/status-badge';
import { StatusSelect } from '../components/status-select';
import { SubmitWork } from '../components/submit-work';
import { taskToast } from '../toasts';

const copy = taskWebTexts.detail;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The admin's status choice is saved at once ('Status updated successfully'). */
function AdminStatus({ task }: { task: Task }) {
  const update = useUpdateTask(task._id);
  return (
    <StatusSelect
      value={task.status}
      isAdmin
      disabled={update.isPending}
      onChange={(status) =>
        update.mutate(
          { status },
          {
            onSuccess: (result) => toast.success(result.message || taskTexts.statusUpdated, taskToast),
            onError: (error) => toast.error(errorMessage(error, taskTexts.detailFailed), taskToast),
          },
        )
      }
    />
  );
}

/** /dashboard/tasks/:id: the task, its files, and the work: submitted by the assignee, reviewed by admins (SPEC 2). */
export default function TaskDetailPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser()!;
  const task = useTask(id);
  const submission = useSubmission(id);
  // Admins also see the work of workers the task was assigned to before (read-only).
  const history = useTaskSubmissions(id, user.isAdmin);
  // The assignee's choice, sent with the next submission (SPEC 4); starts from the task's status.
  const [workerStatus, setWorkerStatus] = useState<TaskStatus | null>(null);

  if (task.isPending || submission.isPending) return <PageSpinner />;
  if (task.isError || submission.isError) return <p className="m-6 rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">{taskTexts.detailFailed}</p>;

  const t = task.data;
  const isAssignee = canSubmitWork(actorOf(user), { assigneeId: t.assignee?._id ?? null });
  const closed = t.status === 'Complete';
  const earlier = history.data?.submissions.filter((s) => s.userId !== t.assignee?._id) ?? [];
  const chosen: TaskStatus = workerStatus ?? (t.status === 'To Do' ? 'To Do' : 'In Progress');

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
          <StatusBadge status={t.status} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{copy.assignee}</dt>
            <dd className="mt-1 flex items-center gap-2 font-medium text-slate-900">
              {t.assignee ? (
                <>
                  <Avatar src={t.assignee.img} className="size-6" />
                  {t.assignee.username}
                </>
              ) : (
                copy.unassigned
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{copy.deadline}</dt>
            <dd className="mt-1">
              <DeadlineText deadline={t.deadline} />
            </dd>
          </div>
          <div>
            <dt className="sr-only">{copy.changeStatus}</dt>
            <dd>
              {user.isAdmin ? (
                <AdminStatus task={t} />
              ) : isAssignee ? (
                <StatusSelect value={chosen} isAdmin={false} disabled={closed} onChange={setWorkerStatus} />
              ) : null}
            </dd>
          </div>
        </dl>
      </header>

      {t.feedback ? (
        <section aria-label={copy.feedback} className="rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="font-semibold text-amber-900">{copy.feedbackHeading}</h2>
          <p className="mt-2 whitespace-pre-line text-amber-900">{t.feedback}</p>
        </section>
      ) : null}

      <Card title={copy.description}>
        <p className="whitespace-pre-line text-slate-700">{t.desc}</p>
      </Card>

      {t.attachments.length ? (
        <Card title={copy.attachedFiles}>
          <AttachmentGrid files={t.attachments} label={copy.attachedFiles} />
        </Card>
      ) : null}

      {isAssignee ? (
        <Card title={copy.submitWork}>
          {closed ? (
            <p className="font-medium text-brand-800">{copy.completed}</p>
          ) : (
            <SubmitWork key={submission.data?._id ?? 'new'} taskId={t._id} submission={submission.data} status={chosen} />
          )}
        </Card>
      ) : null}

      {user.isAdmin ? (
        <Card title={copy.submittedWork}>
          <ReviewPanel taskId={t._id} submission={submission.data} status={t.status} reassigned={!!t.assignee && earlier.length > 0} />
        </Card>
      ) : null}

      {user.isAdmin && history.isError ? (
        <Card title={taskWebTexts.earlier.heading}>
          <p className="text-red-700">{taskWebTexts.earlier.loadFailed}</p>
        </Card>
      ) : null}

      {user.isAdmin && earlier.length ? (
        <Card title={taskWebTexts.earlier.heading}>
          <EarlierSubmissions submissions={earlier} />
        </Card>
      ) : null}
    </div>
  );
}
