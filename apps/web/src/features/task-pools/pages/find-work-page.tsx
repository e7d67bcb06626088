import { taskPoolWorkerTexts } from '@market/shared';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { PoolCard } from '../components/pool-card';
import { WorkPageShell } from '../components/work-page-shell';
import { useAvailablePools } from '../worker-api';

const t = taskPoolWorkerTexts.find;
const linkClass = 'font-medium text-brand-700 hover:underline';

/**
 * /work, for verified workers: the open pools of their skills as cards (reward per answer, items
 * left, time per item, skills; the exams too), each with Start or the exam to pass first.
 */
export default function FindWorkPage() {
  const pools = useAvailablePools();

  let content;
  if (pools.isPending) content = <PageSpinner />;
  else if (pools.isError) {
    content = (
      <p role="alert" className="py-16 text-center text-lg font-medium text-red-700">
        {t.loadFailed}
      </p>
    );
  } else if (pools.data.pools.length === 0) {
    content = (
      <div className="rounded-2xl bg-white px-4 py-14 text-center ring-1 ring-slate-200">
        <p className="text-lg font-medium text-slate-800">{t.empty}</p>
        <p className="mx-auto mt-2 max-w-md text-slate-600">{t.emptyHint}</p>
        <Link to="/dashboard/profile" className={`mt-5 inline-block ${linkClass}`}>
          {t.editSkills}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul aria-label={t.listLabel} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {pools.data.pools.map((pool) => (
          <PoolCard key={pool._id} pool={pool} />
        ))}
      </ul>
    );
  }

  return (
    <WorkPageShell
      heading={t.heading}
      intro={t.intro}
      actions={
        <Link to="/work/history" className={linkClass}>
          {t.historyLink}
        </Link>
      }
    >
      {content}
    </WorkPageShell>
  );
}
