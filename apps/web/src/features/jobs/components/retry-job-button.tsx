import { jobTexts, jobWebTexts, texts, type Job } from '@market/shared';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useRetryJob } from '../api';

const toastOptions = { position: 'bottom-right' as const };

/** Runs a failed or dead job again; the list then reads itself again (the job moves to another status). */
export function RetryJobButton({ job }: { job: Job }) {
  const retry = useRetryJob();
  const onClick = () =>
    retry.mutate(job._id, {
      onSuccess: (result) => toast.success(result.message || jobTexts.retried, toastOptions),
      // 404 and 409 come with the server's own text (jobTexts.notFound, jobTexts.notRetryable).
      onError: (error) => toast.error(errorMessage(error, texts.somethingWrong), toastOptions),
    });
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={retry.isPending} aria-label={jobWebTexts.retryLabel(job.type, job.key)}>
      {retry.isPending ? <Spinner decorative className="size-4" /> : null}
      {jobTexts.retry}
    </Button>
  );
}
