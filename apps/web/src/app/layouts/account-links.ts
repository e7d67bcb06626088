import type { AuthUser } from '@market/shared';
import { isVerifiedUser } from '@/lib/auth-store';
import { webTexts } from '@/lib/texts';

export type AccountLink = { to: string; label: string; icon: 'dashboard' | 'profile' | 'tasks' | 'verification' };

/**
 * The account entries of the header menu and the drawer (SPEC 2 Global): verified users get
 * Profile and Tasks, unverified users only 'Under Verification', admins also the Dashboard.
 */
export function accountLinks(user: AuthUser): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.isAdmin) links.push({ to: '/dashboard', label: 'Dashboard', icon: 'dashboard' });
  if (isVerifiedUser(user)) {
    links.push({ to: '/dashboard/profile', label: 'Profile', icon: 'profile' });
    links.push({ to: '/dashboard/my-tasks', label: 'Tasks', icon: 'tasks' });
  } else {
    links.push({ to: '/verification', label: webTexts.underVerification, icon: 'verification' });
  }
  return links;
}
