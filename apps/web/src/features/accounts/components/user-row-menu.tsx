import { accountWebTexts } from '@market/shared';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router';

const itemClass = 'flex w-full items-center rounded-md px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-800';

/** The three-dot menu of a users table row: review, delete. */
export function UserRowMenu({ id, username, onDelete }: { id: string; username: string; onDelete: () => void }) {
  return (
    <Menu>
      <MenuButton aria-label={accountWebTexts.users.rowActions(username)} className="rounded-md p-2 text-slate-600 hover:bg-slate-100 data-open:bg-slate-100">
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
          <circle cx="12" cy="5" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="12" cy="19" r="1.8" />
        </svg>
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 4 }} modal={false} className="z-50 w-44 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg outline-none">
        <MenuItem>
          <Link to={`/dashboard/user/${id}`} className={itemClass}>
            {accountWebTexts.users.review}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={onDelete} className={`${itemClass} text-red-700 data-focus:bg-red-50 data-focus:text-red-800`}>
            {accountWebTexts.users.delete}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
