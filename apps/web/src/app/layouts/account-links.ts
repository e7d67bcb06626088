import { webTexts, type AuthUser } from '@market/shared';
import { isVerifiedUser } from '@/lib/auth-store';

export type AccountLink = { to: string; label: string; icon: 'dashboard' | 'profile' | 'tasks' | 'verification' };

/**
 * The account entries of the header menu and the drawer (SPEC 2 Global): verified users get
 * Profile and Tasks, unverified users only 'Under Verification', admins also the Dashboard.
 */
export function accountLinks(user: AuthUser): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.isAdmin) links.push({ to: '/dashboard', label: webTexts.account.dashboard, icon: 'dashboard' });
  if (isVerifiedUser(user)) {
    links.push({ to: '/dashboard/profile', label: webTexts.account.profile, icon: 'profile' });
    links.push({ to: '/dashboard/my-tasks', label: webTexts.account.tasks, icon: 'tasks' });
  } else {
    links.push({ to: '/verification', label: webTexts.underVerification, icon: 'verification' });
  }
  return links;
}

/** How the header menu and the drawer name the user's role. */
export const roleLabel = (user: AuthUser): string =>
  user.isAdmin ? webTexts.account.roles.admin : user.isSeller ? webTexts.account.roles.seller : webTexts.account.roles.member;
