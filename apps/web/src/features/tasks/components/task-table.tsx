import { useState } from 'react';
import { Link } from 'react-router';
import { taskRewardWebTexts, taskWebTexts, type Task } from '@market/shared';
import { Avatar } from '@/components/ui/avatar';
import { ResponsiveTable, type Column } from '@/components/ui/table';
import { DeadlineText } from './deadline-text';
import { DeleteTaskDialog } from './delete-task-dialog';
import { StatusBadge } from './status-badge';
import { TaskRowMenu } from './task-row-menu';
import { formatReward } from '../reward';

const texts = taskWebTexts.table;

function Assignee({ task }: { task: Task }) {
  if (!task.assignee) return <span className="text-slate-400">{texts.unassigned}</span>;
  return (
    <div className="flex min-w-0 items-center gap-2 lg:gap-3">
      <Avatar src={task.assignee.img} name={task.assignee.username} className="size-8 lg:size-9" />
      <div className="min-w-0 lg:max-w-44 xl:max-w-60">
        <p className="truncate font-medium text-slate-900"><bdi data-user-content>{task.assignee.username}</bdi></p>
        {/* Left out of the table where the sidebar leaves it too narrow for every column (lg). */}
        <p className="truncate text-xs text-slate-500 lg:hidden xl:block"><bdi data-user-content>{task.assignee.email}</bdi></p>
      </div>
    </div>
  );
}

/** Tasks as a table on wide screens and a card per task on phones (title, assignee, status, reward, deadline, actions). */
export function TaskTable({ tasks, isAdmin, caption }: { tasks: Task[]; isAdmin: boolean; caption: string }) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const columns: Array<Column<Task>> = [
    {
      header: texts.title,
      hideLabelWhenStacked: true,
      className: 'lg:max-w-56',
      cell: (task) => (
        <Link to={`/dashboard/tasks/${task._id}`} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline">
          <bdi data-user-content>{task.title}</bdi>
        </Link>
      ),
    },
    { header: texts.assignedTo, cell: (task) => <Assignee task={task} /> },
    { header: texts.status, cell: (task) => <StatusBadge status={task.status} /> },
    { header: taskRewardWebTexts.column, className: 'tabular-nums lg:text-end lg:whitespace-nowrap', cell: (task) => formatReward(task.reward) },
    { header: texts.deadline, className: 'xl:whitespace-nowrap', cell: (task) => <DeadlineText deadline={task.deadline} /> },
    {
      header: texts.action,
      srOnlyHeader: true,
      pinWhenStacked: true,
      className: 'lg:w-12 lg:text-end',
      cell: (task) => <TaskRowMenu taskId={task._id} title={task.title} isAdmin={isAdmin} onDelete={() => setDeleting(task._id)} />,
    },
  ];
  return (
    <>
      <ResponsiveTable caption={caption} stackBelow="lg" columns={columns} rows={tasks} rowKey={(task) => task._id} />
      <DeleteTaskDialog taskId={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
