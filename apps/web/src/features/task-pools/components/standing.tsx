import { formatMoney, taskPoolWorkerTexts, type WorkerPool } from '@market/shared';
import { formatNumber } from '@/lib/format';

const t = taskPoolWorkerTexts.work;

/** The caller's work in the pool: answers, those waiting for review, accuracy (or the exam's score) and earnings. */
export function Standing({ pool }: { pool: WorkerPool }) {
  const { me } = pool;
  const score = pool.isExam ? (me.exam?.score ?? null) : me.accuracy;
  const rows = [
    { label: t.answered, value: formatNumber(me.answered) },
    { label: t.pending, value: formatNumber(me.pending) },
    { label: pool.isExam ? t.examScore : t.accuracy, value: score === null ? taskPoolWorkerTexts.notYet : <bdi dir="ltr">{taskPoolWorkerTexts.percent(score)}</bdi> },
    { label: t.earned, value: <bdi dir="ltr">{formatMoney(me.earned.amount, me.earned.currency)}</bdi> },
  ];
  return (
    <section aria-labelledby="pool-standing" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id="pool-standing" className="text-base font-semibold text-slate-900">
        {t.standing}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
