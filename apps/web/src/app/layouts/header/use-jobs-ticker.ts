import { labelOf, sampleTaskLabels, sampleTasks, timings } from '@market/shared';
import { useEffect, useState } from 'react';
import { useLatestPools } from '@/features/task-pools';

export type PostedJob = { id: number; title: string };
/** `pools`: the jobs are the newest open task pools (they lead to /work), not the sample tasks. */
export type Ticker = { jobs: PostedJob[]; badge: number; pools: boolean };

/**
 * The 'Jobs Posted' feed (SPEC 4 Tickers): starts with one sample task, adds the next one
 * every 4 s, keeps the last 9 (newest first) and shows a badge cycling 1 to 9. Once the page has
 * hydrated and GET /api/task-pools/latest answers with open pools, their titles take the samples'
 * place (newest first, at most 9, the badge their number); the server's markup keeps the samples.
 */
export function useJobsTicker(): Ticker {
  const [count, setCount] = useState(1);
  const pools = useLatestPools();
  const showPools = pools !== null;

  useEffect(() => {
    if (showPools) return;
    const id = window.setInterval(() => setCount((c) => c + 1), timings.tickerMs);
    return () => window.clearInterval(id);
  }, [showPools]);

  if (pools) {
    const jobs = pools.slice(0, timings.tickerKeep).map((pool, i) => ({ id: i, title: pool.title }));
    return { jobs, badge: jobs.length, pools: true };
  }
  const keep = Math.min(count, timings.tickerKeep);
  const jobs = Array.from({ length: keep }, (_, i) => ({ id: count - i, title: labelOf(sampleTaskLabels, sampleTasks[(count - 1 - i) % sampleTasks.length]) }));
  return { jobs, badge: ((count - 1) % timings.tickerKeep) + 1, pools: false };
}
