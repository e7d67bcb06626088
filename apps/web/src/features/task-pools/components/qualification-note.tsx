import { taskPoolWorkerTexts, type PoolStanding } from '@market/shared';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';

const t = taskPoolWorkerTexts.find;

type Qualification = NonNullable<PoolStanding['qualification']>;

/** 'Pass the exam first: <exam>' with a link to the exam's pool, and when a failed exam may be taken again. */
export function QualificationNote({ qualification }: { qualification: Qualification }) {
  return (
    <div className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
      <p>
        {t.passExamFirst}{' '}
        <Link to={`/work/${encodeURIComponent(qualification.poolId)}`} className="font-semibold break-words text-amber-950 underline underline-offset-2 hover:no-underline">
          <bdi data-user-content>{qualification.title}</bdi>
        </Link>
      </p>
      {qualification.state === 'failed' ? (
        <p className="mt-1">
          {t.examFailed}
          {qualification.retryAt ? ` ${t.retryFrom(formatDateTime(qualification.retryAt))}` : null}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the pool waits for its exam to be passed. */
export const examPending = (standing: PoolStanding): Qualification | null =>
  standing.qualification && standing.qualification.state !== 'passed' ? standing.qualification : null;
