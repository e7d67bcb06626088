import type { AuthUser } from '@market/shared';
import { isVerifiedUser } from '@/lib/auth-store';

export type DashboardLink = { to: string; label: string; icon: 'profile' | 'create' | 'users' | 'tasks' | 'my-tasks' };

/** Dashboard navigation (SPEC 2): Profile for verified, create-task/users/tasks for admins, my-tasks for all. */
export function dashboardLinks(user: AuthUser): DashboardLink[] {
  const links: DashboardLink[] = [];
  if (isVerifiedUser(user)) links.push({ to: '/dashboard/profile', label: 'Profile', icon: 'profile' });
  if (user.isAdmin) {
    links.push({ to: '/dashboard/create-task', label: 'Create Task', icon: 'create' });
    links.push({ to: '/dashboard/users', label: 'Users', icon: 'users' });
    links.push({ to: '/dashboard/tasks', label: 'Tasks', icon: 'tasks' });
  }
  links.push({ to: '/dashboard/my-tasks', label: 'My Tasks', icon: 'my-tasks' });
  return links;
}
