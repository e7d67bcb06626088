import { formatMoney, inlineWebTexts, taskPoolWorkerTexts, type WorkerPool } from '@market/shared';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { skillLabel } from '@/lib/value-labels';

const t = taskPoolWorkerTexts.find;

/** A pool's reward per answer in rupees ('Rs 50'), kept left to right inside Urdu text. */
export function Reward({ rupees }: { rupees: number }) {
  return <bdi dir="ltr">{formatMoney(rupees * 100, 'PKR')}</bdi>;
}

/** Reward per answer, items left and the time an item is held: the facts a worker picks a pool by. */
export function PoolFacts({ pool, className }: { pool: Pick<WorkerPool, 'reward' | 'itemsLeft' | 'claimMinutes'>; className?: string }) {
  const facts = [
    { label: t.reward, value: <Reward rupees={pool.reward} /> },
    { label: t.itemsLeft, value: formatNumber(pool.itemsLeft) },
    { label: t.claimTime, value: inlineWebTexts.counts.minutes(pool.claimMinutes) },
  ];
  return (
    <dl className={cn('grid grid-cols-3 gap-3', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-slate-600">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The skills a pool is for, as labels. */
export function SkillList({ skills }: { skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label={t.skills} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {skillLabel(skill)}
        </li>
      ))}
    </ul>
  );
}

/** The badge of an exam pool. */
export function ExamBadge() {
  return <span className="inline-flex shrink-0 items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">{t.exam}</span>;
}
