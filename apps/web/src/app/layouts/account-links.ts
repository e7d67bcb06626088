import { earningsWebTexts, taskPoolWorkerRouteTexts, webTexts, type AuthUser } from '@market/shared';
import { isVerifiedUser } from '@/lib/auth-store';

export type AccountLinkIconName =
  | 'dashboard'
  | 'profile'
  | 'tasks'
  | 'work'
  | 'verification'
  | 'my-gigs'
  | 'add-gig'
  | 'selling'
  | 'orders'
  | 'messages'
  | 'saved'
  | 'earnings'
  | 'settings';

/** `group` separates the entries in the menu: admin, work, selling, buying, account. */
type AccountLink = { to: string; label: string; icon: AccountLinkIconName; group: 'admin' | 'work' | 'selling' | 'buying' | 'account' };

/**
 * Every page of the signed-in user's roles, in the order the header menu and the drawer list them:
 * the dashboard for admins, Profile, Tasks and Find work for verified workers, 'Under Verification' for a
 * worker waiting for it (`waitingForVerification`, see use-waiting-for-verification.ts), the
 * seller's gigs and sales, what every user buys and says, then Earnings and Settings.
 */
function accountLinks(user: AuthUser, waitingForVerification: boolean): AccountLink[] {
  const { account } = webTexts;
  const links: AccountLink[] = [];
  if (user.isAdmin) links.push({ to: '/dashboard', label: account.dashboard, icon: 'dashboard', group: 'admin' });
  if (isVerifiedUser(user)) {
    links.push({ to: '/dashboard/profile', label: account.profile, icon: 'profile', group: 'work' });
    links.push({ to: '/dashboard/my-tasks', label: account.tasks, icon: 'tasks', group: 'work' });
    links.push({ to: '/work', label: taskPoolWorkerRouteTexts.menu, icon: 'work', group: 'work' });
  } else if (waitingForVerification) {
    links.push({ to: '/verification', label: webTexts.underVerification, icon: 'verification', group: 'work' });
  }
  if (user.isSeller) {
    links.push({ to: '/myGigs', label: account.myGigs, icon: 'my-gigs', group: 'selling' });
    links.push({ to: '/add', label: account.addGig, icon: 'add-gig', group: 'selling' });
    links.push({ to: '/orders?role=seller', label: account.sellingOrders, icon: 'selling', group: 'selling' });
  }
  links.push({ to: '/orders', label: account.orders, icon: 'orders', group: 'buying' });
  links.push({ to: '/messages', label: account.messages, icon: 'messages', group: 'buying' });
  links.push({ to: '/saved', label: account.saved, icon: 'saved', group: 'buying' });
  links.push({ to: '/earnings', label: earningsWebTexts.menu, icon: 'earnings', group: 'account' });
  links.push({ to: '/settings', label: account.settings, icon: 'settings', group: 'account' });
  return links;
}

/** The links split where their group changes, for menus that draw a line between groups. */
export function groupedAccountLinks(user: AuthUser, waitingForVerification: boolean): AccountLink[][] {
  const groups: AccountLink[][] = [];
  for (const link of accountLinks(user, waitingForVerification)) {
    const last = groups.at(-1);
    if (last && last[0].group === link.group) last.push(link);
    else groups.push([link]);
  }
  return groups;
}

/** How the header menu and the drawer name the user's role. */
export const roleLabel = (user: AuthUser): string =>
  user.isAdmin ? webTexts.account.roles.admin : user.isSeller ? webTexts.account.roles.seller : webTexts.account.roles.member;
