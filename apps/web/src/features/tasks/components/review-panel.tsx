import { useRef, useState } from 'react';
import { taskTexts, taskWebTexts, type Submission, type TaskStatus } from '@market/shared';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useUpdateTask } from '../api';
import { taskToast } from '../toasts';
import { AttachmentGrid } from './attachment-grid';
import { StatusBadge } from './status-badge';

const copy = taskWebTexts.review;

/**
 * What the admin sees of the current assignee's submitted work, with approve ('Complete') or send back
 * ('In Complete') and feedback. `reassigned`: earlier workers' work exists (listed apart, read-only).
 */
export function ReviewPanel({ taskId, submission, status, reassigned = false }: { taskId: string; submission: Submission | null; status: TaskStatus; reassigned?: boolean }) {
  const update = useUpdateTask(taskId);
  const [feedback, setFeedback] = useState('');
  const [feedbackError, setFeedbackError] = useState<string | undefined>();
  const feedbackRef = useRef<HTMLTextAreaElement>(null);

  if (!submission) return <p className="text-slate-600">{reassigned ? copy.noneSinceReassigned : copy.none}</p>;

  const decide = (next: TaskStatus) => {
    // Work sent back without a word leaves the worker guessing: say what to change.
    if (next === 'In Complete' && !feedback.trim()) {
      setFeedbackError(copy.feedbackRequired);
      feedbackRef.current?.focus();
      return;
    }
    update.mutate(
      { status: next, ...(feedback.trim() ? { feedback: feedback.trim() } : {}) },
      {
        onSuccess: (result) => {
          toast.success(result.message || taskTexts.statusUpdated, taskToast);
          setFeedback('');
        },
        onError: (error) => toast.error(errorMessage(error, taskTexts.detailFailed), taskToast),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{copy.submittedAt(formatDateTime(submission.updatedAt))}</span>
        <span aria-hidden="true">·</span>
        <span>{copy.submittedAs}</span>
        <StatusBadge status={submission.status} />
      </div>
      <p dir="auto" data-user-content className="whitespace-pre-line text-slate-800">{submission.desc}</p>
      {submission.attachments.length ? <AttachmentGrid files={submission.attachments} label={copy.submittedImages} /> : null}
      {status === 'Complete' ? (
        <p className="font-medium text-brand-800">{copy.approved}</p>
      ) : (
        <div className="space-y-3 border-t border-slate-100 pt-4">
          <TextareaField
            ref={feedbackRef}
            label={copy.feedback}
            rows={3}
            value={feedback}
            error={feedbackError}
            onChange={(event) => {
              setFeedback(event.target.value);
              if (event.target.value.trim()) setFeedbackError(undefined);
            }}
            className="min-h-20"
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => decide('Complete')} disabled={update.isPending}>
              {copy.approve}
            </Button>
            <Button variant="dangerOutline" onClick={() => decide('In Complete')} disabled={update.isPending}>
              {copy.sendBack}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
