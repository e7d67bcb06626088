import { useId } from 'react';
import { taskWebTexts, type WorkerSubmission } from '@market/shared';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format';
import { AttachmentGrid } from './attachment-grid';
import { StatusBadge } from './status-badge';

const copy = taskWebTexts.earlier;

/** One earlier worker's submission, as they left it: who, when, the status they set, what and the files. */
function EarlierSubmission({ submission }: { submission: WorkerSubmission }) {
  const headingId = useId();
  const name = submission.worker.username;

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
          <Avatar src={submission.worker.img} name={submission.worker.username} className="size-7" />
          <span className="min-w-0 break-words"><bdi data-user-content>{name}</bdi></span>
        </h3>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="text-slate-500">{copy.submitted}</dt>
            <dd className="font-medium text-slate-800">
              <time dateTime={submission.updatedAt}>{formatDate(submission.updatedAt)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-slate-500">{copy.status}</dt>
            <dd>
              <StatusBadge status={submission.status} />
            </dd>
          </div>
        </dl>
      </header>
      <p dir="auto" data-user-content className="whitespace-pre-line break-words text-slate-800">{submission.desc}</p>
      {submission.attachments.length ? (
        <AttachmentGrid files={submission.attachments} label={copy.files(name)} />
      ) : (
        <p className="text-sm text-slate-500">{copy.noFiles}</p>
      )}
    </article>
  );
}

/** The work of workers the task was assigned to before (admins; read-only: nothing here can be changed). */
export function EarlierSubmissions({ submissions }: { submissions: WorkerSubmission[] }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{copy.intro}</p>
      <ul aria-label={copy.list} className="space-y-4">
        {submissions.map((submission) => (
          <li key={submission._id}>
            <EarlierSubmission submission={submission} />
          </li>
        ))}
      </ul>
    </div>
  );
}
