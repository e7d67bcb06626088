import { taskWebTexts } from '@market/shared';
import { formatUnitCount } from '@/lib/format';

const units: [Parameters<typeof formatUnitCount>[1], number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/** "3 days", "1 hour", "less than a minute" (Urdu: "3 دن"): the largest whole unit of a duration. */
export function formatDuration(ms: number): string {
  const abs = Math.abs(ms);
  for (const [unit, size] of units) {
    const n = Math.floor(abs / size);
    if (n >= 1) return formatUnitCount(n, unit);
  }
  return taskWebTexts.deadline.lessThanAMinute;
}

/** SPEC 4 deadline text: "3 days left", "2 hours exceeded" once past, 'null' when there is none. */
export function deadlineText(deadline: string | null, now = Date.now()): { text: string; exceeded: boolean } {
  if (!deadline) return { text: taskWebTexts.deadline.none, exceeded: false };
  const left = new Date(deadline).getTime() - now;
  return left >= 0
    ? { text: taskWebTexts.deadline.left(formatDuration(left)), exceeded: false }
    : { text: taskWebTexts.deadline.exceeded(formatDuration(left)), exceeded: true };
}
