import { useState } from 'react';
import { Link } from 'react-router';
import { taskWebTexts, type Task } from '@market/shared';
import { Avatar } from '@/components/ui/avatar';
import { Table, TBody, THead, Td, Th } from '@/components/ui/table';
import { DeadlineText } from './deadline-text';
import { DeleteTaskDialog } from './delete-task-dialog';
import { StatusBadge } from './status-badge';
import { TaskRowMenu } from './task-row-menu';

const columns = taskWebTexts.table;

/** Tasks with title and deadline hidden on small screens (SPEC 2 Task list). */
export function TaskTable({ tasks, isAdmin, caption }: { tasks: Task[]; isAdmin: boolean; caption: string }) {
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <>
      <Table caption={caption}>
        <THead>
          <Th className="hidden md:table-cell">{columns.title}</Th>
          <Th>{columns.assignedTo}</Th>
          <Th>{columns.status}</Th>
          <Th className="hidden md:table-cell">{columns.deadline}</Th>
          <Th className="w-12 text-right">
            <span className="sr-only sm:not-sr-only">{columns.action}</span>
          </Th>
        </THead>
        <TBody>
          {tasks.map((task) => (
            <tr key={task._id} className="hover:bg-slate-50/70">
              <Td className="hidden max-w-64 md:table-cell">
                <Link to={`/dashboard/tasks/${task._id}`} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline">
                  {task.title}
                </Link>
              </Td>
              <Td>
                {task.assignee ? (
                  <div className="flex min-w-0 items-center gap-2 sm:gap-3">
                    <Avatar src={task.assignee.img} className="size-8 sm:size-9" />
                    <div className="max-w-[7.5rem] min-w-0 sm:max-w-60">
                      <p className="truncate font-medium text-slate-900">{task.assignee.username}</p>
                      <p className="truncate text-xs text-slate-500">{task.assignee.email}</p>
                    </div>
                  </div>
                ) : (
                  <span className="text-slate-400">{columns.unassigned}</span>
                )}
              </Td>
              <Td>
                <StatusBadge status={task.status} />
              </Td>
              <Td className="hidden whitespace-nowrap md:table-cell">
                <DeadlineText deadline={task.deadline} />
              </Td>
              <Td className="text-right">
                <TaskRowMenu taskId={task._id} title={task.title} isAdmin={isAdmin} onDelete={() => setDeleting(task._id)} />
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
      <DeleteTaskDialog taskId={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
