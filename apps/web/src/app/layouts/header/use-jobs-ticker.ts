import { labelOf, sampleTaskLabels, sampleTasks, timings } from '@market/shared';
import { useEffect, useState } from 'react';

export type PostedJob = { id: number; title: string };
export type Ticker = { jobs: PostedJob[]; badge: number };

/**
 * The 'Jobs Posted' feed (SPEC 4 Tickers): starts with one sample task, adds the next one
 * every 4 s, keeps the last 9 (newest first) and shows a badge cycling 1 to 9.
 */
export function useJobsTicker(): Ticker {
  const [count, setCount] = useState(1);

  useEffect(() => {
    const id = window.setInterval(() => setCount((c) => c + 1), timings.tickerMs);
    return () => window.clearInterval(id);
  }, []);

  const keep = Math.min(count, timings.tickerKeep);
  const jobs = Array.from({ length: keep }, (_, i) => ({ id: count - i, title: labelOf(sampleTaskLabels, sampleTasks[(count - 1 - i) % sampleTasks.length]) }));
  return { jobs, badge: ((count - 1) % timings.tickerKeep) + 1 };
}
