import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { webTexts, type AuthUser } from '@market/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ChevronDownIcon, LogoutIcon } from '@/components/ui/icons';
import { useLogout } from '@/features/auth';
import { AccountLinkIcon } from './account-link-icon';
import { groupedAccountLinks, roleLabel } from './account-links';
import { useWaitingForVerification } from './use-waiting-for-verification';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-800';
const separator = <MenuSeparator className="my-1 h-px bg-slate-100" />;

/**
 * Avatar (and, on wide screens, the username) opening the account menu: every page of the
 * user's roles, grouped, then Logout. Keyboard: Enter/Space/arrows/Escape.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const logout = useLogout();
  const waiting = useWaitingForVerification(user);
  return (
    <Menu>
      <MenuButton
        aria-label={webTexts.account.menu}
        className="flex shrink-0 items-center gap-2 rounded-full p-1 text-sm font-medium text-slate-800 hover:bg-slate-100 data-open:bg-slate-100 lg:pe-2"
      >
        <Avatar src={user.img} />
        <span className="hidden max-w-32 truncate lg:inline"><bdi data-user-content>{user.username}</bdi></span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 lg:block" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        modal={false}
        className="z-50 max-h-[calc(100dvh-5rem)] w-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900"><bdi data-user-content>{user.username}</bdi></p>
          <p className="text-xs text-slate-500">{roleLabel(user)}</p>
        </div>
        {groupedAccountLinks(user, waiting).map((group) => (
          <Fragment key={group[0].group}>
            {separator}
            {group.map((link) => (
              <MenuItem key={link.to}>
                <Link to={link.to} className={itemClass}>
                  <AccountLinkIcon icon={link.icon} className="size-4 shrink-0" />
                  {link.label}
                </Link>
              </MenuItem>
            ))}
          </Fragment>
        ))}
        {separator}
        <MenuItem>
          <button type="button" onClick={() => void logout()} className={itemClass}>
            <LogoutIcon className="size-4 rtl:-scale-x-100" />
            {webTexts.logout}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
