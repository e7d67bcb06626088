import { notificationWebTexts } from '@market/shared';
import { useEffect, useState } from 'react';
import { formatDate } from '@/lib/format';

const ago = notificationWebTexts.ago;
const minute = 60_000;

/** How long before `now` a moment was: 'just now', '5 min ago', '3 h ago', 'yesterday', '4 days ago', then the date. */
export function timeAgo(value: string, now: number): string {
  const minutes = Math.floor(Math.max(0, now - Date.parse(value)) / minute);
  if (minutes < 1) return ago.justNow;
  if (minutes < 60) return ago.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago.hours(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return ago.days(days);
  return formatDate(value);
}

/** The current time, renewed every minute while shown, so '5 min ago' keeps counting. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), minute);
    return () => clearInterval(timer);
  }, []);
  return now;
}
