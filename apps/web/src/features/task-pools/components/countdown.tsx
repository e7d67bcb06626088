import { taskPoolWorkerTexts } from '@market/shared';
import { useEffect, useRef, useState } from 'react';
import { ClockIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatCountdown, lastMinuteMs } from '../work-values';

const t = taskPoolWorkerTexts.work;

/**
 * The time left on a claim as mm:ss, ticking every second. The clock is a timer (not read out as it
 * changes); a separate polite region says once that a minute is left. `onExpire` runs when it is over.
 */
export function Countdown({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= end) {
        window.clearInterval(id);
        expire.current();
      }
    };
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [end]);

  const left = end - now;
  const lastMinute = left <= lastMinuteMs;
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm text-slate-600">{t.timeLeft}</span>
      <span
        role="timer"
        className={cn(
          'inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-mono text-base font-semibold tabular-nums',
          lastMinute ? 'bg-red-50 text-red-700 ring-1 ring-red-200' : 'bg-slate-100 text-slate-900',
        )}
      >
        <ClockIcon className="size-4" />
        <bdi dir="ltr">{formatCountdown(left)}</bdi>
      </span>
      <p aria-live="polite" className="sr-only">
        {lastMinute && left > 0 ? t.oneMinuteLeft : ''}
      </p>
    </div>
  );
}
