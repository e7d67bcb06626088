import { taskWebTexts } from '@market/shared';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router';
import { DotsVerticalIcon, EyeIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';

const itemClass = 'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-800';

/** The three-dot menu of a task row: Edit and Delete for admins, See Task for everyone (SPEC 2). */
export function TaskRowMenu({ taskId, title, isAdmin, onDelete }: { taskId: string; title: string; isAdmin: boolean; onDelete: () => void }) {
  return (
    <Menu>
      <MenuButton aria-label={taskWebTexts.menu.actions(title)} className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 data-open:bg-slate-100">
        <DotsVerticalIcon className="size-5" />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 4 }} modal={false} className="z-40 w-40 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg outline-none">
        {isAdmin ? (
          <MenuItem>
            <Link to={`/dashboard/update-task/${taskId}`} className={itemClass}>
              <PencilIcon className="size-4" />
              {taskWebTexts.menu.edit}
            </Link>
          </MenuItem>
        ) : null}
        <MenuItem>
          <Link to={`/dashboard/tasks/${taskId}`} className={itemClass}>
            <EyeIcon className="size-4" />
            {taskWebTexts.menu.see}
          </Link>
        </MenuItem>
        {isAdmin ? (
          <MenuItem>
            <button type="button" onClick={onDelete} className={`${itemClass} text-red-700 data-focus:bg-red-50 data-focus:text-red-800`}>
              <TrashIcon className="size-4" />
              {taskWebTexts.menu.delete}
            </button>
          </MenuItem>
        ) : null}
      </MenuItems>
    </Menu>
  );
}
