import { earningsWebTexts, financeWebTexts, payoutsAdminWebTexts, taskPoolAdminRouteTexts, taskPoolWorkerRouteTexts, webTexts, type AuthUser } from '@market/shared';
import { isVerifiedUser } from '@/lib/auth-store';

export type DashboardLink = { to: string; label: string; icon: 'profile' | 'create' | 'users' | 'tasks' | 'jobs' | 'disputes' | 'my-tasks' | 'work' | 'earnings' | 'payouts' | 'finance' | 'pools' };

/** Dashboard navigation (SPEC 2): Profile for verified, create-task/users/tasks/pools/jobs/disputes/payouts/finance for admins, my-tasks for all, Find work and Earnings (site pages) for verified. */
export function dashboardLinks(user: AuthUser): DashboardLink[] {
  const links: DashboardLink[] = [];
  if (isVerifiedUser(user)) links.push({ to: '/dashboard/profile', label: webTexts.account.profile, icon: 'profile' });
  if (user.isAdmin) {
    links.push({ to: '/dashboard/create-task', label: webTexts.dashboard.createTask, icon: 'create' });
    links.push({ to: '/dashboard/users', label: webTexts.dashboard.users, icon: 'users' });
    links.push({ to: '/dashboard/tasks', label: webTexts.dashboard.tasks, icon: 'tasks' });
    links.push({ to: '/dashboard/pools', label: taskPoolAdminRouteTexts.nav, icon: 'pools' });
    links.push({ to: '/dashboard/jobs', label: webTexts.dashboard.jobs, icon: 'jobs' });
    links.push({ to: '/dashboard/disputes', label: webTexts.dashboard.disputes, icon: 'disputes' });
    links.push({ to: '/dashboard/payouts', label: payoutsAdminWebTexts.nav, icon: 'payouts' });
    links.push({ to: '/dashboard/finance', label: financeWebTexts.nav, icon: 'finance' });
  }
  links.push({ to: '/dashboard/my-tasks', label: webTexts.dashboard.myTasks, icon: 'my-tasks' });
  if (isVerifiedUser(user)) {
    links.push({ to: '/work', label: taskPoolWorkerRouteTexts.menu, icon: 'work' });
    links.push({ to: '/earnings', label: earningsWebTexts.menu, icon: 'earnings' });
  }
  return links;
}
