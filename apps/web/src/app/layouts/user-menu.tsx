import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { webTexts, type AuthUser } from '@market/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ChevronDownIcon, LogoutIcon } from '@/components/ui/icons';
import { useLogout } from '@/features/auth';
import { cn } from '@/lib/cn';
import { AccountLinkIcon } from './account-link-icon';
import { accountLinks, roleLabel } from './account-links';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-800';

/** Avatar and username opening the account menu (keyboard: Enter/Space/arrows/Escape). */
export function UserMenu({ user, showName = true }: { user: AuthUser; showName?: boolean }) {
  const logout = useLogout();
  return (
    <Menu>
      <MenuButton
        aria-label={webTexts.account.menu}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 data-open:bg-slate-100"
      >
        <Avatar src={user.img} />
        <span className={cn('max-w-32 truncate', showName ? 'hidden sm:inline' : 'sr-only')}>{user.username}</span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 sm:block" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        modal={false}
        className="z-50 w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{user.username}</p>
          <p className="text-xs text-slate-500">{roleLabel(user)}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        {accountLinks(user).map((link) => (
          <MenuItem key={link.to}>
            <Link to={link.to} className={itemClass}>
              <AccountLinkIcon icon={link.icon} className="size-4" />
              {link.label}
            </Link>
          </MenuItem>
        ))}
        <MenuItem>
          <button type="button" onClick={() => void logout()} className={itemClass}>
            <LogoutIcon className="size-4" />
            {webTexts.logout}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
