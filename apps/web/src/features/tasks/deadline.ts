import { inlineWebTexts, taskWebTexts } from '@market/shared';

const counts = inlineWebTexts.counts;
const units: [(n: number) => string, number][] = [
  [counts.years, 365 * 24 * 3600_000],
  [counts.months, 30 * 24 * 3600_000],
  [counts.days, 24 * 3600_000],
  [counts.hours, 3600_000],
  [counts.minutes, 60_000],
];

/** "3 days", "1 hour", "less than a minute": the largest whole unit of a duration. */
export function formatDuration(ms: number): string {
  const abs = Math.abs(ms);
  for (const [count, size] of units) {
    const n = Math.floor(abs / size);
    if (n >= 1) return count(n);
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
