import { taskPoolWorkerTexts, type WorkerPool } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ExamBadge, PoolFacts, SkillList } from './pool-facts';
import { examPending, QualificationNote } from './qualification-note';

const t = taskPoolWorkerTexts.find;

/** What the caller did in the pool so far: answers and accuracy, or an exam's best score. */
function Progress({ pool }: { pool: WorkerPool }) {
  const { me } = pool;
  const parts: string[] = [];
  if (pool.isExam && me.exam?.score != null) parts.push(t.bestScore(me.exam.score));
  else if (me.answered > 0) {
    parts.push(t.yourWork(me.answered));
    if (me.accuracy !== null) parts.push(t.yourAccuracy(me.accuracy));
  }
  return parts.length ? <p className="text-sm text-slate-600">{parts.join(' · ')}</p> : null;
}

/** One open pool on 'Find work': its facts and skills, then Start, or the exam to pass first. */
export function PoolCard({ pool }: { pool: WorkerPool }) {
  const exam = examPending(pool.me);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className="space-y-1">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">
            <bdi data-user-content>{pool.title}</bdi>
          </h2>
          {pool.isExam ? <ExamBadge /> : null}
        </div>
        {pool.isExam ? <p className="text-sm text-slate-600">{t.examHint}</p> : null}
      </div>
      <PoolFacts pool={pool} className="text-sm" />
      <SkillList skills={pool.skills} />
      <Progress pool={pool} />
      <div className="mt-auto pt-1">
        {exam ? (
          <QualificationNote qualification={exam} />
        ) : (
          <Link to={`/work/${encodeURIComponent(pool._id)}`} aria-label={t.startPool(pool.title)} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
            {t.start}
          </Link>
        )}
      </div>
    </li>
  );
}
