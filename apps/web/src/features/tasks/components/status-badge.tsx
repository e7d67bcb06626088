import { labelOf, taskStatusLabels, type TaskStatus } from '@market/shared';
import { cn } from '@/lib/cn';

// SPEC 4 badge colours: In Complete red, Complete yellow, To Do grey, In Progress green.
const colours: Record<TaskStatus, string> = {
  'To Do': 'bg-slate-100 text-slate-700 ring-slate-300',
  'In Progress': 'bg-green-100 text-green-800 ring-green-300',
  'In Complete': 'bg-red-100 text-red-800 ring-red-300',
  Complete: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
};

export function StatusBadge({ status }: { status: TaskStatus }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', colours[status])}>{labelOf(taskStatusLabels, status)}</span>;
}
