import { taskPoolWorkerTexts } from '@market/shared';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { ExamBadge, PoolFacts, SkillList } from '../components/pool-facts';
import { PoolInstructions } from '../components/pool-instructions';
import { Standing } from '../components/standing';
import { WorkArea } from '../components/work-area';
import { WorkPageShell } from '../components/work-page-shell';
import { useWorkPool } from '../worker-api';

const t = taskPoolWorkerTexts.work;

const back = (
  <Link to="/work" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
    <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
    {taskPoolWorkerTexts.work.back}
  </Link>
);

/**
 * /work/:poolId, for verified workers: the pool's instructions and the caller's standing beside the
 * item they hold (taken on arrival), its countdown and the answer's fields (see WorkArea).
 */
export default function WorkPoolPage() {
  const { poolId = '' } = useParams();
  const work = useWorkPool(poolId);
  const pool = work.data;
  useDocumentMeta(pool?.title, undefined);

  if (work.isPending) {
    return (
      <WorkPageShell above={back} heading={taskPoolWorkerTexts.route.pool.title}>
        <PageSpinner />
      </WorkPageShell>
    );
  }
  if (!pool) {
    return (
      <WorkPageShell above={back} heading={taskPoolWorkerTexts.route.pool.title}>
        <p role="alert" className="py-16 text-center text-lg font-medium text-red-700">
          {errorMessage(work.error, t.loadFailed)}
        </p>
      </WorkPageShell>
    );
  }

  return (
    <WorkPageShell
      above={back}
      heading={
        <span className="flex flex-wrap items-center gap-3">
          <bdi data-user-content>{pool.title}</bdi>
          {pool.isExam ? <ExamBadge /> : null}
        </span>
      }
      intro={
        <div className="space-y-3">
          <PoolFacts pool={pool} className="max-w-lg text-sm" />
          <SkillList skills={pool.skills} />
        </div>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <PoolInstructions desc={pool.desc} attachments={pool.attachments} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <WorkArea key={pool._id} pool={pool} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <Standing pool={pool} />
        </div>
      </div>
    </WorkPageShell>
  );
}
