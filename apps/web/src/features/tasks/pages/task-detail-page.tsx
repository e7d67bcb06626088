import { useState, type ReactNode } from 'react';
import { taskRewardWebTexts, taskTexts, taskWebTexts, type Submission, type Task, type TaskStatus, actorOf, canSubmitWork } from '@market/shared';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
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
import { StatusSelect, WorkerStatusSelect } from '../components/status-select';
import { SubmitWork } from '../components/submit-work';
import { formatReward } from '../reward';
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

/** What the assignee sees once their work is approved: that it is, and the work itself, read-only. */
function ApprovedWork({ submission }: { submission: Submission | null }) {
  return (
    <div className="space-y-4">
      <p className="font-medium text-brand-800">{copy.completed}</p>
      {submission ? (
        <section aria-label={copy.yourWork} className="space-y-3 border-t border-slate-100 pt-4">
          <p dir="auto" data-user-content className="whitespace-pre-line text-slate-800">{submission.desc}</p>
          {submission.attachments.length ? <AttachmentGrid files={submission.attachments} label={copy.yourImages} /> : null}
        </section>
      ) : null}
    </div>
  );
}

/** /dashboard/tasks/:id: the task, its files, and the work: submitted by the assignee, reviewed by admins (SPEC 2). */
export default function TaskDetailPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser()!;
  const task = useTask(id);
  // Admins read every submission of the task, the current assignee's among them (earlier workers'
  // are read-only); the assignee reads only their own. One request either way.
  const history = useTaskSubmissions(id, user.isAdmin);
  const own = useSubmission(id, !user.isAdmin);
  const submissions = user.isAdmin ? history : own;
  // The assignee's choice, sent with the next submission (SPEC 4); starts from the task's status.
  const [workerStatus, setWorkerStatus] = useState<TaskStatus | null>(null);

  if (task.isPending || submissions.isPending) return <PageSpinner />;
  if (task.isError || submissions.isError) return <p className="m-6 rounded-lg bg-red-50 px-4 py-6 text-center font-medium text-red-700">{taskTexts.detailFailed}</p>;

  const t = task.data;
  const assigneeId = t.assignee?._id ?? null;
  const current = user.isAdmin ? (history.data?.submissions.find((s) => s.userId === assigneeId) ?? null) : (own.data ?? null);
  const earlier = history.data?.submissions.filter((s) => s.userId !== assigneeId) ?? [];
  const isAssignee = canSubmitWork(actorOf(user), { assigneeId });
  const closed = t.status === 'Complete';
  const chosen: TaskStatus = workerStatus ?? (t.status === 'To Do' ? 'To Do' : 'In Progress');

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 dir="auto" className="text-2xl font-bold text-slate-900"><bdi data-user-content>{t.title}</bdi></h1>
          <StatusBadge status={t.status} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-slate-500">{copy.assignee}</dt>
            <dd className="mt-1 flex items-center gap-2 font-medium text-slate-900">
              {t.assignee ? (
                <>
                  <Avatar src={t.assignee.img} name={t.assignee.username} className="size-6" />
                  <bdi data-user-content>{t.assignee.username}</bdi>
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
            <dt className="text-slate-500">{taskRewardWebTexts.detail}</dt>
            <dd className="mt-1 font-medium text-slate-900 tabular-nums">{formatReward(t.reward)}</dd>
          </div>
          <div>
            <dt className="sr-only">{copy.changeStatus}</dt>
            <dd>
              {user.isAdmin ? (
                <AdminStatus task={t} />
              ) : isAssignee && !closed ? (
                <WorkerStatusSelect value={chosen} current={t.status} onChange={setWorkerStatus} />
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
        <p dir="auto" data-user-content className="whitespace-pre-line text-slate-700">{t.desc}</p>
      </Card>

      {t.attachments.length ? (
        <Card title={copy.attachedFiles}>
          <AttachmentGrid files={t.attachments} label={copy.attachedFiles} />
        </Card>
      ) : null}

      {isAssignee ? (
        <Card title={closed ? copy.yourWork : copy.submitWork}>
          {closed ? (
            <ApprovedWork submission={current} />
          ) : (
            <SubmitWork key={current?._id ?? 'new'} taskId={t._id} submission={current} status={chosen} />
          )}
        </Card>
      ) : null}

      {user.isAdmin ? (
        <Card title={copy.submittedWork}>
          <ReviewPanel taskId={t._id} submission={current} status={t.status} reassigned={!!t.assignee && earlier.length > 0} />
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
