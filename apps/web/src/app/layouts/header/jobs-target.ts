import type { AuthUser } from '@market/shared';
import { isVerifiedUser } from '@/lib/auth-store';

/**
 * Where a 'Jobs Posted' entry leads. The tasks are for verified workers: a visitor is invited to
 * join, a worker waiting for verification sees where it stands, a verified worker their tasks, an
 * admin every task, and any other user (a buyer, a seller) how the tasks work.
 */
export function postedJobsPath(user: AuthUser | null, waitingForVerification: boolean): string {
  if (!user) return '/join';
  if (user.isAdmin) return '/dashboard/tasks';
  if (isVerifiedUser(user)) return '/dashboard/my-tasks';
  return waitingForVerification ? '/verification' : '/about';
}

/**
 * Where an open task pool of the list leads: the pools (/work, which sends a user not verified yet
 * to their verification), or for a visitor the sign-in page, which comes back to them.
 */
export const poolJobsPath = (user: AuthUser | null): string => (user ? '/work' : `/signin?${new URLSearchParams({ next: '/work' })}`);
